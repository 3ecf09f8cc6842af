import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { InviteOrgMemberInput, UpdateOrganizationInput } from '#common/contracts/orgs.ts';
import { invalidateOrgReads } from './staff-org-reads.ts';

export function useInviteOrgMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteOrgMemberInput) => callApi(api.orgs.members.invite, { params: { orgId }, body }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}

export function useRemoveOrgMember(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(api.orgs.members.remove, { params: { orgId, userId } }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}

export function useCancelOrgInvitation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(api.orgs.members.cancelInvitation, { params: { orgId, invitationId } }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}

export function useUpdateOrganization(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationInput) => callApi(api.orgs.update, { params: { orgId }, body }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}
