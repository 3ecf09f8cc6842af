import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteMedia(mediaId: string) {
  return callApi(api.media.delete, { params: { id: mediaId } });
}

export function useDeleteMedia(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) => deleteMedia(mediaId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'media', 'features'),
  });
}
