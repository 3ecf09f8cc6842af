import { queryString } from '#common/api/define.ts';
import type { SearchQueryInput } from '#common/contracts/search.ts';
import { REGION_GROUPS } from '#common/regions.ts';
import {
  isSearchNumber,
  lastReachablePage,
  SEARCH_PAGE_SIZE,
  SEARCH_SORT_DIRECTIONS,
  SEARCH_SORTS,
  SEARCH_TEAM_TEXT_MAX,
  type SearchNumberKey,
  type SearchSort,
} from '#common/search-rules.ts';
import { feetInchesToCm, formatHeight } from '#common/units.ts';

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

/** Classes of (graduation years) offered: last year's to seven years ahead. */
export function gradYearOptions(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 9 }, (_, i) => year - 1 + i);
}
/**
 * Heights offered, 4'10" to 6'8" by the inch, each as the centimetres the profile form stores for it
 * (feetInchesToCm), so "at least 5'10"" finds every player entered as 5'10" (D316).
 */
export const HEIGHT_OPTIONS = Array.from({ length: 23 }, (_, i) => {
  const inches = 58 + i;
  const cm = feetInchesToCm(Math.floor(inches / 12), inches % 12);
  return { value: String(cm), label: formatHeight(cm)! };
});
export const COMMITTED_OPTIONS = [
  { value: 'yes', label: 'Committed' },
  { value: 'no', label: 'Not committed' },
] as const;
/** The sort menu: each sort in its natural direction, and the reverse where scouts ask for it. */
export const SORT_OPTIONS = [
  { value: '', label: 'Verified first' },
  { value: 'name', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'birthYear', label: 'Birth year, oldest first' },
  { value: 'birthYear:desc', label: 'Birth year, youngest first' },
  { value: 'ppg', label: 'Points per game, highest first' },
  { value: 'svPct', label: 'Save percentage, highest first' },
  { value: 'strength', label: 'Profile strength, highest first' },
  { value: 'updated', label: 'Last updated, newest first' },
] as const;

/** The labels of the reverse directions a shared link may carry, which the menu does not offer. */
const OTHER_SORT_LABELS: Record<string, string> = {
  'ppg:asc': 'Points per game, lowest first',
  'svPct:asc': 'Save percentage, lowest first',
  'strength:asc': 'Profile strength, lowest first',
  'updated:asc': 'Last updated, oldest first',
};
/** The sort menu's options, with the applied sort among them when a shared link chose another. */
export function sortOptionsWith(value: string): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [...SORT_OPTIONS];
  if (options.some((o) => o.value === value)) return options;
  return [...options, { value, label: OTHER_SORT_LABELS[value] ?? value }];
}

export interface SearchFilters {
  keyword: string;
  category: string;
  birthYear: string;
  positions: string[];
  handedness: string;
  region: string;
  gradYear: string;
  heightMin: string;
  heightMax: string;
  team: string;
  level: string;
  league: string;
  verified: boolean;
  hasVideo: boolean;
  committed: string;
  minPpg: string;
  maxGaa: string;
  minSvPct: string;
  minGames: string;
  /** The sort menu's value: a sort, with ':asc' or ':desc' only against its natural direction. */
  sort: string;
}

export const EMPTY_FILTERS: SearchFilters = {
  keyword: '',
  category: '',
  birthYear: '',
  positions: [],
  handedness: '',
  region: '',
  gradYear: '',
  heightMin: '',
  heightMax: '',
  team: '',
  level: '',
  league: '',
  verified: false,
  hasVideo: false,
  committed: '',
  minPpg: '',
  maxGaa: '',
  minSvPct: '',
  minGames: '',
  sort: '',
};

/** The sort menu's value of a sort and direction from the URL ('' for the default order). */
function sortValue(sort: string | null, dir: string | null): string {
  if (!sort || !(SEARCH_SORTS as readonly string[]).includes(sort)) return '';
  const natural = SEARCH_SORT_DIRECTIONS[sort as SearchSort];
  return dir && dir !== natural && (dir === 'asc' || dir === 'desc') ? `${sort}:${dir}` : sort;
}
/** The API's sort and dir of the sort menu's value. */
export function sortParams(value: string): { sort?: string; dir?: string } {
  if (!value) return {};
  const [sort, dir] = value.split(':');
  return { sort, dir };
}
const numberParam = (params: URLSearchParams, key: SearchNumberKey) => {
  const value = params.get(key) ?? '';
  return isSearchNumber(key, value) ? value : '';
};
const textParam = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '').slice(0, SEARCH_TEAM_TEXT_MAX);

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
    gradYear: /^\d{4}$/.test(params.get('gradYear') ?? '') ? params.get('gradYear')! : '',
    heightMin: numberParam(params, 'heightMin'),
    heightMax: numberParam(params, 'heightMax'),
    team: textParam(params, 'team'),
    level: textParam(params, 'level'),
    league: textParam(params, 'league'),
    verified: params.get('verified') === 'true',
    hasVideo: params.get('hasVideo') === 'true',
    committed: oneOf(params.get('committed'), ['yes', 'no']),
    minPpg: numberParam(params, 'minPpg'),
    maxGaa: numberParam(params, 'maxGaa'),
    minSvPct: numberParam(params, 'minSvPct'),
    minGames: numberParam(params, 'minGames'),
    sort: sortValue(params.get('sort'), params.get('dir')),
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
    gradYear: filters.gradYear || undefined,
    heightMin: filters.heightMin || undefined,
    heightMax: filters.heightMax || undefined,
    team: filters.team.trim() || undefined,
    level: filters.level.trim() || undefined,
    league: filters.league.trim() || undefined,
    verified: filters.verified ? 'true' : undefined,
    hasVideo: filters.hasVideo ? 'true' : undefined,
    committed: filters.committed || undefined,
    minPpg: filters.minPpg || undefined,
    maxGaa: filters.maxGaa || undefined,
    minSvPct: filters.minSvPct || undefined,
    // Minimum games means something only beside a figure (the API refuses it alone).
    minGames: filters.minGames && hasFigure(filters) ? filters.minGames : undefined,
    ...sortParams(filters.sort),
    page: page > 1 ? page : undefined,
  };
}

const hasFigure = (f: SearchFilters) => Boolean(f.minPpg || f.maxGaa || f.minSvPct);

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
    (filters.region ? 1 : 0) +
    [
      filters.gradYear,
      filters.heightMin,
      filters.heightMax,
      filters.team.trim(),
      filters.level.trim(),
      filters.league.trim(),
      filters.verified,
      filters.hasVideo,
      filters.committed,
      filters.minPpg,
      filters.maxGaa,
      filters.minSvPct,
    ].filter(Boolean).length
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
