import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteGame(playerId: string, gameId: string) {
  return callApi(api.players.stats.deleteGame, { params: { id: playerId, gameId } });
}

export function useDeleteGame(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => deleteGame(player.id, gameId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'game-stats', 'season-stats'),
  });
}
