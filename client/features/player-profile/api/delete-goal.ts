import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteGoal(playerId: string, goalId: string) {
  return callApi(api.players.goals.delete, { params: { id: playerId, goalId } });
}

export function useDeleteGoal(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) => deleteGoal(player.id, goalId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'goals'),
  });
}
