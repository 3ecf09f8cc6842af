import { and, asc, count, eq, fillPlaceholders, type Placeholder, type SQL, sql } from 'drizzle-orm';
import {
  SEARCH_MAX_TOTAL,
  type SearchQuery,
  type SearchResponse,
  type SearchResultPlayer,
} from '#common/contracts/search.ts';
import { positionSetsOverlapping } from '#common/enums.ts';
import { regionsInGroup } from '#common/regions.ts';
import type { Db } from '#server/db/client.ts';
import { playerSearchCounts, players, teams } from '#server/db/schema/index.ts';
import { IS_ACTIVE_PLAYER, PLAYER_CARD_COLUMNS, toPlayerCard } from '#server/features/players/index.ts';

/**
 * Recruiter search (decisions §7): filters, the keyword, the order and the page are one query; the
 * total needs a count only for results longer than a page (PlayerSearch, docs/performance.md).
 */

/** Verified first, then with a photo, then most recently updated; last name and id keep pages stable. */
const SEARCH_ORDER = [
  sql`(${players.verificationStatus} <> 'verified')`,
  sql`${players.hasPhoto} desc nulls last`,
  sql`${players.updatedAt} desc nulls last`,
  asc(players.lastName),
  asc(players.id),
];

/** LIKE treats % and _ as wildcards and \ as its escape character. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function keywordWords(keyword: string): string[] {
  return [...new Set(keyword.split(/\s+/).filter(Boolean))];
}

/**
 * The WHERE clause of a search, with every value as a placeholder. Its SQL depends only on the shape
 * (which filters are present, how many keyword words), so each shape's statements are built once
 * (PlayerSearch). AND between filters, OR inside one filter. Arrays are sent as text[] and cast in SQL
 * because PGlite cannot serialize an enum array parameter.
 */
interface SearchFilter {
  shape: string;
  /** Built only for a shape not seen yet: building SQL costs Node time that a kept statement saves. */
  where(): SQL;
  /**
   * The same matches with each filter as tags of players_search_keyword_idx (D226): for a keyword, so
   * that one GIN index answers the name and the filters together. Only with a keyword: without one,
   * the column conditions above have the btree indexes and player_search_counts.
   */
  keywordWhere(): SQL;
  values: Record<string, unknown>;
  /** A keyword is matched in players.search_text, which player_search_counts does not hold. */
  hasKeyword: boolean;
}

/**
 * The tags of a player in players_search_keyword_idx (migration 0027_search_keyword_index): written
 * exactly as the index's expression, which is how PostgreSQL finds the index for a condition on it.
 */
const SEARCH_TAGS = sql`player_search_tags(${players.birthYear}, ${players.category}, ${players.shoots}, ${players.country}, ${players.region}, ${players.positions})`;

