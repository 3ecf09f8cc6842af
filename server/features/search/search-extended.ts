import { and, asc, count, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  SEARCH_SORT_DIRECTIONS,
  type SearchDirection,
  type SearchQuery,
  type SearchSort,
} from '#common/contracts/search.ts';
import type { Db } from '#server/db/client.ts';
import { playerSearchFacts, players, teams } from '#server/db/schema/index.ts';
import { PLAYER_CARD_COLUMNS } from '#server/features/players/index.ts';
import type { SearchFilter } from './search-filter.ts';
import { SEARCH_ORDER } from './search-statements.ts';

/**
 * A search with a scouting filter or a sort of its own (D310, D311): players joined with their
 * player_search_facts row, filtered, ordered and paged in one statement, and counted up to one more than
 * SEARCH_MAX_TOTAL. The default order's fast paths (player_search_counts, the cells, the keyword tags)
 * know none of these columns; the sorts read the indexes of migration 0035_search_facts instead.
 */

/** The chosen sort, or undefined for the default order (verified, photo, last updated). */
export function sortOf(query: SearchQuery): { sort: SearchSort; dir: SearchDirection } | undefined {
  if (!query.sort) return undefined;
  return { sort: query.sort, dir: query.dir ?? SEARCH_SORT_DIRECTIONS[query.sort] };
}

/**
 * A sort's ORDER BY, always ending on the player's id so that equal values keep one order and pages
 * neither repeat nor skip a player (D310). A figure a player has not got (no games, so no points per game
 * or save percentage) sorts last either way. Birth year never falls back on the private birth month
 * (decisions §4): players of one year are in id order, which tells nothing about their months.
 */
export function sortOrder(sort: SearchSort, dir: SearchDirection): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  // Written exactly as the sorts' indexes (migration 0035_search_facts), which a forward scan reads in the
  // natural direction and a backward scan in the other: `indexed` is a column the index holds DESC NULLS
  // LAST (none of them is ever null, so the nulls clause changes no order, only lets the index match).
  // The figures' ties go by the facts row's player_id, equal to players.id by the join. A figure sorted
  // lowest first keeps players without it last, which no scan of its index gives: that rare direction
  // (not on the screen's menu) sorts its matches instead.
  const indexed = (column: SQLWrapper) =>
    sql`${column} ${sql.raw(dir === 'desc' ? 'desc nulls last' : 'asc nulls first')}`;
  const figure = (column: SQLWrapper) => sql`${column} ${sql.raw(dir)} nulls last`;
  switch (sort) {
    case 'name':
      return [by(players.lastName), by(players.firstName), by(players.id)];
    case 'birthYear':
      return [by(players.birthYear), by(players.id)];
    case 'ppg':
      return [figure(playerSearchFacts.pointsPerGame), indexed(playerSearchFacts.playerId)];
    case 'svPct':
      return [figure(playerSearchFacts.savePct), indexed(playerSearchFacts.playerId)];
    case 'strength':
      return [indexed(playerSearchFacts.profileStrength), indexed(playerSearchFacts.playerId)];
    case 'updated':
      return [indexed(players.updatedAt), indexed(players.id)];
  }
}

/** A page's order: its ORDER BY, and whether it reads player_search_facts (a per-game figure or strength). */
export interface SearchOrder {
  by: SQL[];
  readsFacts: boolean;
}

const FACTS_SORTS: readonly SearchSort[] = ['ppg', 'svPct', 'strength'];

export function orderOf(query: SearchQuery): SearchOrder {
  const chosen = sortOf(query);
  if (!chosen) return { by: SEARCH_ORDER, readsFacts: false };
  return { by: sortOrder(chosen.sort, chosen.dir), readsFacts: FACTS_SORTS.includes(chosen.sort) };
}

/** Which statement a query needs: its filter shape and its order. */
export const extendedShape = (query: SearchQuery, filter: SearchFilter) => {
  const chosen = sortOf(query);
  return `${filter.shape}|${chosen ? `${chosen.sort}:${chosen.dir}` : ''}`;
};

/**
 * Index entries that collecting one match costs (its row and facts looked up by key, then sorted), against
 * one entry a walk along the order passes: an estimate in the spirit of CELL_COST (D228).
 */
export const COLLECT_COST = 4;

/**
 * Whether to collect the matches and sort them rather than walk the order until the page is full (D311):
 * a walk passes about reach x active / matches entries, collecting costs COLLECT_COST per match, and only
 * a counted result (at most maxTotal matches) can be collected whole. A rare combination (a class that
 * does not fit the birth years: no match) is then a few index probes, where a walk would pass every
 * active player before it gave up.
 */
export function collectsMatches(total: number, active: number, reach: number, maxTotal: number): boolean {
  return total <= collectableMatches(active, reach, maxTotal);
}

/**
 * The most matches collectsMatches collects, for extendedCountedPageStatement, which decides in SQL once it
 * has counted (D348): total x COLLECT_COST < reach x active / total, that is total < sqrt(reach x active /
 * COLLECT_COST); no match at all is collected whenever there is a player to walk past (-1 when none is).
 */
export function collectableMatches(active: number, reach: number, maxTotal: number): number {
  if (reach * active <= 0) return -1;
  return Math.min(maxTotal, Math.ceil(Math.sqrt((reach * active) / COLLECT_COST)) - 1);
}

/**
 * The page: the ids in the order with LIMIT and OFFSET first (players and facts only, so skipped rows
 * cost no team join or photo subquery, as in pageStatement), then the cards of those ids. With `collect`
 * (a result of at most that many players) the matches are first collected by the filters' own indexes
 * (a LIMIT keeps that subquery apart, as in keywordStatement), then ordered; otherwise the order's index
 * is walked and each row tested.
 */
