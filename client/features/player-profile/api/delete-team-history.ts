import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteTeamHistory(entryId: string) {
  return callApi(api.players.teamHistory.delete, { params: { id: entryId } });
}

export function useDeleteTeamHistory(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteTeamHistory(entryId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'team-history'),
  });
}
