import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MediaSchema } from '#common/contracts/players.ts';

export type PlayerMediaList = z.infer<typeof MediaSchema>[];

export function usePlayerMedia(playerId: string | undefined) {
  return useQuery<PlayerMediaList>({
    queryKey: ['/api/players', playerId, 'media'],
    enabled: Boolean(playerId),
  });
}
