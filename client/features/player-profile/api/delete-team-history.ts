import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteTeamHistory(entryId: string) {
  return apiRequest<{ message: string }>('DELETE', `/api/team-history/${encodeURIComponent(entryId)}`);
}

export function useDeleteTeamHistory(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteTeamHistory(entryId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'team-history'),
  });
}
