import {
  SEARCH_MAX_TOTAL,
  type SearchQuery,
  type SearchResponse,
  type SearchResultPlayer,
} from '#common/contracts/search.ts';
import type { Db } from '#server/db/client.ts';
import { toPlayerCard } from '#server/features/players/index.ts';
import {
  collectableMatches,
  collectsMatches,
  extendedCountedPageStatement,
  extendedCountStatement,
  extendedPageStatement,
  extendedShape,
  orderOf,
  readsEveryMatch,
  sortOf,
  teamIdsStatement,
} from './search-extended.ts';
import { type SearchFilter, searchFilter } from './search-filter.ts';
import type { SearchIndex } from './search-index.ts';
import type { IndexMatches, PageAsk } from './search-index-store.ts';
import {
  activeStatement,
  type Counted,
  cellsPageStatement,
  countStatement,
  keywordStatement,
  type PageRead,
  pageStatement,
  pageValues,
  readsCells,
  summedCountStatement,
} from './search-statements.ts';
import { SearchTotals } from './search-totals.ts';

/**
 * Recruiter search (decisions §7): filters, the keyword, the order and the page are one query; the
 * total needs a count only for results longer than a page (PlayerSearch, docs/performance.md).
 */

type PageStatement = ReturnType<ReturnType<typeof pageStatement>['prepare']>;
type CountStatement = ReturnType<ReturnType<typeof countStatement>['prepare']>;
type SummedCountStatement = ReturnType<ReturnType<typeof summedCountStatement>['prepare']>;
type KeywordStatement = ReturnType<ReturnType<typeof keywordStatement>['prepare']>;
type ExtendedPageStatement = ReturnType<ReturnType<typeof extendedPageStatement>['prepare']>;
type ExtendedCountStatement = ReturnType<ReturnType<typeof extendedCountStatement>['prepare']>;
type TeamIdsStatement = ReturnType<ReturnType<typeof teamIdsStatement>['prepare']>;
type ExtendedCountedPageStatement = ReturnType<ReturnType<typeof extendedCountedPageStatement>['prepare']>;

const ACTIVE_TTL_MS = 60_000;

/**
 * The statement kept for a shape, built and prepared on its first use: building SQL costs more Node time than
 * running it (PlayerSearch).
 */
function keptStatement<T>(kept: Map<string, T>, shape: string, build: () => T): T {
  let statement = kept.get(shape);
  if (!statement) {
    statement = build();
    kept.set(shape, statement);
  }
  return statement;
}

export interface PlayerSearchOptions {
  /** Totals above this are answered as this with totalIsLowerBound (lower in tests only). */
  maxTotal?: number;
  /** How pages are read: as the counts suggest, or always one way (tests only). */
  how?: PageRead;
  /** Moves whenever a player changes (the search cache's, D356): kept totals from before are not used. */
  changes?: () => number;
  /** The filters' columns and search_text's words in memory (D358, D359): scouting and keyword searches are counted there. */
  index?: SearchIndex;
}

/**
 * Recruiter search for one app. Without a keyword: the count (added up from player_search_counts with
 * the cells it spans, kept a few seconds by SearchTotals), then the page read through the cells or
 * along the order index, whichever the counts say is cheaper (D228). With a keyword: the count and the
 * page in one statement (keywordStatement), or, past SEARCH_MAX_TOTAL matches, the page read along the
 * order (D227). With a scouting filter, or a keyword and a sort: counted and, when the matches are few,
 * paged in one statement; otherwise counted, then walked along the order (D348).
 */
export class PlayerSearch {
  // Building a statement costs more Node time than running it: keep one per shape. The name '' keeps
  // them unnamed on PostgreSQL, so each run is planned with its values (a keyword's pattern matters).
  private readonly pages = new Map<string, PageStatement>();
  private readonly cellPages = new Map<string, PageStatement>();
  private readonly counts = new Map<string, CountStatement>();
  private readonly summedCounts = new Map<string, SummedCountStatement>();
  private readonly keywordPages = new Map<string, KeywordStatement>();
  private readonly extendedPages = new Map<string, ExtendedPageStatement>();
  private readonly extendedCounts = new Map<string, ExtendedCountStatement>();
  private readonly extendedCountedPages = new Map<string, ExtendedCountedPageStatement>();
  private readonly teamIds = new Map<string, TeamIdsStatement>();
  private readonly totals: SearchTotals<Counted>;
  private active?: { n: Promise<number>; until: number };

