import { queryString } from '#common/api/define.ts';
import { lastReachablePage, SEARCH_PAGE_SIZE, type SearchQueryInput } from '#common/contracts/search.ts';
import { REGION_GROUPS } from '#common/regions.ts';

/** The search screen's filter options (spec 3 §2, decisions §7). The URL query holds the chosen ones. */
export const CATEGORY_OPTIONS = ['Boys', 'Girls', 'Coed'] as const;
export const BIRTH_YEAR_OPTIONS = [2005, 2006, 2007, 2008, 2009, 2010, 2011, 2012] as const;
export const POSITION_OPTIONS = [
  { value: 'Offense', label: 'Offense', hint: 'C, LW, RW' },
  { value: 'Defense', label: 'Defense', hint: 'D' },
  { value: 'C', label: 'C', hint: 'Center' },
  { value: 'LW', label: 'LW', hint: 'Left Wing' },
  { value: 'RW', label: 'RW', hint: 'Right Wing' },
  { value: 'D', label: 'D', hint: 'Defense' },
  { value: 'G', label: 'G', hint: 'Goalie' },
] as const;
export const HANDEDNESS_OPTIONS = ['Left', 'Right'] as const;
export const REGION_OPTIONS = REGION_GROUPS;

export interface SearchFilters {
  keyword: string;
  category: string;
  birthYear: string;
  positions: string[];
  handedness: string;
  region: string;
}

export const EMPTY_FILTERS: SearchFilters = {
  keyword: '',
  category: '',
  birthYear: '',
  positions: [],
  handedness: '',
  region: '',
};

const oneOf = (value: string | null, allowed: readonly (string | number)[]) =>
  value && allowed.map(String).includes(value) ? value : '';

/**
 * Other spellings the API accepts (common/contracts/search.ts) for an option the screen offers, so a
 * link written for the API, or shared from elsewhere, keeps its filter on the screen.
 */
const POSITION_ALIASES: Record<string, string> = { Goalie: 'G' };
const HANDEDNESS_ALIASES: Record<string, string> = { L: 'Left', R: 'Right' };
const CATEGORY_ALIASES: Record<string, string> = { MALE: 'Boys', FEMALE: 'Girls' };
const alias = (value: string | null, aliases: Record<string, string>) =>
  value === null ? null : (aliases[value] ?? value);

/** The filters in a URL query; values the screen does not offer are dropped rather than sent. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const positionValues = POSITION_OPTIONS.map((o) => o.value as string);
  const positions = params.getAll('positions').map((p) => POSITION_ALIASES[p] ?? p);
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 100),
    category: oneOf(alias(params.get('category'), CATEGORY_ALIASES), CATEGORY_OPTIONS),
    birthYear: oneOf(params.get('birthYear'), BIRTH_YEAR_OPTIONS),
    positions: [...new Set(positions.filter((p) => positionValues.includes(p)))],
    handedness: oneOf(alias(params.get('handedness'), HANDEDNESS_ALIASES), HANDEDNESS_OPTIONS),
    region: oneOf(params.get('region'), REGION_OPTIONS),
  };
}

/** The last page the search screen (default page size) can ask for: the API skips at most 10,000. */
export const LAST_SEARCH_PAGE = lastReachablePage(SEARCH_PAGE_SIZE);

/** The page in a URL query: 1 when absent or not a page number, at most LAST_SEARCH_PAGE. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, LAST_SEARCH_PAGE) : 1;
}

/** The API query of a set of filters and a page; empty filters are left out. */
export function filtersToQuery(filters: SearchFilters, page = 1): SearchQueryInput {
  return {
    keyword: filters.keyword.trim() || undefined,
    category: filters.category || undefined,
    birthYear: filters.birthYear || undefined,
    positions: filters.positions.length > 0 ? filters.positions : undefined,
    handedness: filters.handedness || undefined,
    region: filters.region || undefined,
    page: page > 1 ? page : undefined,
  };
}

/** The URL query of a set of filters and a page: the API query's own text. */
export function filtersToParams(filters: SearchFilters, page = 1): URLSearchParams {
  return new URLSearchParams(queryString(filtersToQuery(filters, page)));
}

export function countActiveFilters(filters: SearchFilters): number {
  return (
    (filters.keyword.trim() ? 1 : 0) +
    (filters.category ? 1 : 0) +
    (filters.birthYear ? 1 : 0) +
    filters.positions.length +
    (filters.handedness ? 1 : 0) +
    (filters.region ? 1 : 0)
  );
}

/** A search's total as shown: '10,000+' when the API stopped counting (SearchResponse.totalIsLowerBound). */
export function formatTotal(result: { total: number; totalIsLowerBound: boolean }): string {
  return `${result.total.toLocaleString('en-US')}${result.totalIsLowerBound ? '+' : ''}`;
}

/** Spec 3 §2 '{n} players found', in the singular for exactly one. */
export function playersFoundHeading(result: { total: number; totalIsLowerBound: boolean }): string {
  const one = result.total === 1 && !result.totalIsLowerBound;
  return `${formatTotal(result)} ${one ? 'player' : 'players'} found`;
}
