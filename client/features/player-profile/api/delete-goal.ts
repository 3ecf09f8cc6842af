import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteGoal(playerId: string, goalId: string) {
  return apiRequest<{ message: string }>(
    'DELETE',
    `/api/players/${encodeURIComponent(playerId)}/goals/${encodeURIComponent(goalId)}`,
  );
}

export function useDeleteGoal(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) => deleteGoal(player.id, goalId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'goals'),
  });
}