  private readonly maxTotal: number;
  private readonly how: PageRead;
  private readonly index?: SearchIndex;

  constructor(
    private readonly db: Db,
    options: PlayerSearchOptions = {},
  ) {
    this.maxTotal = options.maxTotal ?? SEARCH_MAX_TOTAL;
    this.how = options.how ?? 'chosen';
    this.index = options.index;
    this.totals = new SearchTotals<Counted>(undefined, undefined, options.changes);
  }

  /** `told.byIndex` is set when the search index counted the answer (D358: the `x-search-index` header). */
  async search(query: SearchQuery, told?: { byIndex?: boolean }): Promise<SearchResponse> {
    const filter = searchFilter(query);
    const key = SearchTotals.keyOf(query);
    // D358-D360: a scouting filter, a keyword or a sort is counted by the search index when it is ready (the
    // default order's page without them is read through player_search_counts' cells).
    if (this.index && (filter.extended || filter.hasKeyword || query.sort)) {
      const answer = await this.indexedSearch(this.index, query, filter);
      if (answer) {
        if (told) told.byIndex = true;
        return answer;
      }
    }
    if (filter.extended || query.sort) return this.extendedSearch(query, filter, key);
    if (
      filter.hasKeyword &&
      this.how !== 'walked' &&
      !((this.totals.known(key)?.total ?? 0) > this.maxTotal)
    ) {
      const answer = await this.collectWithKeyword(query, filter, key);
      if (answer) return answer;
    }
    const counted = await this.totals.get(key, () => this.count(filter));
    const values = pageValues(query, filter);
    const cells =
      !filter.hasKeyword &&
      (this.how === 'collected' ||
        (this.how === 'chosen' && readsCells(counted, await this.activePlayers(), values.reach)));
    const kept = cells ? this.cellPages : this.pages;
    const statement = keptStatement(kept, filter.shape, () =>
      (cells ? cellsPageStatement(this.db, filter) : pageStatement(this.db, filter.where())).prepare(''),
    );
    const rows = await statement.execute(values);
    return this.answer(query, rows, counted.total);
  }

  /**
   * A search with a keyword, counted and paged in one statement: the answer, or undefined when more
   * than maxTotal players match (the page then is read along the order; the total is kept).
   */
  private async collectWithKeyword(query: SearchQuery, filter: SearchFilter, key: string) {
    const statement = keptStatement(this.keywordPages, filter.shape, () =>
      keywordStatement(this.db, filter, this.maxTotal).prepare(''),
    );
    const since = this.totals.mark();
    const rows = await statement.execute(pageValues(query, filter));
    // An empty page past the first tells no total: the count says it (rare, a page past the end).
    const collected = rows[0]?.collected ?? (query.page === 1 ? 0 : (await this.count(filter)).total);
    this.totals.keep(key, { total: collected, cells: 0 }, since);
    if (collected > this.maxTotal) return undefined;
    return this.answer(query, rows, collected);
  }

