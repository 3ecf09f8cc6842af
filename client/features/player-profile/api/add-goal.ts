import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import type { EndpointBody } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type GoalInput = EndpointBody<typeof api.players.goals.create>;

export function addGoal(playerId: string, input: GoalInput) {
  return callApi(api.players.goals.create, { params: { id: playerId }, body: input });
}

export function useAddGoal(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GoalInput) => addGoal(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'goals'),
  });
}
