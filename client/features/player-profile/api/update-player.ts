import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { PlayerResponseSchema, UpdatePlayerInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type PlayerResponse = z.infer<typeof PlayerResponseSchema>;

export function updatePlayer(playerId: string, input: UpdatePlayerInput) {
  return apiRequest<PlayerResponse>('PATCH', `/api/players/${encodeURIComponent(playerId)}`, input);
}

export function useUpdatePlayer(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlayerInput) => updatePlayer(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player),
  });
}
