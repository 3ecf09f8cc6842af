import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import type { EndpointBody } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type AddSkaterGameInput = EndpointBody<typeof api.players.stats.addSkaterGame>;

export function addSkaterGame(playerId: string, input: AddSkaterGameInput) {
  return callApi(api.players.stats.addSkaterGame, { params: { id: playerId }, body: input });
}

export function useAddSkaterGame(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddSkaterGameInput) => addSkaterGame(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'game-stats', 'season-stats'),
  });
}
