import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { CreateOrganizationInput } from '#common/contracts/orgs.ts';

/** ADMIN: every organization with its owner (or pending owner invitation) and counts. */
export function useAdminOrganizations() {
  return useApiQuery(api.orgs.adminList, {});
}

/** ADMIN: creates an organization; the server e-mails the owner an invitation. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganizationInput) => callApi(api.orgs.adminCreate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(api.orgs.adminList, {}) }),
  });
}
