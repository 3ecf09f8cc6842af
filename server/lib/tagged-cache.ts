import type { Database, ListenHandlers } from '#server/db/client.ts';

/**
 * A cache in memory whose entries are named by tags and dropped when a change of one of their tags is
 * NOTIFYed on a channel, to every process (the page cache, D196-D201; the session cache, D275).
 *
 * While the listening connection is down nothing is answered or kept (a missed notification cannot leave
 * anything behind), and everything is dropped when listening starts again. A value read from the database
 * while one of its tags changed is not kept (`begin`/`fill`). Bounded by entries and by a size the owner
 * counts (least recently used out first); each entry lives at most `ttlMs`, and never past the moment
 * `expiresBy` names.
 */
export const ALL_TAGS = '*';

export interface TaggedCacheOptions<V> {
  maxEntries: number;
  /** The most the entries' sizes may add up to. */
  maxSize: number;
  ttlMs: number;
  /** The tags of a value: a change of any of them drops its entry. */
  tagsOf(value: V): readonly string[];
  /** An entry's size, counted against maxSize (default 1). */
  sizeOf?(key: string, value: V): number;
  /** A moment no entry kept at `now` outlives (the page cache: the next UTC midnight). */
  expiresBy?(now: number): number;
  /**
   * The tag a notified change drops (default: the payload itself); undefined: the change is of nothing
   * an entry shows (the search cache: every player change drops all its entries, D356).
   */
  changeTag?(payload: string): string | undefined;
}

export interface TaggedCacheStats {
  hits: number;
  misses: number;
  /** Values kept. */
  fills: number;
  /** Values not kept because a change of one of their tags arrived while they were read. */
  refused: number;
  /** Entries dropped by a change. */
  invalidated: number;
  /** Entries dropped for room. */
  evicted: number;
}

export interface TaggedCache<V> {
  /** The kept value for a key, or undefined (also whenever the cache is not listening). */
  get(key: string): V | undefined;
  /** Taken before a read: `fill` refuses its value if a change of one of its tags arrives meanwhile. */
  begin(): number;
  /**
   * Keeps a value unless a change of one of its tags arrived since `begin`; says whether it kept it.
   * `maxAgeMs` shortens its life below the cache's ttl.
   */
  fill(key: string, value: V, since: number, maxAgeMs?: number): boolean;
  /** Drops the entries carrying a tag (ALL_TAGS: every entry). */
  invalidate(tag: string): void;
  readonly size: number;
  /** The sum of the entries' sizes. */
  readonly used: number;
  readonly stats: TaggedCacheStats;
  readonly listening: boolean;
  setListening(listening: boolean): void;
  close(): Promise<void>;
}

/** Changes remembered for reads still running; beyond that, every read begun before is refused. */
const MAX_REMEMBERED_CHANGES = 10_000;

interface Stored<V> {
  value: V;
  tags: readonly string[];
  size: number;
  expires: number;
}

export function createTaggedCache<V>(
  options: TaggedCacheOptions<V>,
  onClose: () => Promise<void> = async () => {},
): TaggedCache<V> {
  const {
    maxEntries,
    maxSize,
    ttlMs,
    tagsOf,
    sizeOf = () => 1,
    expiresBy = () => Number.POSITIVE_INFINITY,
  } = options;
  // Map order is recency: a hit moves its entry to the end, the first entry is the least recently used.
  const entries = new Map<string, Stored<V>>();
  const keysOf = new Map<string, Set<string>>();
  let used = 0;
  let listening = false;
  // Every change counts one; a read that began at `since` is refused if one of its tags changed after.
  let seq = 0;
  let floor = 0;
  const changedAt = new Map<string, number>();
  const stats: TaggedCacheStats = { hits: 0, misses: 0, fills: 0, refused: 0, invalidated: 0, evicted: 0 };

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    used -= entry.size;
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
    used = 0;
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
      return entry.value;
    },
    begin: () => seq,
    fill(key, value, since, maxAgeMs) {
      if (!listening) return false;
      const tags = tagsOf(value);
      if (since < floor || tags.some((tag) => (changedAt.get(tag) ?? -1) > since)) {
        stats.refused++;
        return false;
      }
      const size = sizeOf(key, value);
      if (size > maxSize) return false;
      drop(key);
      while (entries.size > 0 && (entries.size >= maxEntries || used + size > maxSize)) {
        const oldest = entries.keys().next().value as string;
        drop(oldest);
        stats.evicted++;
      }
      const now = Date.now();
      const life = Math.min(ttlMs, maxAgeMs ?? ttlMs);
      entries.set(key, { value, tags, size, expires: Math.min(now + life, expiresBy(now)) });
      used += size;
      for (const tag of tags) {
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
      if (tag === ALL_TAGS) {
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
    get used() {
      return used;
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
 * Starts a tagged cache on an app's database: listens for changes on `channel` first, and only then
 * answers. If listening cannot start, there is no cache (undefined) and the caller reads every time.
 */
export async function startTaggedCache<V>(
  database: Database,
  channel: string,
  options: TaggedCacheOptions<V>,
  log: { warn(obj: unknown, msg: string): void },
  name: string,
  /** Told each notification and listening state first, on the same listener (the search index, D358). */
  also?: ListenHandlers,
): Promise<TaggedCache<V> | undefined> {
  let stop: (() => Promise<void>) | undefined;
  let closing = false;
  const cache = createTaggedCache(options, async () => {
    closing = true;
    await stop?.();
  });
  try {
    stop = await database.listen(channel, {
      notify: (payload) => {
        also?.notify(payload);
        const tag = options.changeTag ? options.changeTag(payload) : payload;
        if (tag !== undefined) cache.invalidate(tag);
      },
      state: (listening) => {
        also?.state(listening);
        if (!listening && !closing) log.warn({ channel }, `${name} off: not listening`);
        cache.setListening(listening);
      },
    });
  } catch (err) {
    log.warn({ err }, `${name} off: LISTEN failed`);
    return undefined;
  }
  return cache;
}