function searchFilter(query: SearchQuery): SearchFilter {
  const conditions: (() => SQL)[] = [() => IS_ACTIVE_PLAYER];
  const tagConditions: (() => SQL)[] = [() => IS_ACTIVE_PLAYER];
  const words: (() => SQL)[] = [];
  const values: Record<string, unknown> = {};
  /**
   * A filter: its column condition, and the tags any of which a match has (player_search_tags: the same
   * players, for the keyword index; `tags` absent for the keyword's own words).
   */
  const add = (
    key: string,
    value: unknown,
    condition: (value: Placeholder) => SQL,
    tags?: string[],
    into = conditions,
  ) => {
    values[key] = value;
    into.push(() => condition(sql.placeholder(key)));
    if (tags) {
      values[`${key}Tags`] = tags;
      tagConditions.push(() => sql`${SEARCH_TAGS} && ${sql.placeholder(`${key}Tags`)}::text[]`);
    }
  };
  if (query.category)
    add(
      'category',
      query.category,
      (v) => sql`${players.category} = any(${v}::text[]::category[])`,
      query.category.map((c) => `g:${c}`),
    );
  if (query.birthYear)
    add(
      'birthYear',
      query.birthYear,
      (v) => sql`${players.birthYear} = any(${v}::int[])`,
      query.birthYear.map((y) => `y:${y}`),
    );
  // Any of the positions: position_bits is one of the sets sharing one with them (a range each in
  // players_search_positions_idx; an equality the other search indexes test inside the index).
  if (query.positions)
    add(
      'positions',
      positionSetsOverlapping(query.positions),
      (v) => sql`${players.positionBits} = any(${v}::smallint[])`,
      query.positions.map((p) => `p:${p}`),
    );
  if (query.handedness)
    add('handedness', query.handedness, (v) => sql`${players.shoots} = ${v}`, [`h:${query.handedness}`]);
  if (query.region === 'Canada') {
    // Any province or territory, or none given (decisions §7): the country decides.
    add('country', 'Canada', (v) => sql`${players.country} = ${v}`, ['r:canada']);
  } else if (query.region) {
    // A US Census region: the country, and the state name in any case or padding, so a stray
    // 'massachusetts ' is still found (profiles store the canonical names of common/regions.ts).
    const states = regionsInGroup(query.region).map((name) => name.toLowerCase());
    add(
      'region',
      states,
      (v) =>
        sql`${players.country} = 'United States' and lower(btrim(${players.region})) = any(${v}::text[])`,
      states.map((state) => `r:us:${state}`),
    );
  }
  // search_normalize is the function that fills search_text (lower + unaccent), so 'jose' finds 'José'
  // and 'MARTIN' finds 'Martin'; the trigram index answers '%word%'.
  for (const [i, word] of keywordWords(query.keyword ?? '').entries()) {
    add(
      `word${i}`,
      escapeLike(word),
      (v) => sql`${players.searchText} like '%' || search_normalize(${v}) || '%'`,
      undefined,
      words,
    );
  }
  const all = (parts: (() => SQL)[]) => and(...parts.map((part) => part()))!;
  return {
    shape: Object.keys(values).join(','),
    where: () => all([...conditions, ...words]),
    keywordWhere: () => all([...tagConditions, ...words]),
    values,
    hasKeyword: 'word0' in values,
  };
}

const SEARCH_TOTAL_TTL_MS = 10_000;
const SEARCH_TOTAL_CACHE_SIZE = 1000;

/**
 * Counted totals per filter combination (up to SEARCH_MAX_TOTAL + 1), kept for a few seconds: a total
 * that is ten seconds old is still the right heading ('8,480 players found'), and a page that is not
 * full corrects it anyway (PlayerSearch). Concurrent requests for the same filters share one count
 * instead of each scanning every match.
 */
export class SearchTotals<T = number> {
  private readonly entries = new Map<string, { total: Promise<T>; expiresAt: number; settled?: T }>();

