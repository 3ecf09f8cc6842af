import { asc, count, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

export function orderOf(query: SearchQuery): SQL[] {
  const chosen = sortOf(query);
  return chosen ? sortOrder(chosen.sort, chosen.dir) : SEARCH_ORDER;
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
  return total <= maxTotal && total * COLLECT_COST < (reach * active) / Math.max(1, total);
}

/**
 * The page: the ids in the order with LIMIT and OFFSET first (players and facts only, so skipped rows
 * cost no team join or photo subquery, as in pageStatement), then the cards of those ids. With `collect`
 * (a result of at most that many players) the matches are first collected by the filters' own indexes
 * (a LIMIT keeps that subquery apart, as in keywordStatement), then ordered; otherwise the order's index
 * is walked and each row tested.
 */
export function extendedPageStatement(db: Db, filter: SearchFilter, order: SQL[], collect?: number) {
  const matches = collect
    ? withFacts(db.select({ id: players.id }).from(players).$dynamic(), filter)
        .where(filter.extendedWhere())
        .limit(collect + 1)
        .as('matches')
    : undefined;
  const pageIds = matches
    ? db
        .select({ id: players.id })
        .from(matches)
        .innerJoin(players, eq(players.id, matches.id))
        .innerJoin(playerSearchFacts, eq(playerSearchFacts.playerId, matches.id))
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids')
    : db
        .select({ id: players.id })
        .from(players)
        .innerJoin(playerSearchFacts, eq(playerSearchFacts.playerId, players.id))
        .where(filter.extendedWhere())
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page_ids');
  return db
    .select(PLAYER_CARD_COLUMNS)
    .from(pageIds)
    .innerJoin(players, eq(players.id, pageIds.id))
    .innerJoin(playerSearchFacts, eq(playerSearchFacts.playerId, players.id))
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .orderBy(...order);
}

/**
 * Players joined with their facts row when the filter reads one (D342): one row each, so leaving the
 * join out changes no match.
 */
function withFacts<Q extends { innerJoin: (table: typeof playerSearchFacts, on: SQL) => Q }>(
  query: Q,
  filter: SearchFilter,
): Q {
  return filter.readsFacts
    ? query.innerJoin(playerSearchFacts, eq(playerSearchFacts.playerId, players.id))
    : query;
}

/** The matches, counted up to one more than maxTotal (no reachable page lies beyond it). */
export function extendedCountStatement(db: Db, filter: SearchFilter, maxTotal: number) {
  const matches = withFacts(
    db
      .select({ one: sql`1`.as('one') })
      .from(players)
      .$dynamic(),
    filter,
  )
    .where(filter.extendedWhere())
    .limit(maxTotal + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}
