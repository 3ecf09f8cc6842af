import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { RequestApprovalInput } from '#common/contracts/parents.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** E-mails the parent an approval link; the profile moves to pending_consent. */
export function requestApproval(playerId: string, input: RequestApprovalInput) {
  return callApi(api.approvals.request, { params: { id: playerId }, body: input });
}

export function useRequestApproval(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentEmail: string) => requestApproval(player.id, { parentEmail }),
    onSuccess: () => invalidatePlayer(queryClient, player),
  });
}
