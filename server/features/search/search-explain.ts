import { fillPlaceholders } from 'drizzle-orm';
import { SEARCH_MAX_TOTAL, type SearchQuery } from '#common/contracts/search.ts';
import type { Db } from '#server/db/client.ts';
import {
  collectableMatches,
  collectsMatches,
  extendedCountedPageStatement,
  extendedCountStatement,
  extendedPageStatement,
  orderOf,
  readsEveryMatch,
} from './search-extended.ts';
import { searchFilter } from './search-filter.ts';
import {
  activeStatement,
  cellsPageStatement,
  countStatement,
  keywordStatement,
  type PageRead,
  pageStatement,
  pageValues,
  readsCells,
  summedCountStatement,
} from './search-statements.ts';

/** A statement's SQL and parameters, for the benchmark's EXPLAIN. */
export interface SearchSql {
  sql: string;
  params: unknown[];
}

/**
 * What PlayerSearch runs for a query, for the benchmark's EXPLAIN (it counts first, as a first search
 * does): `first` (the count, or with a keyword or a scouting filter the count and the page), `page`
 * (absent when `first` read it), and whether the page was collected (cells, or a keyword's matches) or
 * walked. `how` forces one way.
 */
export async function searchStatements(
  db: Db,
  query: SearchQuery,
  how: PageRead = 'chosen',
): Promise<{ total: number; collected: boolean; first: SearchSql; page?: SearchSql }> {
  const filter = searchFilter(query);
  const values = pageValues(query, filter);
  const built = (statement: { toSQL(): { sql: string; params: unknown[] } }, more = {}) => {
    const { sql: text, params } = statement.toSQL();
    return { sql: text, params: fillPlaceholders(params, { ...values, ...more }) };
  };
  const walk = () => built(pageStatement(db, filter.where()));
  if (readsEveryMatch(query, filter) && how === 'chosen') {
    // Counted, and paged in the same statement when it collects the matches (D348).
    const [active] = await activeStatement(db).execute();
    const collectable = collectableMatches(active?.n ?? 0, values.reach, SEARCH_MAX_TOTAL);
    const counted = extendedCountedPageStatement(db, filter, orderOf(query), SEARCH_MAX_TOTAL);
    const [row] = await counted.execute({ ...values, collectable });
    const total = row?.counted ?? 0;
    const first = built(counted, { collectable });
    if (total <= collectable) return { total, collected: true, first };
    return { total, collected: false, first, page: built(extendedPageStatement(db, filter, orderOf(query))) };
  }
  if (filter.extended || query.sort) {
    // A sort alone, or a way forced (D311): the capped count and the page on players and their facts.
    const [row] = await extendedCountStatement(db, filter, SEARCH_MAX_TOTAL).execute(filter.values);
    const total = row?.n ?? 0;
    const [active] = await activeStatement(db).execute();
    const collected =
      how === 'collected' ||
      (how === 'chosen' && collectsMatches(total, active?.n ?? 0, values.reach, SEARCH_MAX_TOTAL));
    return {
      total,
      collected,
      first: built(extendedCountStatement(db, filter, SEARCH_MAX_TOTAL)),
      page: built(
        extendedPageStatement(db, filter, orderOf(query), collected ? SEARCH_MAX_TOTAL : undefined),
      ),
    };
  }
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
