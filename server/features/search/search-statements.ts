import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { SearchQuery } from '#common/contracts/search.ts';
import type { Db } from '#server/db/client.ts';
import { playerSearchCounts, players, teams } from '#server/db/schema/index.ts';
import { IS_ACTIVE_PLAYER, PLAYER_CARD_COLUMNS } from '#server/features/players/index.ts';
import type { SearchFilter } from './search-filter.ts';

/** The statements of a search: its page (read along the order or through the cells), its count. */

/** Verified first, then with a photo, then most recently updated; last name and id keep pages stable. */
export const SEARCH_ORDER = [
  sql`(${players.verificationStatus} <> 'verified')`,
  sql`${players.hasPhoto} desc nulls last`,
  sql`${players.updatedAt} desc nulls last`,
  asc(players.lastName),
  asc(players.id),
];

/**
 * The page in two steps. The inner query picks the page's ids on players alone, in the search order
 * (read from players_search_sort_idx) with LIMIT and OFFSET, so the rows an OFFSET skips cost only an
 * index step each. The outer query then joins the team and the photo for just those rows and sorts
 * them again (at most a page) in the same order. Joined in one query, a deep page ran the team join
 * and the photo subquery for every skipped row (page 500 of 100 took 582 ms at 100,000 players).
 */
export function pageStatement(db: Db, where: SQL) {
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
export function cellsPageStatement(db: Db, filter: SearchFilter) {
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
export function summedCountStatement(db: Db, filter: SearchFilter, maxTotal: number) {
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
export function activeStatement(db: Db) {
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
export function countStatement(db: Db, filter: SearchFilter, maxTotal: number) {
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
export function keywordStatement(db: Db, filter: SearchFilter, maxTotal: number) {
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

export const pageValues = (query: SearchQuery, filter: SearchFilter) => ({
  ...filter.values,
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
  reach: query.page * query.pageSize,
});