  /**
   * A search with a scouting filter or a sort (D311): the count (kept a few seconds like the others)
   * and the page, both on players and, where they need it, player_search_facts (search-extended.ts); the page collects
   * the matches or walks the order, whichever the count says is cheaper (collectsMatches).
   */
  private async extendedSearch(query: SearchQuery, filter: SearchFilter, key: string) {
    const values = pageValues(query, filter);
    if (readsEveryMatch(query, filter) && this.how === 'chosen') {
      // D355: a kept total that says the matches are few enough to collect changes nothing: collecting them
      // reads each of them anyway, so the page is counted and collected again by the same one statement, not
      // by a second statement whose plan the planner may choose differently (a seq scan of every player
      // joined to 2,257 matches: 360-500 ms, against 28 ms for the one statement).
      const collectable = collectableMatches(await this.activePlayers(), values.reach, this.maxTotal);
      const known = this.totals.known(key);
      if (known === undefined || known.total <= collectable) {
        const answer = await this.countAndCollect(query, filter, key, values, collectable);
        if (answer) return answer;
      }
    }
    // A sort alone changes the page, not the matches: they are counted as without it, from
    // player_search_counts or the keyword index (D342).
    const counted = await this.totals.get(key, async () => {
      if (!filter.extended) return this.count(filter);
      const statement = keptStatement(this.extendedCounts, filter.shape, () =>
        extendedCountStatement(this.db, filter, this.maxTotal).prepare(''),
      );
      const [row] = await statement.execute(filter.values);
      return { total: row?.n ?? 0, cells: 0 };
    });
    const collect =
      this.how === 'collected' ||
      (this.how === 'chosen' &&
        collectsMatches(counted.total, await this.activePlayers(), values.reach, this.maxTotal));
    const shape = `${extendedShape(query, filter)}|${collect ? 'collected' : 'walked'}`;
    const statement = keptStatement(this.extendedPages, shape, () =>
      extendedPageStatement(this.db, filter, orderOf(query), collect ? this.maxTotal : undefined).prepare(''),
    );
    const rows = await statement.execute(values);
    return this.answer(query, rows, counted.total);
  }

  /**
   * A search with a scouting filter, a keyword or a sort, counted by the search index (D358-D360): the page is
   * read from the players the index chose for it (indexedPage), else by the ids of its matches when they are few
   * enough to collect (collectableMatches), else along the order; each way the database tests every filter
   * again, so the index only ever narrows what a page is read from. Undefined while the index is not ready
   * (being read, or not listening), or for a keyword it cannot test (indexWord): the database then counts too.
   */
  private async indexedSearch(index: SearchIndex, query: SearchQuery, filter: SearchFilter) {
    const values = pageValues(query, filter);
    const collectable =
      this.how === 'walked'
        ? -1
        : this.how === 'collected'
          ? this.maxTotal
          : collectableMatches(index.size, values.reach, this.maxTotal);
    const matched = await this.indexMatch(index, query, filter, this.maxTotal + 1, collectable, {
      order: sortOf(query),
      reach: values.reach,
    });
    if (!matched) return undefined;
    const { total, ids, page, teamIds } = matched;
    if (total === 0) return this.answer(query, [], 0);
    const indexed = { ...values, ...(teamIds && { teamIds }) };
    if (page && this.how === 'chosen') {
      const answer = await this.indexedPage(query, filter, indexed, total, page);
      if (answer) return answer;
    }
    const shape = `${extendedShape(query, filter)}|${ids ? 'listed' : 'indexed'}`;
    const statement = keptStatement(this.extendedPages, shape, () =>
      (ids
        ? extendedPageStatement(this.db, filter, orderOf(query), this.maxTotal, 'listed')
        : extendedPageStatement(this.db, filter, orderOf(query), undefined, 'indexed')
      ).prepare(''),
    );
    const rows = await statement.execute(ids ? { ...indexed, ids } : indexed);
    return this.answer(query, rows, total);
  }

  /**
   * The page read from the players the index says it is among (PageAsk, D360): the database tests every filter
   * on them again, sorts them and cuts the page. Undefined when one of them no longer matches (a change the index
   * has not heard yet): the page may then lie past them, and is read as without the index's order.
   */
  private async indexedPage(
    query: SearchQuery,
    filter: SearchFilter,
    /** The page's values, with the index's teams (`teamIds`) when a team filter asks. */
    values: ReturnType<typeof pageValues> & { teamIds?: string[] },
    total: number,
    among: string[],
  ) {
    const shape = `${extendedShape(query, filter)}|among`;
    const statement = keptStatement(this.extendedCountedPages, shape, () =>
      extendedCountedPageStatement(this.db, filter, orderOf(query), this.maxTotal, 'listed').prepare(''),
    );
    const rows = await statement.execute({ ...values, collectable: this.maxTotal, ids: among });
    if ((rows[0]?.counted ?? 0) !== among.length) return undefined;
    // Left-joined: the one row of a page past the last match has no player.
    const page = rows.filter((row) => row.id !== null) as SearchResultPlayer[];
    return this.answer(query, page, total);
  }

