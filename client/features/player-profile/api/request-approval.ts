import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { RequestApprovalInput, RequestApprovalResponseSchema } from '#common/contracts/parents.ts';

type RequestApprovalResponse = z.infer<typeof RequestApprovalResponseSchema>;

import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** E-mails the parent an approval link; the profile moves to pending_consent (decisions §4). */
export function requestApproval(playerId: string, input: RequestApprovalInput) {
  return apiRequest<RequestApprovalResponse>(
    'POST',
    `/api/players/${encodeURIComponent(playerId)}/request-approval`,
    input,
  );
}

export function useRequestApproval(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentEmail: string) => requestApproval(player.id, { parentEmail }),
    onSuccess: () => invalidatePlayer(queryClient, player),
  });
}
