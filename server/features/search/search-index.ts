import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Db, ListenHandlers } from '#server/db/client.ts';
import { playerSearchFacts, players } from '#server/db/schema/index.ts';
import { IS_ACTIVE_PLAYER } from '#server/features/players/index.ts';
import { PAGE_CHANGED_CHANNEL } from '#server/lib/page-tags.ts';
import { ALL_TAGS } from '#server/lib/tagged-cache.ts';
import { Codes, type IndexMatches, type IndexRow, IndexStore, NameRanks } from './search-index-store.ts';

/**
 * The scouting filters' columns of every searchable player, in memory (D358), and the words of their
 * search_text (D359). A scouting or keyword search is counted here, by a pass over typed arrays, and, when its
 * matches are few, its page is read by their ids; PostgreSQL counted it by reading up to hundreds of thousands of index entries (70 % of the
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
const REFRESH_CHUNK = 1_000;
const LOAD_RETRY_MS = 5_000;
/** How long after a name first seen the names are ranked again (D361): new names come in bursts (an import). */
const RANK_DELAY_MS = 2_000;

/** A player's row as the index reads it (IndexRow). */
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
  searchText: players.searchText,
  hasPhoto: players.hasPhoto,
  // Microseconds since 1970: an integer below 2^53, so float8 holds it exactly.
  updatedUs: sql<number>`(extract(epoch from ${players.updatedAt}) * 1000000)::float8`,
  profileStrength: sql<number>`coalesce(${playerSearchFacts.profileStrength}, 0)`,
  lastName: players.lastName,
  firstName: players.firstName,
};

const COLUMNS = sql.join(
  Object.entries(ROW).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
  sql`, `,
);

/**
 * Players' rows as the driver parses them (every column is text, a number or a boolean as IndexRow says): a
 * drizzle select maps each of 20 columns of a million rows through its decoders, 4-5 s of a full read.
 */
async function readRows(db: Db, where: SQL, limit?: number): Promise<IndexRow[]> {
  const result = await db.execute(sql`select ${COLUMNS} from ${players}
    left join ${playerSearchFacts} on ${eq(playerSearchFacts.playerId, players.id)}
    where ${and(IS_ACTIVE_PLAYER, where)} order by ${players.id} ${limit ? sql`limit ${limit}` : sql``}`);
  return (result as unknown as { rows: IndexRow[] }).rows;
}

export class SearchIndex {
  private readonly text = new Codes();
  private readonly teams = new Codes();
  private readonly words = new Codes();
  private readonly names = new NameRanks();
  private store = new IndexStore(this.text, this.teams, this.words, this.names);
  /** The next ranking of the names (D361), when one is due. */
  private ranking?: Promise<void>;
  private rankTimer?: NodeJS.Timeout;
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
    return this.store.size;
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

  /** Resolves once the latest full read has ended (read, or failed and logged). */
  whenRead(): Promise<void> {
    return this.loading ?? Promise.resolve();
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
    const store = new IndexStore(this.text, this.teams, this.words, this.names);
    let last: string | undefined;
    for (;;) {
      const rows = await readRows(this.db, last ? gt(players.id, last) : sql`true`, LOAD_CHUNK);
      // A later load or a gap began meanwhile: this one is stale.
      if (generation !== this.generation) return;
      for (const row of rows) store.put(row);
      if (rows.length < LOAD_CHUNK) break;
      last = rows[rows.length - 1]!.id;
    }
    // The names in PostgreSQL's order before the first search (a name ranked later only adds to them).
    await this.rankNames();
    if (generation !== this.generation) return;
    this.store = store;
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
        let rows: IndexRow[];
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
          this.store.put(row);
        }
        for (const id of ids) if (!found.has(id)) this.store.remove(id);
        if (this.names.due) this.rankSoon();
        if (upTo !== undefined) this.appliedSeq = upTo;
        this.wake();
      }
    } finally {
      this.refreshing = undefined;
      // Stopped with changes unread (a full read follows): nobody waits for them.
      if (!this.loaded || !this.pending.size) this.wake(!this.loaded);
    }
  }

  /**
   * Reads every pair of names in PostgreSQL's order (NameRanks), each pair once. A failure leaves the ranks as they
   * were (a new name's pages are read by the database) and is tried again later.
   */
  rankNames(): Promise<void> {
    this.ranking ??= (async () => {
      // This ranking asks for every name put so far: one already due for them is not needed.
      clearTimeout(this.rankTimer);
      this.rankTimer = undefined;
      const asked = this.names.begin();
      try {
        const result = await this.db.execute(sql`select distinct ${players.lastName} as "last",
          ${players.firstName} as "first" from ${players} order by 1, 2`);
        this.names.rankAll((result as unknown as { rows: { last: string; first: string }[] }).rows, asked);
      } catch (err) {
        this.log.warn({ err }, 'search index: ranking the names failed');
      } finally {
        this.ranking = undefined;
      }
      // Names first seen while they were read: ranked in a while.
      if (this.names.due) this.rankSoon();
    })();
    return this.ranking;
  }

  /** A ranking of the names a little later, unless one is already coming. */
  private rankSoon() {
    if (this.rankTimer) return;
    this.rankTimer = setTimeout(() => {
      this.rankTimer = undefined;
      void this.rankNames();
    }, RANK_DELAY_MS);
    this.rankTimer.unref();
  }

  /** The players matching a query's filters (IndexStore.match). */
  match(...args: Parameters<IndexStore['match']>): IndexMatches | undefined {
    return this.store.match(...args);
  }
}

/**
 * Starts the index on an app's database with its own listener (when the search cache is off; with it, the
 * cache's listener calls `handlers` first: startSearchCache). The first read runs in the background.
 */
export function listenSearchIndex(database: Database, index: SearchIndex): Promise<() => Promise<void>> {
  return database.listen(PAGE_CHANGED_CHANNEL, index.handlers);
}
