import { ROLES, type Role } from '#common/enums.ts';

/** The users table's state as it lives in the URL query (search, role, page), so Back and Forward work. */
export interface UsersTableState {
  search: string;
  role: Role | '';
  page: number;
}

export function usersStateFromParams(params: URLSearchParams): UsersTableState {
  const role = params.get('role') ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    role: (ROLES as readonly string[]).includes(role) ? (role as Role) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a state; defaults are left out, so the plain /admin stays plain. */
export function usersStateToParams(state: UsersTableState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value ? params.set(key, value) : params.delete(key));
  set('search', state.search.trim() || null);
  set('role', state.role || null);
  set('page', state.page > 1 ? String(state.page) : null);
  return params;
}
