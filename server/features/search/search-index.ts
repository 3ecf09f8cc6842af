import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { SearchQuery } from '#common/contracts/search.ts';
import { positionSetsOverlapping } from '#common/enums.ts';
import { regionsInGroup } from '#common/regions.ts';
import type { Database, Db, ListenHandlers } from '#server/db/client.ts';
import { playerSearchFacts, players } from '#server/db/schema/index.ts';
import { IS_ACTIVE_PLAYER } from '#server/features/players/index.ts';
import { PAGE_CHANGED_CHANNEL } from '#server/lib/page-tags.ts';
import { ALL_TAGS } from '#server/lib/tagged-cache.ts';

/**
 * The scouting filters' columns of every searchable player, in memory (D358). A scouting search without a
 * keyword is counted here, by a pass over typed arrays, and, when its matches are few, its page is read by
 * their ids; PostgreSQL counted it by reading up to hundreds of thousands of index entries (70 % of the
 * search's buffer reads at a million players, docs/performance.md).
 *
 * Which players are searchable is not decided here: the index holds the rows IS_ACTIVE_PLAYER selects, and
 * every page is read from the database with the whole filter again (search-extended.ts), so a player hidden
 * a moment ago never shows, even before the index hears of it. What the index decides is the total and which
 * ids a collected page is read from; its conditions mirror searchFilter's one for one (search-filter.ts), and
 * search-index.test.ts compares the two over many random queries.
 *
 * Kept current by the page cache's notifications (migration 0024; 0041 adds a new active player's id): each
 * `player:<id>` reads that player again (batched), `*` and a gap in listening read everything again. Until the
 * first read completes, and while it is read again, searches are answered by the database alone. A search
 * waits for changes already heard (`settled`), so no answer is counted from rows older than a change the
 * search cache has already dropped answers for (search-cache.ts hears through the same handlers first).
 */

/** The header of an answer the index counted (`counted`); absent when the database did, or from the cache. */
export const SEARCH_INDEX_HEADER = 'x-search-index';

const LOAD_CHUNK = 50_000;
/** How long an app's start waits for the first read: a demo's players are read, a million are not (D358). */
export const SEARCH_INDEX_START_WAIT_MS = 1_000;
const REFRESH_CHUNK = 1_000;
const LOAD_RETRY_MS = 5_000;

/** A player's row as the index reads it: the columns every scouting and base filter tests. */
const ROW = {
  id: players.id,
  birthYear: players.birthYear,
  category: sql<string | null>`${players.category}::text`,
  positionBits: players.positionBits,
  shoots: players.shoots,
  country: players.country,
  // As the region filter compares it (search-filter.ts): lower(btrim()).
  region: sql<string | null>`lower(btrim(${players.region}))`,
  graduationYear: players.graduationYear,
  heightCm: sql<number | null>`${players.heightCm}::float8`,
  currentTeamId: players.currentTeamId,
  verified: sql<boolean>`${players.verificationStatus} = 'verified'`,
  committed: sql<boolean>`coalesce(${playerSearchFacts.committed}, false)`,
  hasVideo: sql<boolean>`coalesce(${playerSearchFacts.hasVideo}, false)`,
  skaterGames: sql<number>`coalesce(${playerSearchFacts.skaterGames}, 0)`,
  pointsPerGame: sql<number | null>`${playerSearchFacts.pointsPerGame}::float8`,
  goalieGames: sql<number>`coalesce(${playerSearchFacts.goalieGames}, 0)`,
  gaa: sql<number | null>`${playerSearchFacts.gaa}::float8`,
  savePct: sql<number | null>`${playerSearchFacts.savePct}::float8`,
};

type Row = {
  id: string;
  birthYear: number;
  category: string | null;
  positionBits: number;
  shoots: string | null;
  country: string | null;
  region: string | null;
  graduationYear: number | null;
  heightCm: number | null;
  currentTeamId: string | null;
  verified: boolean;
  committed: boolean;
  hasVideo: boolean;
  skaterGames: number;
  pointsPerGame: number | null;
  goalieGames: number;
  gaa: number | null;
  savePct: number | null;
};

function readRows(db: Db, where: SQL, limit?: number) {
  const query = db
    .select(ROW)
    .from(players)
    .leftJoin(playerSearchFacts, eq(playerSearchFacts.playerId, players.id))
    .where(and(IS_ACTIVE_PLAYER, where))
    .orderBy(asc(players.id))
    .$dynamic();
  return (limit ? query.limit(limit) : query) as unknown as Promise<Row[]>;
}

