import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { MediaSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type Media = z.infer<typeof MediaSchema>;

export interface AddVideoInput {
  type: 'youtube' | 'vimeo';
  url: string;
  caption?: string | null;
  sortOrder?: number;
}

export function addVideo(playerId: string, input: AddVideoInput) {
  return apiRequest<Media>('POST', `/api/players/${encodeURIComponent(playerId)}/media`, input);
}

export function useAddVideo(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddVideoInput) => addVideo(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'media', 'features'),
  });
}
