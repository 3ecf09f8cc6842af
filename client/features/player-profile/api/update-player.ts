import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { UpdatePlayerInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function updatePlayer(playerId: string, input: UpdatePlayerInput) {
  return callApi(api.players.update, { params: { id: playerId }, body: input });
}

export function useUpdatePlayer(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlayerInput) => updatePlayer(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player),
  });
}
