import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { AddToRosterInput, FieldControl } from '#common/contracts/orgs.ts';
import { invalidateOrgReads } from './staff-org-reads.ts';

/** Invites a player found by search or an address; sent again, it is the Resend of an invitation. */
export function useAddToRoster(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToRosterInput) => callApi(api.orgs.roster.add, { params: { orgId }, body: input }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}

/** Revokes an active sponsorship or withdraws the invitation of a player. */
export function useRevokeFromRoster(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => callApi(api.orgs.roster.revoke, { params: { orgId, playerId } }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}

/** Withdraws an invitation by e-mail that no profile answered. */
export function useCancelRosterInvitation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(api.orgs.roster.cancelInvitation, { params: { orgId, invitationId } }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}

interface ImportInput {
  csvContent: string;
  fieldControl: FieldControl;
}

/** Step 1 of the roster import: nothing is sent or written. */
export function useValidateRosterImport(orgId: string) {
  return useMutation({
    mutationFn: (body: ImportInput) => callApi(api.orgs.roster.importValidate, { params: { orgId }, body }),
  });
}

/** Step 2: one invitation per valid row not already invited. */
export function useExecuteRosterImport(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportInput) => callApi(api.orgs.roster.importExecute, { params: { orgId }, body }),
    onSuccess: () => invalidateOrgReads(queryClient, orgId),
  });
}