/** Text values as small numbers: 0 is null; a value never seen has no code (it matches no player). */
class Codes {
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(value, code);
    }
    return code;
  }
  known(value: string): number | undefined {
    return this.codes.get(value);
  }
}

const VERIFIED = 1;
const COMMITTED = 2;
const VIDEO = 4;

/** A column store that grows: each array doubles when full. */
class Columns {
  size = 0;
  ids: (string | undefined)[] = [];
  birthYear = new Int16Array(0);
  category = new Uint32Array(0);
  positionBits = new Uint8Array(0);
  shoots = new Uint32Array(0);
  country = new Uint32Array(0);
  region = new Uint32Array(0);
  graduationYear = new Int16Array(0);
  team = new Uint32Array(0);
  flags = new Uint8Array(0);
  skaterGames = new Int32Array(0);
  goalieGames = new Int32Array(0);
  heightCm = new Float64Array(0);
  pointsPerGame = new Float64Array(0);
  gaa = new Float64Array(0);
  savePct = new Float64Array(0);

  grow(to: number) {
    const grown = <T extends { length: number; set(a: T): void }>(a: T, make: (n: number) => T) => {
      const b = make(to);
      b.set(a);
      return b;
    };
    this.birthYear = grown(this.birthYear, (n) => new Int16Array(n));
    this.category = grown(this.category, (n) => new Uint32Array(n));
    this.positionBits = grown(this.positionBits, (n) => new Uint8Array(n));
    this.shoots = grown(this.shoots, (n) => new Uint32Array(n));
    this.country = grown(this.country, (n) => new Uint32Array(n));
    this.region = grown(this.region, (n) => new Uint32Array(n));
    this.graduationYear = grown(this.graduationYear, (n) => new Int16Array(n));
    this.team = grown(this.team, (n) => new Uint32Array(n));
    this.flags = grown(this.flags, (n) => new Uint8Array(n));
    this.skaterGames = grown(this.skaterGames, (n) => new Int32Array(n));
    this.goalieGames = grown(this.goalieGames, (n) => new Int32Array(n));
    this.heightCm = grown(this.heightCm, (n) => new Float64Array(n));
    this.pointsPerGame = grown(this.pointsPerGame, (n) => new Float64Array(n));
    this.gaa = grown(this.gaa, (n) => new Float64Array(n));
    this.savePct = grown(this.savePct, (n) => new Float64Array(n));
  }
}

/** What a search asks of the index: its total (up to `cap`), and its ids when they are no more than `collect`. */
export interface IndexMatches {
  total: number;
  ids?: string[];
}

/** A test on one slot of the columns. */
type Test = (slot: number) => boolean;

const numberOr = (value: number | null) => (value === null ? Number.NaN : value);

