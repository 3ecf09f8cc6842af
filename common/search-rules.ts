import { CATEGORIES, POSITIONS } from './enums.ts';

/**
 * The search's limits, values and sorts without the schemas (D346): the screen reads these, and a module
 * of common/contracts, once imported for any of its exports, builds every zod schema in it. The contract
 * (common/contracts/search.ts) re-exports them and checks requests with them.
 */

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 100;
/** Deeper pages cost a long index walk and serve no one: refine the filters instead. */
export const SEARCH_MAX_PAGE = 500;
/**
 * At most this many players are skipped to reach a page ((page - 1) x pageSize): page 417 at the
 * default 24, page 101 at 100. Each skipped player is still an index step (docs/performance.md).
 */
export const SEARCH_MAX_OFFSET = 10_000;
/**
 * Totals are counted up to this many players: beyond it the answer is this number with
 * totalIsLowerBound ('10,000+ players found'). No page past it can be reached anyway, and counting
 * every match cost a long scan for each new filter combination (docs/performance.md).
 */
export const SEARCH_MAX_TOTAL = SEARCH_MAX_OFFSET;
/** The last page a search can reach at a page size. */
export const lastReachablePage = (pageSize: number) => Math.floor(SEARCH_MAX_OFFSET / pageSize) + 1;
export const SEARCH_KEYWORD_MAX = 100;

export const SEARCH_CATEGORY_VALUES = ['Boys', 'Girls', 'Coed', ...CATEGORIES] as const;
export const SEARCH_POSITION_VALUES = [...POSITIONS, 'Offense', 'Defense', 'Goalie'] as const;
export const SEARCH_HANDEDNESS_VALUES = ['L', 'R', 'Left', 'Right'] as const;
export const SEARCH_SORTS = ['name', 'birthYear', 'ppg', 'svPct', 'strength', 'updated'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_DIRECTIONS = ['asc', 'desc'] as const;
export type SearchDirection = (typeof SEARCH_DIRECTIONS)[number];
/** Each sort's direction when dir is absent: A to Z, oldest first, best figures and newest first. */
export const SEARCH_SORT_DIRECTIONS: Record<SearchSort, SearchDirection> = {
  name: 'asc',
  birthYear: 'asc',
  ppg: 'desc',
  svPct: 'desc',
  strength: 'desc',
  updated: 'desc',
};
/**
 * The bounds of the numeric filters, for the contract and the screen alike: heights in centimetres,
 * points per game, GAA, SV% in percent (as shown, 91.5) and the games a figure needs (whole).
 */
export const SEARCH_NUMBER_BOUNDS = {
  heightMin: { min: 100, max: 230 },
  heightMax: { min: 100, max: 230 },
  minPpg: { min: 0, max: 10 },
  maxGaa: { min: 0, max: 20 },
  minSvPct: { min: 0, max: 100 },
  minGames: { min: 1, max: 500 },
} as const;
export type SearchNumberKey = keyof typeof SEARCH_NUMBER_BOUNDS;
/** Whether a querystring value is a number the contract accepts for the key (the screen keeps only those). */
export function isSearchNumber(key: SearchNumberKey, value: string): boolean {
  if (value.trim() === '') return false;
  const n = Number(value);
  const { min, max } = SEARCH_NUMBER_BOUNDS[key];
  return Number.isFinite(n) && n >= min && n <= max && (key !== 'minGames' || Number.isInteger(n));
}
export const SEARCH_TEAM_TEXT_MAX = 100;