  /**
   * The index's matches of a query's filters (IndexStore.match), once every change heard is in it; undefined
   * while it is not ready, or for a keyword it cannot test.
   */
  private async indexMatch(
    index: SearchIndex,
    query: SearchQuery,
    filter: SearchFilter,
    cap: number,
    collect: number,
    page?: PageAsk,
  ): Promise<(IndexMatches & { teamIds?: string[] }) | undefined> {
    // Changes already heard first: a search begun after the search cache dropped its answers for a change
    // must not be counted from rows older than it.
    await index.settled();
    if (!index.ready) return undefined;
    let teamIds: string[] | undefined;
    if (filter.teamWhere) {
      const statement = keptStatement(this.teamIds, filter.shape, () =>
        teamIdsStatement(this.db, filter).prepare(''),
      );
      teamIds = (await statement.execute(filter.values)).map((row) => row.id);
    }
    const matches = index.match(query, teamIds, cap, collect, page);
    return matches && { ...matches, teamIds };
  }

  /**
   * A search that reads every match (readsEveryMatch), its total not kept or no more than `collectable`
   * (collectableMatches): counted and, when its matches are that few, paged in the same statement (D348,
   * D355): the answer, or undefined when
   * the order is to be walked (the count is kept for that walk).
   */
  private async countAndCollect(
    query: SearchQuery,
    filter: SearchFilter,
    key: string,
    values: ReturnType<typeof pageValues>,
    collectable: number,
  ) {
    const shape = extendedShape(query, filter);
    const statement = keptStatement(this.extendedCountedPages, shape, () =>
      extendedCountedPageStatement(this.db, filter, orderOf(query), this.maxTotal).prepare(''),
    );
    const since = this.totals.mark();
    const rows = await statement.execute({ ...values, collectable });
    const total = rows[0]?.counted ?? 0;
    this.totals.keep(key, { total, cells: 0 }, since);
    if (total > collectable) return undefined;
    // Left-joined: the one row of a page past the last match (or of none) has no player.
    const page = rows.filter((row) => row.id !== null) as SearchResultPlayer[];
    return this.answer(query, page, total);
  }

  /** The answer for a page's rows, with the total from the rows when the page ends the result. */
  private answer(query: SearchQuery, rows: SearchResultPlayer[], counted: number): SearchResponse {
    const { page, pageSize } = query;
    const seen = (page - 1) * pageSize + rows.length;
    let total: number;
    let totalIsLowerBound = false;
    if (rows.length < pageSize && (rows.length > 0 || page === 1)) {
      // The page ends the result: exact, and newer than a kept count.
      total = seen;
    } else {
      // A page that shows more players than a kept total counted wins.
      const matches = rows.length > 0 ? Math.max(counted, seen) : counted;
      totalIsLowerBound = matches > this.maxTotal;
      total = Math.min(matches, this.maxTotal);
    }
    return { players: rows.map(toPlayerCard), total, totalIsLowerBound, page, pageSize };
  }

  private async count(filter: SearchFilter): Promise<Counted> {
    if (filter.hasKeyword) {
      const statement = keptStatement(this.counts, filter.shape, () =>
        countStatement(this.db, filter, this.maxTotal).prepare(''),
      );
      const [row] = await statement.execute(filter.values);
      return { total: row?.n ?? 0, cells: 0 };
    }
    const statement = keptStatement(this.summedCounts, filter.shape, () =>
      summedCountStatement(this.db, filter, this.maxTotal).prepare(''),
    );
    const [row] = await statement.execute(filter.values);
    return { total: row?.n ?? 0, cells: row?.cells ?? 0 };
  }

  /** Every active player (kept a minute: only the choice of readsCells depends on it). */
  private activePlayers(): Promise<number> {
    const now = Date.now();
    if (!this.active || this.active.until < now) {
      const n = activeStatement(this.db)
        .execute()
        .then(([row]) => row?.n ?? 0);
      this.active = { n, until: now + ACTIVE_TTL_MS };
      n.catch(() => {
        this.active = undefined;
      });
    }
    return this.active.n;
  }
}
