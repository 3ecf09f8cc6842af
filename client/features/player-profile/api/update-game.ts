import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import type { EndpointBody } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type UpdateGameInput = EndpointBody<typeof api.players.stats.updateGame>;

export function updateGame(playerId: string, gameId: string, input: UpdateGameInput) {
  return callApi(api.players.stats.updateGame, { params: { id: playerId, gameId }, body: input });
}

/** The game log, the season lines and the hero all read the changed game: refreshed at once. */
export function useUpdateGame(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, input }: { gameId: string; input: UpdateGameInput }) =>
      updateGame(player.id, gameId, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'game-stats', 'season-stats'),
  });
}
