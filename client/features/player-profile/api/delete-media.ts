import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteMedia(mediaId: string) {
  return apiRequest<{ message: string }>('DELETE', `/api/media/${encodeURIComponent(mediaId)}`);
}

export function useDeleteMedia(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) => deleteMedia(mediaId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'media', 'features'),
  });
}
