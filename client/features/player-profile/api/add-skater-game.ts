import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { AddSkaterGameInputSchema, GameCreatedResponseSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type AddSkaterGameInput = z.input<typeof AddSkaterGameInputSchema>;
type GameCreatedResponse = z.infer<typeof GameCreatedResponseSchema>;

export function addSkaterGame(playerId: string, input: AddSkaterGameInput) {
  return apiRequest<GameCreatedResponse>(
    'POST',
    `/api/players/${encodeURIComponent(playerId)}/game-stats/skater`,
    input,
  );
}

export function useAddSkaterGame(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddSkaterGameInput) => addSkaterGame(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'game-stats', 'season-stats'),
  });
}
