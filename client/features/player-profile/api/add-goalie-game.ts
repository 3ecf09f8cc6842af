import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import type { EndpointBody } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type AddGoalieGameInput = EndpointBody<typeof api.players.stats.addGoalieGame>;

/** statsData.toiSeconds is the minutes played times 60. */
export function addGoalieGame(playerId: string, input: AddGoalieGameInput) {
  return callApi(api.players.stats.addGoalieGame, { params: { id: playerId }, body: input });
}

export function useAddGoalieGame(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddGoalieGameInput) => addGoalieGame(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'game-stats', 'season-stats'),
  });
}
