import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** Only the privacy flag changes. */
export function updateGoal(playerId: string, goalId: string, isPublic: boolean) {
  return callApi(api.players.goals.update, { params: { id: playerId, goalId }, body: { isPublic } });
}

export function useUpdateGoal(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, isPublic }: { goalId: string; isPublic: boolean }) =>
      updateGoal(player.id, goalId, isPublic),
    onSuccess: () => invalidatePlayer(queryClient, player, 'goals'),
  });
}
