import type { Database } from '#server/db/client.ts';
import { PAGE_CHANGED_CHANNEL } from '#server/lib/page-tags.ts';
import {
  ALL_TAGS,
  createTaggedCache,
  startTaggedCache,
  type TaggedCache,
  type TaggedCacheOptions,
} from '#server/lib/tagged-cache.ts';

/**
 * Server-rendered pages kept in memory (D196-D201): the final HTML of a signed-out visitor's page, so a
 * shared link opened again costs no render, and of a signed-in viewer's, kept for that viewer only.
 *
 * What a page shows is named by tags: every API answer the render read names its own (x-page-tags,
 * page-tags.ts), and migration 0024_page_cache_notify NOTIFYs `page_changed` with the same tags when the data
 * changes, on commit, to every process; the entries carrying the tag are dropped when it arrives. While the
 * listening connection is down nothing is answered or kept (a missed notification cannot leave anything
 * behind), and everything is dropped when listening starts again. A render that overlaps a change of one of
 * its tags is not kept (`begin`/`fill`). Bounded by entries and bytes (least recently used out first); each
 * entry lives at most `ttlMs` and never past the next UTC midnight (upcoming events and ages follow the date).
 */
/** The tag that drops every entry. */
export const ALL_PAGES = ALL_TAGS;

export interface PageCacheOptions {
  maxEntries: number;
  /**
   * Sum of the kept pages' lengths (UTF-16 code units, about their bytes for the mostly ASCII HTML), each
   * counted twice to leave room for its compressed copies.
   */
  maxBytes: number;
  ttlMs: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheOptions = {
  maxEntries: 5_000,
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 10 * 60_000,
};

export interface PageEntry {
  status: number;
  html: string;
  tags: readonly string[];
  /** Players whose profile view the render recorded (recorded again on every hit, as the API read does). */
  views: readonly string[];
  /** The page compressed, once per encoding, when first asked for so (pages.service.ts, D350). */
  encoded: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
}

/** `used`: the kept pages' lengths as counted against maxBytes. */
export type PageCache = TaggedCache<PageEntry>;

/** The end of the current UTC day, in ms. */
function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

function taggedOptions(options: Partial<PageCacheOptions>): TaggedCacheOptions<PageEntry> {
  const { maxEntries, maxBytes, ttlMs } = { ...DEFAULT_PAGE_CACHE, ...options };
  return {
    maxEntries,
    maxSize: maxBytes,
    ttlMs,
    tagsOf: (entry) => entry.tags,
    // The compressed copies are a fraction of the page: counted as its length again, at most.
    sizeOf: (key, entry) => 2 * entry.html.length + key.length,
    expiresBy: nextUtcMidnight,
  };
}

export function createPageCache(
  options: Partial<PageCacheOptions> = {},
  onClose: () => Promise<void> = async () => {},
): PageCache {
  return createTaggedCache(taggedOptions(options), onClose);
}

/**
 * Starts the page cache on an app's database: listens for changes first, and only then answers. If
 * listening cannot start, the app renders every page.
 */
export async function startPageCache(
  database: Database,
  options: Partial<PageCacheOptions> = {},
  log: { warn(obj: unknown, msg: string): void } = console,
): Promise<PageCache | undefined> {
  return startTaggedCache(database, PAGE_CHANGED_CHANNEL, taggedOptions(options), log, 'page cache');
}
