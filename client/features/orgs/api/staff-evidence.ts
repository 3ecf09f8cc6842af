import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { VERIFICATION_STATUSES } from '#common/enums.ts';

export type EvidenceStatus = (typeof VERIFICATION_STATUSES)[number];

/** The review queue: an admin sees all evidence, verification staff their active roster's. */
export function useEvidenceQueue(status: EvidenceStatus, { enabled = true } = {}) {
  return useApiQuery(api.orgs.verification.queue, { query: { status } }, { enabled });
}

/**
 * After a review: the queue, the dashboard's waiting count, and the player's reads (the Verified badge)
 * read again.
 */
async function invalidateAfterReview(queryClient: QueryClient, playerId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.orgs.verification.queue) }),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.orgs.get) }),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.players.get, { id: playerId }) }),
  ]);
}

export function useApproveEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; playerId: string; notes: string }) =>
      callApi(api.orgs.verification.approve, {
        params: { id },
        body: notes.trim() ? { notes: notes.trim() } : {},
      }),
    onSuccess: (_data, { playerId }) => invalidateAfterReview(queryClient, playerId),
  });
}

export function useRejectEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; playerId: string; notes: string }) =>
      callApi(api.orgs.verification.reject, { params: { id }, body: { notes: notes.trim() } }),
    onSuccess: (_data, { playerId }) => invalidateAfterReview(queryClient, playerId),
  });
}

/** Organization staff attest one game of a roster player: its lines become team verified. */
export function useVerifyGame(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) =>
      callApi(api.orgs.verification.verifyGame, { params: { id: playerId, gameId }, body: {} }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.players.get, { id: playerId }) }),
  });
}
