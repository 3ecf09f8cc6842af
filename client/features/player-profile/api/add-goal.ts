import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { GoalInputSchema, GoalResponseSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type GoalInput = z.input<typeof GoalInputSchema>;
type GoalResponse = z.infer<typeof GoalResponseSchema>;

export function addGoal(playerId: string, input: GoalInput) {
  return apiRequest<GoalResponse>('POST', `/api/players/${encodeURIComponent(playerId)}/goals`, input);
}

export function useAddGoal(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalInput) => addGoal(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'goals'),
  });
}
