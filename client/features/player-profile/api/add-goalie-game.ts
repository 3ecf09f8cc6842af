import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AddGoalieGameInputSchema, GameCreatedResponseSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type AddGoalieGameInput = z.input<typeof AddGoalieGameInputSchema>;
type GameCreatedResponse = z.infer<typeof GameCreatedResponseSchema>;

/** statsData.toiSeconds is the minutes played times 60 (spec 2 §7). */
export function addGoalieGame(playerId: string, input: AddGoalieGameInput) {
  return apiRequest<GameCreatedResponse>(
    'POST',
    `/api/players/${encodeURIComponent(playerId)}/game-stats/goalie`,
    input,
  );
}

export function useAddGoalieGame(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddGoalieGameInput) => addGoalieGame(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'game-stats', 'season-stats'),
  });
}