  constructor(
    private readonly ttlMs = SEARCH_TOTAL_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  static keyOf(query: SearchQuery): string {
    const sorted = (values?: readonly (string | number)[]) => (values ? [...values].sort() : null);
    return JSON.stringify([
      sorted(query.category),
      sorted(query.birthYear),
      sorted(query.positions),
      query.handedness ?? null,
      query.region ?? null,
      query.keyword ? keywordWords(query.keyword).sort() : null,
    ]);
  }

  /** The total kept for the key, if it is known now (settled and not expired). */
  known(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry.settled : undefined;
  }

  /** The kept total for the key, or the result of `count` (kept unless it fails). */
  get(key: string, count: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.total;
    this.entries.delete(key);
    const total = count();
    if (this.ttlMs > 0) {
      if (this.entries.size >= SEARCH_TOTAL_CACHE_SIZE) {
        // Oldest first (a Map iterates in insertion order).
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      const kept: { total: Promise<T>; expiresAt: number; settled?: T } = {
        total,
        expiresAt: this.now() + this.ttlMs,
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

/**
 * The page in two steps. The inner query picks the page's ids on players alone, in the search order
 * (read from players_search_sort_idx) with LIMIT and OFFSET, so the rows an OFFSET skips cost only an
 * index step each. The outer query then joins the team and the photo for just those rows and sorts
 * them again (at most a page) in the same order. Joined in one query, a deep page ran the team join
 * and the photo subquery for every skipped row (page 500 of 100 took 582 ms at 100,000 players).
 */
function pageStatement(db: Db, where: SQL) {
  const pageIds = db
    .select({ id: players.id })
    .from(players)
    .where(where)
    .orderBy(...SEARCH_ORDER)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page_ids');
  return db
    .select(PLAYER_CARD_COLUMNS)
    .from(pageIds)
    .innerJoin(players, eq(players.id, pageIds.id))
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .orderBy(...SEARCH_ORDER);
}

/**
 * The cell of a player: the filter columns as player_search_counts holds them (one row per cell), with
 * NULL as a value of its own, written exactly as players_search_cell_idx's leading expressions
 * (migration 0028_search_cell_index). The same SQL reads a row of players or of player_search_counts
 * (read under the name players; its region is already lower(btrim()), which changes it no further).
 */
const CELL_KEYS = [
  sql`${players.birthYear}`,
  sql`(case ${players.category} when 'MALE' then 1 when 'FEMALE' then 2 else 0 end)`,
  sql`coalesce(${players.shoots}, '')`,
  sql`coalesce(${players.country}, '')`,
  sql`coalesce(lower(btrim(${players.region})), '')`,
  sql`${players.positionBits}`,
];

/**
 * Index entries that reading one cell costs (its descent and the nested loop's step), against one entry
 * a walk along players_search_sort_idx passes (D228: measured with --replay --both-pages).
 */
export const CELL_COST = 40;

/**
 * The page through the cells (D228): the filter picks its cells in player_search_counts, and each cell's
 * first `reach` players (offset + page size) are read in the search order from players_search_cell_idx,
 * where a cell is one range in that order (an index-only scan that stops after `reach`); the page is
 * sorted from those. A rare combination costs its cells' few entries where a walk of the order index
 * passes nearly every active player before it fills a page. The cells' reads are named "players" so
 * SEARCH_ORDER, written against the table, orders them as it orders the table.
 */
function cellsPageStatement(db: Db, filter: SearchFilter) {
  const cell = (i: number) => sql.raw(`cell.k${i}`);
  const pageIds = sql`(select ${players.id} from (
      select distinct ${sql.join(
        CELL_KEYS.map((key, i) => sql`${key} as ${sql.raw(`k${i}`)}`),
        sql`, `,
      )}
      from ${playerSearchCounts} as ${players} where ${filter.where()} and ${sql.identifier('n')} > 0) as cell
    cross join lateral (
      select ${players.id}, ${players.verificationStatus}, ${players.hasPhoto}, ${players.updatedAt},
        ${players.lastName}
      from ${players}
      where ${IS_ACTIVE_PLAYER} and ${sql.join(
        CELL_KEYS.map((key, i) => sql`${key} = ${cell(i)}`),
        sql` and `,
      )}
      order by ${sql.join(SEARCH_ORDER, sql`, `)}
      limit ${sql.placeholder('reach')}) as ${players}
    order by ${sql.join(SEARCH_ORDER, sql`, `)}
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;
  return db
    .select(PLAYER_CARD_COLUMNS)
    .from(players)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .where(sql`${players.id} in ${pageIds}`)
    .orderBy(...SEARCH_ORDER);
}

/** How a page is read: as the counts suggest (D228), or always one way (tests and the benchmark). */
export type PageRead = 'chosen' | 'collected' | 'walked';

/** What a count tells: the matches (capped) and, without a keyword, the cells they are in. */
export interface Counted {
  total: number;
  /** Non-empty cells of player_search_counts that match (0 with a keyword: not counted). */
  cells: number;
}

/**
 * Whether reading the cells is cheaper than walking the order for a page reaching `reach` players deep:
 * a walk passes about reach x active / matches entries, the cells cost CELL_COST each plus the entries
 * they give (D228).
 */
export function readsCells({ total, cells }: Counted, active: number, reach: number): boolean {
  const walked = (reach * active) / Math.max(1, total);
  return cells * CELL_COST + Math.min(total, cells * reach) < walked;
}

/**
 * The matches of a search without a keyword, added up from player_search_counts (one row per
 * combination of the filter columns and profile status, kept by triggers: migration 0009_search_counts),
 * capped like the count below. Its columns are named as in players, so the table is read under the name
 * players and the filter's own SQL applies to it unchanged; region there is already lower(btrim()).
 * At a million players this reads a few thousand small rows where the count below read up to hundreds of
 * thousands of index entries (docs/performance.md).
 */
function summedCountStatement(db: Db, filter: SearchFilter, maxTotal: number) {
  const n = sql.identifier('n');
  return db
    .select({
      n: sql<number>`least(coalesce(sum(${n}), 0), ${maxTotal + 1})::int`,
      cells: sql<number>`(count(*) filter (where ${n} > 0))::int`,
    })
    .from(sql`${playerSearchCounts} as ${players}`)
    .where(filter.where());
}

/** Every active player, for readsCells (an estimate there: kept a minute). */
function activeStatement(db: Db) {
  return db
    .select({ n: sql<number>`coalesce(sum(${sql.identifier('n')}), 0)::int` })
    .from(playerSearchCounts)
    .where(eq(playerSearchCounts.profileStatus, 'active'));
}

/**
 * The matches of a search with a keyword, counted up to one more than SEARCH_MAX_TOTAL: no reachable
 * page lies beyond it, and the LIMIT lets a long result stop early. players_search_keyword_idx gives
 * the players with the keyword's trigrams and every filter's tags (D226); each is then tested on its row.
 */
function countStatement(db: Db, filter: SearchFilter, maxTotal: number) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(players)
    .where(filter.keywordWhere())
    .limit(maxTotal + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/**
 * The count and the page of a search with a keyword in one statement (D227). Counting has to read
 * every match's row anyway (the index cannot tell a trigram from the substring), so the matches' order
 * keys are collected on the way, up to one more than SEARCH_MAX_TOTAL, and the page is sorted from
 * them; each row carries the number collected. Only when that is more than SEARCH_MAX_TOTAL were some
 * matches left out: the page is then read along the order instead (pageStatement). The collection is
 * named "players" so SEARCH_ORDER, written against the table, orders it as it orders the table.
 */
function keywordStatement(db: Db, filter: SearchFilter, maxTotal: number) {
  const pageIds = sql`(select ${players.id}, count(*) over () as total from (
      select ${players.id}, ${players.verificationStatus}, ${players.hasPhoto}, ${players.updatedAt},
        ${players.lastName}
      from ${players} where ${filter.keywordWhere()} limit ${maxTotal + 1}) as ${players}
    order by ${sql.join(SEARCH_ORDER, sql`, `)}
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as page_ids`;
  return db
    .select({ ...PLAYER_CARD_COLUMNS, collected: sql<number>`page_ids.total::int` })
    .from(players)
    .innerJoin(pageIds, sql`page_ids.id = ${players.id}`)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .orderBy(...SEARCH_ORDER);
}

const pageValues = (query: SearchQuery, filter: SearchFilter) => ({
  ...filter.values,
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
  reach: query.page * query.pageSize,
});

/** A statement's SQL and parameters, for the benchmark's EXPLAIN. */
export interface SearchSql {
  sql: string;
  params: unknown[];
}

/**
 * What PlayerSearch runs for a query, for the benchmark's EXPLAIN (it counts first, as a first search
 * does): `first` (the count, or with a keyword the count and the page), `page` (absent when `first` read
 * it), and whether the page was collected (cells, or a keyword's matches) or walked. `how` forces one way.
 */
export async function searchStatements(
  db: Db,
  query: SearchQuery,
  how: PageRead = 'chosen',
): Promise<{ total: number; collected: boolean; first: SearchSql; page?: SearchSql }> {
  const filter = searchFilter(query);
  const values = pageValues(query, filter);
  const built = (statement: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = statement.toSQL();
    return { sql: text, params: fillPlaceholders(params, values) };
  };
  const walk = () => built(pageStatement(db, filter.where()));
  if (filter.hasKeyword) {
    const [row] = await countStatement(db, filter, SEARCH_MAX_TOTAL).execute(filter.values);
    const total = row?.n ?? 0;
    const collect = built(keywordStatement(db, filter, SEARCH_MAX_TOTAL));
    const collected = how === 'collected' || (how === 'chosen' && total <= SEARCH_MAX_TOTAL);
    if (collected) return { total, collected, first: collect };
    // Past SEARCH_MAX_TOTAL the collection ran first (no total was kept yet); otherwise only a count.
    const first = total > SEARCH_MAX_TOTAL ? collect : built(countStatement(db, filter, SEARCH_MAX_TOTAL));
    return { total, collected, first, page: walk() };
  }
  const [row] = await summedCountStatement(db, filter, SEARCH_MAX_TOTAL).execute(filter.values);
  const counted = { total: row?.n ?? 0, cells: row?.cells ?? 0 };
  const [active] = await activeStatement(db).execute();
  const collected =
    how === 'collected' || (how === 'chosen' && readsCells(counted, active?.n ?? 0, values.reach));
  return {
    total: counted.total,
    collected,
    first: built(summedCountStatement(db, filter, SEARCH_MAX_TOTAL)),
    page: collected ? built(cellsPageStatement(db, filter)) : walk(),
  };
}

type PageStatement = ReturnType<ReturnType<typeof pageStatement>['prepare']>;
type CountStatement = ReturnType<ReturnType<typeof countStatement>['prepare']>;
type SummedCountStatement = ReturnType<ReturnType<typeof summedCountStatement>['prepare']>;
type KeywordStatement = ReturnType<ReturnType<typeof keywordStatement>['prepare']>;

const ACTIVE_TTL_MS = 60_000;

/**
 * Recruiter search for one app. Without a keyword: the count (added up from player_search_counts with
 * the cells it spans, kept a few seconds by SearchTotals), then the page read through the cells or
 * along the order index, whichever the counts say is cheaper (D228). With a keyword: the count and the
 * page in one statement (keywordStatement), or, past SEARCH_MAX_TOTAL matches, the page read along the
 * order (D227).
 */
export class PlayerSearch {
  // Building a statement costs more Node time than running it: keep one per shape. The name '' keeps
  // them unnamed on PostgreSQL, so each run is planned with its values (a keyword's pattern matters).
  private readonly pages = new Map<string, PageStatement>();
  private readonly cellPages = new Map<string, PageStatement>();
  private readonly counts = new Map<string, CountStatement>();
  private readonly summedCounts = new Map<string, SummedCountStatement>();
  private readonly keywordPages = new Map<string, KeywordStatement>();
  private readonly totals = new SearchTotals<Counted>();
  private active?: { n: Promise<number>; until: number };

  constructor(
    private readonly db: Db,
    /** Totals above this are answered as this with totalIsLowerBound (lower in tests only). */
    private readonly maxTotal = SEARCH_MAX_TOTAL,
    /** How pages are read: as the counts suggest, or always one way (tests only). */
    private readonly how: PageRead = 'chosen',
  ) {}

  async search(query: SearchQuery): Promise<SearchResponse> {
    const filter = searchFilter(query);
    const key = SearchTotals.keyOf(query);
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
    let statement = kept.get(filter.shape);
    if (!statement) {
      statement = (
        cells ? cellsPageStatement(this.db, filter) : pageStatement(this.db, filter.where())
      ).prepare('');
      kept.set(filter.shape, statement);
    }
    const rows = await statement.execute(values);
    return this.answer(query, rows, counted.total);
  }

  /**
   * A search with a keyword, counted and paged in one statement: the answer, or undefined when more
   * than maxTotal players match (the page then is read along the order; the total is kept).
   */
  private async collectWithKeyword(query: SearchQuery, filter: SearchFilter, key: string) {
    let statement = this.keywordPages.get(filter.shape);
    if (!statement) {
      statement = keywordStatement(this.db, filter, this.maxTotal).prepare('');
      this.keywordPages.set(filter.shape, statement);
    }
    const rows = await statement.execute(pageValues(query, filter));
    // An empty page past the first tells no total: the count says it (rare, a page past the end).
    const collected = rows[0]?.collected ?? (query.page === 1 ? 0 : (await this.count(filter)).total);
    this.totals.get(key, async () => ({ total: collected, cells: 0 }));
    if (collected > this.maxTotal) return undefined;
    return this.answer(query, rows, collected);
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
      let statement = this.counts.get(filter.shape);
      if (!statement) {
        statement = countStatement(this.db, filter, this.maxTotal).prepare('');
        this.counts.set(filter.shape, statement);
      }
      const [row] = await statement.execute(filter.values);
      return { total: row?.n ?? 0, cells: 0 };
    }
    let statement = this.summedCounts.get(filter.shape);
    if (!statement) {
      statement = summedCountStatement(this.db, filter, this.maxTotal).prepare('');
      this.summedCounts.set(filter.shape, statement);
    }
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
