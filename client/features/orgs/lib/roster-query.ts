import {
  ROSTER_SORTS,
  ROSTER_STATUSES,
  type RosterQueryInput,
  type RosterSort,
  type RosterStatus,
} from '#common/contracts/orgs.ts';

/**
 * The roster screen's view as it lives in the address (D249): search, status, team, birth year, order and
 * page, so a reload, a shared link, Back and Forward all show the same view.
 */
export interface RosterView {
  q: string;
  status: RosterStatus | '';
  team: string;
  birthYear: number | null;
  sort: RosterSort;
  page: number;
}

export const DEFAULT_ROSTER_VIEW: RosterView = {
  q: '',
  status: '',
  team: '',
  birthYear: null,
  sort: 'recent',
  page: 1,
};

export const ROSTER_SORT_LABELS: Record<RosterSort, string> = {
  recent: 'Newest first',
  name: 'Name (A–Z)',
  status: 'Active first',
  birthYear: 'Birth year (oldest first)',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function rosterViewFromParams(params: URLSearchParams): RosterView {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const team = params.get('team') ?? '';
  const year = Number(params.get('year'));
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    status: (ROSTER_STATUSES as readonly string[]).includes(status) ? (status as RosterStatus) : '',
    team: UUID.test(team) ? team : '',
    birthYear: Number.isInteger(year) && year >= 1950 && year <= 2100 ? year : null,
    sort: (ROSTER_SORTS as readonly string[]).includes(sort) ? (sort as RosterSort) : 'recent',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address query of a view; defaults are left out, so the plain /org/roster stays plain. */
export function rosterViewToParams(view: RosterView, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
  set('q', view.q.trim() || null);
  set('status', view.status || null);
  set('team', view.team || null);
  set('year', view.birthYear ? String(view.birthYear) : null);
  set('sort', view.sort === 'recent' ? null : view.sort);
  set('page', view.page > 1 ? String(view.page) : null);
  return params;
}

/** The API query of a view (the server pages, searches, filters and sorts). */
export function rosterQueryOf(view: RosterView): RosterQueryInput {
  const query: RosterQueryInput = {};
  if (view.q.trim()) query.q = view.q.trim();
  if (view.status) query.status = view.status;
  if (view.team) query.team = view.team;
  if (view.birthYear) query.birthYear = view.birthYear;
  if (view.sort !== 'recent') query.sort = view.sort;
  if (view.page > 1) query.page = view.page;
  return query;
}

export const isFiltered = (view: RosterView) =>
  view.q.trim() !== '' || view.status !== '' || view.team !== '' || view.birthYear !== null;
