import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { AdminUsersQueryInput } from '#common/contracts/admin.ts';

/** One page of the users table; the previous page stays on screen while the next one loads. */
export function useAdminUsers(query: AdminUsersQueryInput) {
  return useApiQuery(api.admin.users, { query }, { placeholderData: keepPreviousData });
}
