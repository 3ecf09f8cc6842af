import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { AddToRosterInput, FieldControl, RosterEntry } from '#common/contracts/orgs.ts';
import { rosterActions } from '../lib/staff-roster.ts';
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

export type BulkRosterAction = 'resend' | 'end';
export interface BulkRosterResult {
  done: number;
  failed: { entry: RosterEntry; message: string }[];
}

/** The one request a row's bulk action makes, or null when the action does not apply to the row. */
function bulkRequest(orgId: string, entry: RosterEntry, action: BulkRosterAction) {
  const can = rosterActions(entry);
  if (action === 'resend') {
    if (!can.includes('resend')) return null;
    const body: AddToRosterInput = entry.player
      ? { playerId: entry.player.id, fieldControl: entry.fieldControl }
      : { email: entry.invitedEmail ?? '', name: entry.invitedName, fieldControl: entry.fieldControl };
    return () => callApi(api.orgs.roster.add, { params: { orgId }, body });
  }
  if (can.includes('cancel')) {
    return () => callApi(api.orgs.roster.cancelInvitation, { params: { orgId, invitationId: entry.id } });
  }
  if ((can.includes('revoke') || can.includes('withdraw')) && entry.player) {
    const playerId = entry.player.id;
    return () => callApi(api.orgs.roster.revoke, { params: { orgId, playerId } });
  }
  return null;
}

/** The selected rows a bulk action applies to (Resend: not active; End: active or an open invitation). */
export function bulkApplicable(entries: readonly RosterEntry[], action: BulkRosterAction): RosterEntry[] {
  return entries.filter((e) => bulkRequest('', e, action) !== null);
}

/** Requests at once: a few, so a page of 100 neither waits on one at a time nor floods the server. */
const BULK_CONCURRENCY = 4;

/**
 * Resend, or revoke and withdraw, for several rows (D250): one request per row through the row's own
 * endpoint (each is its own audited change), a few at a time; the roster is read again once at the end.
 */
export function useBulkRosterAction(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      entries,
      action,
    }: {
      entries: readonly RosterEntry[];
      action: BulkRosterAction;
    }): Promise<BulkRosterResult> => {
      const jobs = entries.flatMap((entry) => {
        const run = bulkRequest(orgId, entry, action);
        return run ? [{ entry, run }] : [];
      });
      const result: BulkRosterResult = { done: 0, failed: [] };
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          try {
            await job.run();
            result.done += 1;
          } catch (error) {
            result.failed.push({
              entry: job.entry,
              message: error instanceof Error ? error.message : 'Something went wrong',
            });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, jobs.length) }, worker));
      return result;
    },
    onSettled: () => invalidateOrgReads(queryClient, orgId),
  });
}
