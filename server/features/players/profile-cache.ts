import type { Database, Db } from '#server/db/client.ts';

/**
 * Signed-out visitors' profile reads, kept in memory (D127): the row the profile
 * statement answers for a slug, so a shared link opened again costs no database round trip.
 *
 * Never stale past a commit's notification: triggers (migration 0014_profile_notify) NOTIFY
 * `player_profile_changed` with the player's id whenever the player row, its team history, media or its
 * current team's name change, and the entry is dropped when that arrives. While the listening connection
 * is down the cache neither answers nor fills (a missed notification cannot leave anything behind), and it
 * is emptied when listening starts again. A read that overlaps a change is not kept (the generation check
 * in `fill`). Only rows of active profiles are kept: nothing else is visible to a signed-out visitor, and
 * the visibility rule still runs on every answer. Bounded: at most `maxEntries`, oldest first out, each kept
 * at most `ttlMs`.
 */
export const PROFILE_CHANGED_CHANNEL = 'player_profile_changed';

export interface ProfileCacheOptions {
  maxEntries: number;
  ttlMs: number;
}

const DEFAULTS: ProfileCacheOptions = { maxEntries: 10_000, ttlMs: 5 * 60_000 };

interface Entry<Row> {
  row: Row;
  playerId: string;
  expires: number;
}

export interface ProfileCache<Row = unknown> {
  /** The kept row for a ref, or undefined (also whenever the cache is not listening). */
  get(ref: string): Row | undefined;
  /** What `fill` needs to know a read overlapped no change: take it before the read. */
  generation(): number;
  /** Keeps a read's row unless a change arrived since `generation` was taken. */
  fill(ref: string, playerId: string, row: Row, generation: number): void;
  /** Drops one player's entries ('*': all). */
  invalidate(playerId: string): void;
  readonly size: number;
  close(): Promise<void>;
}

export function createProfileCache<Row>(options: Partial<ProfileCacheOptions> = {}): ProfileCache<Row> & {
  setListening(listening: boolean): void;
  onClose(stop: () => Promise<void>): void;
} {
  const { maxEntries, ttlMs } = { ...DEFAULTS, ...options };
  const entries = new Map<string, Entry<Row>>();
  const refsOf = new Map<string, Set<string>>();
  let listening = false;
  let gen = 0;
  let stop: (() => Promise<void>) | undefined;

  const drop = (ref: string) => {
    const entry = entries.get(ref);
    if (!entry) return;
    entries.delete(ref);
    const refs = refsOf.get(entry.playerId);
    refs?.delete(ref);
    if (refs?.size === 0) refsOf.delete(entry.playerId);
  };
  const clear = () => {
    gen++;
    entries.clear();
    refsOf.clear();
  };

  return {
    get(ref) {
      if (!listening) return undefined;
      const entry = entries.get(ref);
      if (!entry || entry.expires <= Date.now()) {
        if (entry) drop(ref);
        return undefined;
      }
      return entry.row;
    },
    generation: () => gen,
    fill(ref, playerId, row, generation) {
      if (!listening || generation !== gen) return;
      drop(ref);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      entries.set(ref, { row, playerId, expires: Date.now() + ttlMs });
      let refs = refsOf.get(playerId);
      if (!refs) {
        refs = new Set();
        refsOf.set(playerId, refs);
      }
      refs.add(ref);
    },
    invalidate(playerId) {
      if (playerId === '*') return clear();
      gen++;
      for (const ref of refsOf.get(playerId) ?? []) drop(ref);
    },
    get size() {
      return entries.size;
    },
    setListening(value) {
      // Whatever was kept before a gap in listening may have missed its notification.
      clear();
      listening = value;
    },
    onClose(fn) {
      stop = fn;
    },
    async close() {
      await stop?.();
      listening = false;
      clear();
    },
  };
}

const cacheOf = new WeakMap<Db, ProfileCache>();

/** The cache of a database's profile reads, or undefined (none started: every read goes to the database). */
export function profileCacheOf(db: Db): ProfileCache | undefined {
  return cacheOf.get(db);
}

/**
 * Starts the cache for an app's database: listens for changes first, and only then answers. If listening
 * cannot start, the app runs without the cache.
 */
export async function startProfileCache(
  database: Database,
  options: Partial<ProfileCacheOptions> = {},
  log: { warn(obj: unknown, msg: string): void } = console,
): Promise<ProfileCache | undefined> {
  const cache = createProfileCache(options);
  let closing = false;
  try {
    const stop = await database.listen(PROFILE_CHANGED_CHANNEL, {
      notify: (payload) => cache.invalidate(payload),
      state: (listening) => {
        if (!listening && !closing) {
          log.warn({ channel: PROFILE_CHANGED_CHANNEL }, 'profile cache off: not listening');
        }
        cache.setListening(listening);
      },
    });
    cache.onClose(() => {
      closing = true;
      return stop();
    });
  } catch (err) {
    log.warn({ err }, 'profile cache off: LISTEN failed');
    return undefined;
  }
  cacheOf.set(database.db, cache);
  return cache;
}
