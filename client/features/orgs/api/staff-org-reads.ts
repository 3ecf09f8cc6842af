import { keepPreviousData, type QueryClient, skipToken } from '@tanstack/react-query';
import { apiKeyPrefix, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { RosterQueryInput } from '#common/contracts/orgs.ts';

/** The caller's organization and place in it (null organization: they belong to none). */
export function useMyOrganization() {
  return useApiQuery(api.orgs.mine, {});
}

export function useOrgDashboard(orgId: string | undefined) {
  return useApiQuery(api.orgs.dashboard, orgId ? { params: { orgId } } : skipToken);
}

/**
 * One page of the roster, searched, filtered and sorted by the server (D249); the page on screen stays
 * while the next one loads.
 */
export function useOrgRoster(orgId: string | undefined, query: RosterQueryInput = {}) {
  return useApiQuery(api.orgs.roster.list, orgId ? { params: { orgId }, query } : skipToken, {
    placeholderData: keepPreviousData,
  });
}

export function useOrgMembers(orgId: string | undefined) {
  return useApiQuery(api.orgs.members.list, orgId ? { params: { orgId } } : skipToken);
}

/**
 * After a change in an organization: everything under /api/orgs/{id} (dashboard, roster, members) and
 * the caller's organization read again.
 */
export async function invalidateOrgReads(queryClient: QueryClient, orgId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.orgs.get, { orgId }) }),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.orgs.mine) }),
  ]);
}
