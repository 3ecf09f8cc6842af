import type { SearchQuery, SearchResponse } from '#common/contracts/search.ts';
import type { Database, ListenHandlers } from '#server/db/client.ts';
import { PAGE_CHANGED_CHANNEL } from '#server/lib/page-tags.ts';
import {
  ALL_TAGS,
  startTaggedCache,
  type TaggedCache,
  type TaggedCacheOptions,
} from '#server/lib/tagged-cache.ts';

/**
 * Search answers kept in memory (D356): the same query (filters, keyword, sort and page) asked again, by any
 * recruiter, is answered without the database until something a search could read changes. An answer shows
 * no viewer's data (who may search is checked before it is looked up), so one copy serves everyone.
 *
 * Every change a player's profile or card could show is NOTIFYed on `page_changed` by the page cache's
 * triggers (migration 0024: the player row with its status and consent, new players, media, stats, team
 * history, commitments, measurables, schedule, a current team's name, league or level), and which players
 * match may depend on any of them, so any such change drops every kept answer, on every process; the writer's
 * own process hears it before the write's request ends (D127). Only changes of a viewer (`user:`) and of the
 * plans (`tiers`) are of nothing a search shows. As with the page cache, nothing is answered while the
 * listening connection is down and a search that overlaps a change is not kept.
 */
export const SEARCH_TAG = 'search';

export interface SearchCacheOptions {
  maxEntries: number;
  /** The most player cards the kept answers may hold together (a card is about 400 bytes). */
  maxCards: number;
  ttlMs: number;
}

export const DEFAULT_SEARCH_CACHE: SearchCacheOptions = {
  maxEntries: 5_000,
  maxCards: 60_000,
  ttlMs: 10 * 60_000,
};

export type SearchCache = TaggedCache<SearchResponse>;

/** The tag a change on `page_changed` drops: every answer, but for a viewer's or the plans' changes. */
export function searchChangeTag(payload: string): string | undefined {
  if (payload === ALL_TAGS) return ALL_TAGS;
  if (payload === 'tiers' || payload.startsWith('user:')) return undefined;
  return SEARCH_TAG;
}

/** The key of a query: every field the contract parsed, so two queries share it only when they ask the same. */
export const searchKey = (query: SearchQuery): string => JSON.stringify(query);

export function searchCacheOptions(
  options: Partial<SearchCacheOptions> = {},
): TaggedCacheOptions<SearchResponse> {
  const { maxEntries, maxCards, ttlMs } = { ...DEFAULT_SEARCH_CACHE, ...options };
  return {
    maxEntries,
    maxSize: maxCards,
    ttlMs,
    tagsOf: () => [SEARCH_TAG],
    // An empty answer still takes a place.
    sizeOf: (_key, answer) => Math.max(1, answer.players.length),
    changeTag: searchChangeTag,
  };
}

/**
 * Starts the search cache on an app's database: listens for changes first, and only then answers. If
 * listening cannot start, every search reads the database.
 */
export function startSearchCache(
  database: Database,
  options: Partial<SearchCacheOptions> = {},
  log: { warn(obj: unknown, msg: string): void } = console,
  /** The search index, told each change first on the same listener (D358). */
  index?: ListenHandlers,
): Promise<SearchCache | undefined> {
  return startTaggedCache(
    database,
    PAGE_CHANGED_CHANNEL,
    searchCacheOptions(options),
    log,
    'search cache',
    index,
  );
}

/** The header that tells whether an answer came from the cache (`hit`) or the database (`miss`). */
export const SEARCH_CACHE_HEADER = 'x-search-cache';

/** A search answered from the cache when it holds the query, else read by `search` and kept. */
export async function searchThrough(
  cache: SearchCache,
  query: SearchQuery,
  search: (query: SearchQuery) => Promise<SearchResponse>,
): Promise<{ answer: SearchResponse; hit: boolean }> {
  const key = searchKey(query);
  const kept = cache.get(key);
  if (kept) return { answer: kept, hit: true };
  const since = cache.begin();
  const answer = await search(query);
  cache.fill(key, answer, since);
  return { answer, hit: false };
}
