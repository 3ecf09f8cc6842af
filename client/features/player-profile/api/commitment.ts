import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { CommitmentValues } from '#common/contracts/commitment.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** The profile reads a commitment changes: the profile, and the public page read by id and by slug. */
function invalidateCommitment(queryClient: ReturnType<typeof useQueryClient>, player: PlayerRef) {
  const pages = [...new Set([player.id, player.slug])].map((id) =>
    queryClient.invalidateQueries({ queryKey: apiKey(api.players.page, { params: { id } }), exact: true }),
  );
  return Promise.all([invalidatePlayer(queryClient, player), ...pages]);
}

/** PUT /api/players/{id}/commitment: marks or replaces the player's commitment. */
export function useSetCommitment(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommitmentValues) => callApi(api.commitments.set, { params: { id: player.id }, body }),
    onSuccess: () => invalidateCommitment(queryClient, player),
  });
}

/** DELETE /api/players/{id}/commitment: the family undoes it. */
export function useRemoveCommitment(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.commitments.remove, { params: { id: player.id } }),
    onSuccess: () => invalidateCommitment(queryClient, player),
  });
}