export class SearchIndex {
  private columns = new Columns();
  private slots = new Map<string, number>();
  private free: number[] = [];
  private readonly text = new Codes();
  private readonly teams = new Codes();
  /** Players heard of and not read again yet. */
  private pending = new Set<string>();
  private refreshing?: Promise<void>;
  /** Player changes heard, and how many of the first of them the index holds (`settled`). */
  private heardSeq = 0;
  private appliedSeq = 0;
  private waiters: { seq: number; resolve: () => void }[] = [];
  /** Bumped by every full read and every gap: a read begun before it is thrown away. */
  private generation = 0;
  private loaded = false;
  private listening = false;
  private loading?: Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly log: { warn(obj: unknown, msg: string): void } = console,
  ) {}

  /** Whether searches may be counted here: read whole, and listening. */
  get ready(): boolean {
    return this.loaded && this.listening;
  }

  /** Players held. */
  get size(): number {
    return this.slots.size;
  }

  /** The handlers of the `page_changed` notifications (one listener with the search cache, D358). */
  readonly handlers: ListenHandlers = {
    notify: (payload) => this.heard(payload),
    state: (listening) => {
      this.listening = listening;
      // Whatever was held may have missed a change while nothing listened: read everything again.
      if (listening) void this.load();
      else {
        this.loaded = false;
        this.pending.clear();
        this.wake(true);
      }
    },
  };

  heard(payload: string): void {
    if (payload === ALL_TAGS) {
      void this.load();
      return;
    }
    if (!payload.startsWith('player:')) return;
    this.heardSeq++;
    this.pending.add(payload.slice('player:'.length));
    // While the players are read whole, the read's end reads these again (readAll).
    if (this.loaded && !this.refreshing) this.refreshing = this.refresh();
  }

  /** Resolves once the index is read (or the read failed), or after `ms`, whichever comes first. */
  async whenRead(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    await Promise.race([this.loading ?? waited, waited]);
    clearTimeout(timer);
  }

  /**
   * Resolves once every change heard so far is in the index (changes heard later are not waited for, so a
   * stream of writes cannot hold a search back), or the index stops being ready.
   */
  settled(): Promise<void> {
    const seq = this.heardSeq;
    if (!this.loaded || this.appliedSeq >= seq) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ seq, resolve }));
  }

  /** Wakes the searches waiting for changes now held (all of them when `all`: the index is not ready). */
  private wake(all = false) {
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) {
      if (all || waiter.seq <= this.appliedSeq) waiter.resolve();
      else this.waiters.push(waiter);
    }
  }

  /** Reads every searchable player (again); searches use the database meanwhile. */
  load(): Promise<void> {
    const generation = ++this.generation;
    this.loaded = false;
    this.wake(true);
    const previous = this.loading ?? Promise.resolve();
    const loading = previous.then(() => this.readAll(generation));
    this.loading = loading.catch((err) => {
      this.log.warn({ err }, 'search index off: reading the players failed');
      // Tried again a little later, while still listening and not read meanwhile.
      setTimeout(() => {
        if (this.listening && !this.loaded && generation === this.generation) void this.load();
      }, LOAD_RETRY_MS).unref();
    });
    return this.loading;
  }

  private async readAll(generation: number) {
    if (generation !== this.generation) return;
    const columns = new Columns();
    const slots = new Map<string, number>();
    let last: string | undefined;
    for (;;) {
      const rows = await readRows(this.db, last ? gt(players.id, last) : sql`true`, LOAD_CHUNK);
      // A later load or a gap began meanwhile: this one is stale.
      if (generation !== this.generation) return;
      for (const row of rows) this.put(columns, slots, row, undefined);
      if (rows.length < LOAD_CHUNK) break;
      last = rows[rows.length - 1]!.id;
    }
    this.columns = columns;
    this.slots = slots;
    this.free = [];
    this.loaded = true;
    // Every change heard before the read began is in it; those heard during it are pending.
    if (!this.pending.size) this.appliedSeq = this.heardSeq;
    // Changes heard during the read may have been read before they happened: read them again.
    await this.refreshing;
    if (this.pending.size && !this.refreshing) this.refreshing = this.refresh();
    await this.refreshing;
  }

  private async refresh(): Promise<void> {
    try {
      while (this.pending.size && this.loaded) {
        // Every change heard so far is in this batch, unless there are more than a batch holds.
        const upTo = this.pending.size <= REFRESH_CHUNK ? this.heardSeq : undefined;
        const ids = [...this.pending].slice(0, REFRESH_CHUNK);
        for (const id of ids) this.pending.delete(id);
        const generation = this.generation;
        let rows: Row[];
        try {
          rows = await readRows(this.db, inArray(players.id, ids));
        } catch (err) {
          // Not read: the index cannot tell these players apart any more; read everything again.
          this.log.warn({ err }, 'search index off: reading changed players failed');
          for (const id of ids) this.pending.add(id);
          void this.load();
          return;
        }
        if (generation !== this.generation) {
          // A full read began meanwhile and may have read them before they changed: again after it.
          for (const id of ids) this.pending.add(id);
          return;
        }
        const found = new Set<string>();
        for (const row of rows) {
          found.add(row.id);
          this.put(this.columns, this.slots, row, this.slots.get(row.id));
        }
        for (const id of ids) if (!found.has(id)) this.remove(id);
        if (upTo !== undefined) this.appliedSeq = upTo;
        this.wake();
      }
    } finally {
      this.refreshing = undefined;
      // Stopped with changes unread (a full read follows): nobody waits for them.
      if (!this.loaded || !this.pending.size) this.wake(!this.loaded);
    }
  }

  private put(columns: Columns, slots: Map<string, number>, row: Row, existing: number | undefined) {
    let slot = existing;
    if (slot === undefined) {
      slot = columns === this.columns ? this.free.pop() : undefined;
      if (slot === undefined) {
        slot = columns.size++;
        if (slot >= columns.birthYear.length) columns.grow(Math.max(1024, columns.birthYear.length * 2));
      }
      slots.set(row.id, slot);
    }
    columns.ids[slot] = row.id;
    columns.birthYear[slot] = row.birthYear;
    columns.category[slot] = this.text.code(row.category);
    columns.positionBits[slot] = row.positionBits;
    columns.shoots[slot] = this.text.code(row.shoots);
    columns.country[slot] = this.text.code(row.country);
    columns.region[slot] = this.text.code(row.region);
    columns.graduationYear[slot] = row.graduationYear ?? 0;
    columns.team[slot] = this.teams.code(row.currentTeamId);
    columns.flags[slot] =
      (row.verified ? VERIFIED : 0) | (row.committed ? COMMITTED : 0) | (row.hasVideo ? VIDEO : 0);
    columns.skaterGames[slot] = row.skaterGames;
    columns.goalieGames[slot] = row.goalieGames;
    columns.heightCm[slot] = numberOr(row.heightCm);
    columns.pointsPerGame[slot] = numberOr(row.pointsPerGame);
    columns.gaa[slot] = numberOr(row.gaa);
    columns.savePct[slot] = numberOr(row.savePct);
  }

  private remove(id: string) {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.columns.ids[slot] = undefined;
    this.free.push(slot);
  }

  /**
   * The players matching a query's filters but the keyword (none asked: searchFilter's conditions, D358),
   * counted up to `cap`; their ids too when they are no more than `collect`. `teamIds` are the teams the
   * query's level, league and team name select (undefined: none of those filters).
   */
  match(
    query: SearchQuery,
    teamIds: readonly string[] | undefined,
    cap: number,
    collect: number,
  ): IndexMatches {
    const c = this.columns;
    const tests: Test[] = [];
    const codes = (values: readonly string[]) =>
      new Set(values.map((v) => this.text.known(v)).filter((v) => v !== undefined));
    if (query.category) {
      const set = codes(query.category);
      tests.push((s) => set.has(c.category[s]!));
    }
    if (query.birthYear) {
      const set = new Set(query.birthYear);
      tests.push((s) => set.has(c.birthYear[s]!));
    }
    if (query.positions) {
      const set = new Set(positionSetsOverlapping(query.positions));
      tests.push((s) => set.has(c.positionBits[s]!));
    }
    if (query.handedness) {
      const code = this.text.known(query.handedness) ?? -1;
      tests.push((s) => c.shoots[s] === code);
    }
    if (query.region === 'Canada') {
      const code = this.text.known('Canada') ?? -1;
      tests.push((s) => c.country[s] === code);
    } else if (query.region) {
      const code = this.text.known('United States') ?? -1;
      const set = codes(regionsInGroup(query.region).map((name) => name.toLowerCase()));
      tests.push((s) => c.country[s] === code && set.has(c.region[s]!));
    }
    if (query.gradYear) {
      const set = new Set(query.gradYear);
      tests.push((s) => set.has(c.graduationYear[s]!));
    }
    const { heightMin, heightMax, minPpg, maxGaa, minSvPct } = query;
    if (heightMin !== undefined) tests.push((s) => c.heightCm[s]! >= heightMin);
    if (heightMax !== undefined) tests.push((s) => c.heightCm[s]! <= heightMax);
    if (teamIds) {
      const set = new Set(teamIds.map((id) => this.teams.known(id)).filter((v) => v !== undefined));
      tests.push((s) => set.has(c.team[s]!));
    }
    if (query.verified) tests.push((s) => (c.flags[s]! & VERIFIED) !== 0);
    if (query.committed === 'yes') tests.push((s) => (c.flags[s]! & COMMITTED) !== 0);
    if (query.committed === 'no') tests.push((s) => (c.flags[s]! & COMMITTED) === 0);
    if (query.hasVideo) tests.push((s) => (c.flags[s]! & VIDEO) !== 0);
    const games = query.minGames ?? 1;
    if (minPpg !== undefined) tests.push((s) => c.skaterGames[s]! >= games && c.pointsPerGame[s]! >= minPpg);
    if (maxGaa !== undefined || minSvPct !== undefined) tests.push((s) => c.goalieGames[s]! >= games);
    if (maxGaa !== undefined) tests.push((s) => c.gaa[s]! <= maxGaa);
    if (minSvPct !== undefined) tests.push((s) => c.savePct[s]! >= minSvPct);

    const ids: string[] = [];
    let total = 0;
    const n = tests.length;
    scan: for (let s = 0; s < c.size; s++) {
      const id = c.ids[s];
      if (id === undefined) continue;
      for (let i = 0; i < n; i++) if (!tests[i]!(s)) continue scan;
      total++;
      if (total <= collect) ids.push(id);
      if (total >= cap) break;
    }
    return total <= collect ? { total, ids } : { total };
  }
}

/**
 * Starts the index on an app's database with its own listener (when the search cache is off; with it, the
 * cache's listener calls `handlers` first: startSearchCache). The first read runs in the background.
 */
export function listenSearchIndex(database: Database, index: SearchIndex): Promise<() => Promise<void>> {
  return database.listen(PAGE_CHANGED_CHANNEL, index.handlers);
}
