import type { Database } from '#server/db/client.ts';

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
export const PAGE_CHANGED_CHANNEL = 'page_changed';
/** The tag that drops every entry. */
export const ALL_PAGES = '*';

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

/** Changes remembered for renders still running; beyond that, every render begun before is refused. */
const MAX_REMEMBERED_CHANGES = 10_000;

export interface PageEntry {
  status: number;
  html: string;
  tags: readonly string[];
  /** Players whose profile view the render recorded (recorded again on every hit, as the API read does). */
  views: readonly string[];
  /** The page compressed, once per encoding, when first asked for so (pages.service.ts). */
  encoded: { br?: Buffer; gzip?: Buffer };
}

interface Stored extends PageEntry {
  size: number;
  expires: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  /** Renders kept. */
  fills: number;
  /** Renders not kept because a change of one of their tags arrived while they ran. */
  refused: number;
  /** Entries dropped by a change. */
  invalidated: number;
  /** Entries dropped for room. */
  evicted: number;
}

export interface PageCache {
  /** The kept page for a key, or undefined (also whenever the cache is not listening). */
  get(key: string): PageEntry | undefined;
  /** Taken before a render: `fill` refuses it if a change of one of its tags arrives meanwhile. */
  begin(): number;
  /**
   * Keeps a render unless a change of one of its tags arrived since `begin`; says whether it kept it.
   * `maxAgeMs` shortens its life below the cache's ttl (a signed-in viewer's page, D201).
   */
  fill(key: string, entry: PageEntry, since: number, maxAgeMs?: number): boolean;
  /** Drops the entries carrying a tag (ALL_PAGES: every entry). */
  invalidate(tag: string): void;
  readonly size: number;
  readonly bytes: number;
  readonly stats: PageCacheStats;
  readonly listening: boolean;
  setListening(listening: boolean): void;
  close(): Promise<void>;
}

/** The end of the current UTC day, in ms. */
function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

export function createPageCache(
  options: Partial<PageCacheOptions> = {},
  onClose: () => Promise<void> = async () => {},
): PageCache {
  const { maxEntries, maxBytes, ttlMs } = { ...DEFAULT_PAGE_CACHE, ...options };
  // Map order is recency: a hit moves its entry to the end, the first entry is the least recently used.
  const entries = new Map<string, Stored>();
  const keysOf = new Map<string, Set<string>>();
  let bytes = 0;
  let listening = false;
  // Every change counts one; a render that began at `since` is refused if one of its tags changed after.
  let seq = 0;
  let floor = 0;
  const changedAt = new Map<string, number>();
  const stats: PageCacheStats = { hits: 0, misses: 0, fills: 0, refused: 0, invalidated: 0, evicted: 0 };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
    for (const tag of entry.tags) {
      const keys = keysOf.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(tag);
    }
  };
  const clear = () => {
    seq++;
    floor = seq;
    changedAt.clear();
    entries.clear();
    keysOf.clear();
    bytes = 0;
  };

  return {
    get(key) {
      if (!listening) return undefined;
      const entry = entries.get(key);
      if (!entry || entry.expires <= Date.now()) {
        if (entry) drop(key);
        stats.misses++;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry;
    },
    begin: () => seq,
    fill(key, entry, since, maxAgeMs) {
      if (!listening) return false;
      if (since < floor || entry.tags.some((tag) => (changedAt.get(tag) ?? -1) > since)) {
        stats.refused++;
        return false;
      }
      // The compressed copies are a fraction of the page: counted as its length again, at most.
      const size = 2 * entry.html.length + key.length;
      if (size > maxBytes) return false;
      drop(key);
      while (entries.size > 0 && (entries.size >= maxEntries || bytes + size > maxBytes)) {
        const oldest = entries.keys().next().value as string;
        drop(oldest);
        stats.evicted++;
      }
      const now = Date.now();
      const life = Math.min(ttlMs, maxAgeMs ?? ttlMs);
      entries.set(key, { ...entry, size, expires: Math.min(now + life, nextUtcMidnight(now)) });
      bytes += size;
      for (const tag of entry.tags) {
        let keys = keysOf.get(tag);
        if (!keys) {
          keys = new Set();
          keysOf.set(tag, keys);
        }
        keys.add(key);
      }
      stats.fills++;
      return true;
    },
    invalidate(tag) {
      if (tag === ALL_PAGES) {
        stats.invalidated += entries.size;
        clear();
        return;
      }
      seq++;
      if (changedAt.size >= MAX_REMEMBERED_CHANGES) {
        changedAt.clear();
        floor = seq;
      }
      changedAt.set(tag, seq);
      for (const key of keysOf.get(tag) ?? []) {
        drop(key);
        stats.invalidated++;
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    stats,
    get listening() {
      return listening;
    },
    setListening(value) {
      // Whatever was kept before a gap in listening may have missed its notification.
      clear();
      listening = value;
    },
    async close() {
      await onClose();
      listening = false;
      clear();
    },
  };
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
  let stop: (() => Promise<void>) | undefined;
  let closing = false;
  const cache = createPageCache(options, async () => {
    closing = true;
    await stop?.();
  });
  try {
    stop = await database.listen(PAGE_CHANGED_CHANNEL, {
      notify: (payload) => cache.invalidate(payload),
      state: (listening) => {
        if (!listening && !closing) {
          log.warn({ channel: PAGE_CHANGED_CHANNEL }, 'page cache off: not listening');
        }
        cache.setListening(listening);
      },
    });
  } catch (err) {
    log.warn({ err }, 'page cache off: LISTEN failed');
    return undefined;
  }
  return cache;
}
