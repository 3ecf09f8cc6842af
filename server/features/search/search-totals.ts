import type { SearchQuery } from '#common/contracts/search.ts';
import { keywordWords } from './search-filter.ts';

const SEARCH_TOTAL_TTL_MS = 10_000;
const SEARCH_TOTAL_CACHE_SIZE = 1000;

/**
 * Counted totals per filter combination (up to SEARCH_MAX_TOTAL + 1), kept for a few seconds: a total
 * that is ten seconds old is still the right heading ('8,480 players found'), and a page that is not
 * full corrects it anyway (PlayerSearch). Concurrent requests for the same filters share one count
 * instead of each scanning every match.
 */
export class SearchTotals<T = number> {
  private readonly entries = new Map<
    string,
    { total: Promise<T>; expiresAt: number; version?: number; settled?: T }
  >();

  constructor(
    private readonly ttlMs = SEARCH_TOTAL_TTL_MS,
    private readonly now: () => number = Date.now,
    /**
     * A number that moves whenever a player changes (the search cache's, D356): a total counted before it moved
     * is not used, so an answer kept by the search cache never carries a total from before a change.
     */
    private readonly version?: () => number,
  ) {}

  private current(entry: { expiresAt: number; version?: number } | undefined) {
    return entry !== undefined && entry.expiresAt > this.now() && entry.version === this.version?.();
  }

  static keyOf(query: SearchQuery): string {
    const sorted = (values?: readonly (string | number)[]) => (values ? [...values].sort() : null);
    return JSON.stringify([
      sorted(query.category),
      sorted(query.birthYear),
      sorted(query.positions),
      query.handedness ?? null,
      query.region ?? null,
      query.keyword ? keywordWords(query.keyword).sort() : null,
      // The scouting filters (D311); the sort changes the page, never the total.
      sorted(query.gradYear),
      query.heightMin ?? null,
      query.heightMax ?? null,
      query.level?.toLowerCase() ?? null,
      query.league?.toLowerCase() ?? null,
      query.team ?? null,
      query.verified ?? null,
      query.committed ?? null,
      query.hasVideo ?? null,
      query.minPpg ?? null,
      query.maxGaa ?? null,
      query.minSvPct ?? null,
      query.minGames ?? null,
    ]);
  }

  /** The total kept for the key, if it is known now (settled and not expired). */
  known(key: string): T | undefined {
    const entry = this.entries.get(key);
    return this.current(entry) ? entry!.settled : undefined;
  }

  /**
   * Keeps a total a statement already counted (unless one is kept for the key now); `since`: mark() taken
   * before that statement ran.
   */
  keep(key: string, total: T, since: number | undefined): void {
    void this.get(key, async () => total, since);
  }

  /** The version now: taken before a statement whose count is kept afterwards (`get`'s `since`). */
  mark(): number | undefined {
    return this.version?.();
  }

  /**
   * The kept total for the key, or the result of `count` (kept unless it fails). `since`: the version when the
   * count began (mark()), for a count already made; by default, now. A change since then leaves the total
   * already out of date, so it is kept under the version it was counted at and not used.
   */
  get(key: string, count: () => Promise<T>, since = this.mark()): Promise<T> {
    const entry = this.entries.get(key);
    if (this.current(entry)) return entry!.total;
    this.entries.delete(key);
    const total = count();
    if (this.ttlMs > 0) {
      if (this.entries.size >= SEARCH_TOTAL_CACHE_SIZE) {
        // Oldest first (a Map iterates in insertion order).
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      const kept: { total: Promise<T>; expiresAt: number; version?: number; settled?: T } = {
        total,
        expiresAt: this.now() + this.ttlMs,
        version: since,
      };
      this.entries.set(key, kept);
      total.then(
        (n) => {
          kept.settled = n;
        },
        () => {
          if (this.entries.get(key) === kept) this.entries.delete(key);
        },
      );
    }
    return total;
  }
}
