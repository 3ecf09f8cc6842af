import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export interface AddVideoInput {
  type: 'youtube' | 'vimeo';
  url: string;
  caption?: string | null;
  sortOrder?: number;
}

export function addVideo(playerId: string, input: AddVideoInput) {
  return callApi(api.media.add, { params: { id: playerId }, body: input });
}

export function useAddVideo(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddVideoInput) => addVideo(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'media', 'features'),
  });
}