export function extendedPageStatement(
  db: Db,
  filter: SearchFilter,
  order: SearchOrder,
  collect?: number,
  /** D358, D360: for a page the search index reads (MatchesFrom). */
  from: MatchesFrom = 'filter',
) {
  const matches = collect
    ? withFacts(db.select({ id: players.id }).from(players).$dynamic(), filter.readsFacts)
        .where(matchesWhere(filter, from))
        .limit(collect + 1)
        .as('matches')
    : undefined;
  const pageIds = matches
    ? withFacts(
        db.select({ id: players.id }).from(matches).innerJoin(players, eq(players.id, matches.id)).$dynamic(),
        order.readsFacts,
      )
        .orderBy(...order.by)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids')
    : withFacts(db.select({ id: players.id }).from(players).$dynamic(), filter.readsFacts || order.readsFacts)
        .where(matchesWhere(filter, from))
        .orderBy(...order.by)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids');
  return db
    .select(PLAYER_CARD_COLUMNS)
    .from(pageIds)
    .innerJoin(players, eq(players.id, pageIds.id))
    .innerJoin(playerSearchFacts, eq(playerSearchFacts.playerId, players.id))
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .orderBy(...order.by);
}

/**
 * Whether a search counts its matches by reading each of them: a scouting filter, or a keyword with a sort
 * (the keyword's own statement counts and pages at once only in the default order). Such a search, its total
 * not kept yet, is counted and paged in one statement (D348).
 */
export function readsEveryMatch(query: SearchQuery, filter: SearchFilter): boolean {
  return filter.extended || (filter.hasKeyword && query.sort !== undefined);
}

/**
 * An extended search whose total is not known yet, counted and paged in one statement (D348): the matches
 * (up to one more than maxTotal) are collected once, counted, and when they are no more than the
 * `collectable` placeholder (collectableMatches) the page is sorted from them, where counting and then
 * collecting read the same index entries twice. Each row carries the count `counted`; when the page is not
 * collected (too many matches: the order is walked instead, extendedPageStatement) or lies past the last
 * match, the one row has no player (`id` null).
 */
export function extendedCountedPageStatement(
  db: Db,
  filter: SearchFilter,
  order: SearchOrder,
  maxTotal: number,
  /** D360: for a page the search index reads, as in extendedPageStatement. */
  from: MatchesFrom = 'filter',
) {
  const matches = db.$with('matches').as(
    withFacts(db.select({ id: players.id }).from(players).$dynamic(), filter.readsFacts)
      .where(matchesWhere(filter, from))
      .limit(maxTotal + 1),
  );
  const page = withFacts(
    db.select({ id: players.id }).from(matches).innerJoin(players, eq(players.id, matches.id)).$dynamic(),
    order.readsFacts,
  )
    .where(sql`counted.n <= ${sql.placeholder('collectable')}`)
    .orderBy(...order.by)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const pageIds = sql`(select counted.n, page.id
    from (select count(*)::int as n from ${matches}) as counted
    left join lateral (${page}) as page on true) as page_ids`;
  return db
    .with(matches)
    .select({ ...PLAYER_CARD_COLUMNS, counted: sql<number>`page_ids.n` })
    .from(pageIds)
    .leftJoin(players, sql`${players.id} = page_ids.id`)
    .leftJoin(playerSearchFacts, eq(playerSearchFacts.playerId, players.id))
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .orderBy(...order.by);
}

/**
 * How a page statement's matches are written: as the filter says; for a page the search index reads
 * (`indexed`: SearchFilter.indexedWhere, D360); or among the `ids` placeholder's players too (`listed`, D358).
 */
export type MatchesFrom = 'filter' | 'indexed' | 'listed';

/**
 * The matches' condition. The ids are written as IN a subquery, and the keyword as indexedWhere(true) writes it,
 * so each id is looked up by the primary key (D360): as `= any(ids)` the planner may pass every row of a birth
 * year's index testing each against the list, or ask the keyword's trigram index first (100-170 ms at a million
 * players, against a few ms).
 */
function matchesWhere(filter: SearchFilter, from: MatchesFrom): SQL {
  if (from === 'filter') return filter.extendedWhere();
  if (from === 'indexed') return filter.indexedWhere(false);
  return and(
    sql`${players.id} in (select unnest(${sql.placeholder('ids')}::text[]::uuid[]))`,
    filter.indexedWhere(true),
  )!;
}

/**
 * Players joined with their facts row when a filter or the order reads one (D342, D354): one row each, so
 * leaving the join out changes no match and no order.
 */
function withFacts<Q extends { innerJoin: (table: typeof playerSearchFacts, on: SQL) => Q }>(
  query: Q,
  reads: boolean,
): Q {
  return reads ? query.innerJoin(playerSearchFacts, eq(playerSearchFacts.playerId, players.id)) : query;
}

/** The matches, counted up to one more than maxTotal (no reachable page lies beyond it). */
export function extendedCountStatement(db: Db, filter: SearchFilter, maxTotal: number) {
  const matches = withFacts(
    db
      .select({ one: sql`1`.as('one') })
      .from(players)
      .$dynamic(),
    filter.readsFacts,
  )
    .where(filter.extendedWhere())
    .limit(maxTotal + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** The teams the level, league and team filters select (D358: the search index is asked for their players). */
export function teamIdsStatement(db: Db, filter: SearchFilter) {
  return db
    .select({ id: teams.id })
    .from(teams)
    .where(filter.teamWhere?.() ?? sql`false`);
}
