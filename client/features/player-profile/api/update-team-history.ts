import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { TeamHistoryInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function updateTeamHistory(entryId: string, input: Partial<TeamHistoryInput>) {
  return callApi(api.players.teamHistory.update, { params: { id: entryId }, body: input });
}

export function useUpdateTeamHistory(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<TeamHistoryInput> }) =>
      updateTeamHistory(id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'team-history'),
  });
}
