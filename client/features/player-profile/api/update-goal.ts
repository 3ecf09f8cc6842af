import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { GoalResponseSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type GoalResponse = z.infer<typeof GoalResponseSchema>;

/** Only the privacy flag changes (spec 2 §7). */
export function updateGoal(playerId: string, goalId: string, isPublic: boolean) {
  return apiRequest<GoalResponse>(
    'PATCH',
    `/api/players/${encodeURIComponent(playerId)}/goals/${encodeURIComponent(goalId)}`,
    { isPublic },
  );
}

export function useUpdateGoal(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, isPublic }: { goalId: string; isPublic: boolean }) =>
      updateGoal(player.id, goalId, isPublic),
    onSuccess: () => invalidatePlayer(queryClient, player, 'goals'),
  });
}
