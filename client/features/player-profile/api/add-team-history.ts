import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { TeamHistoryInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function addTeamHistory(playerId: string, input: TeamHistoryInput) {
  return callApi(api.players.teamHistory.create, { params: { id: playerId }, body: input });
}

export function useAddTeamHistory(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamHistoryInput) => addTeamHistory(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'team-history', 'game-stats'),
  });
}
