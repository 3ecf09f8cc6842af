import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SeasonStatListSchema } from '#common/contracts/players.ts';

export type SeasonStatList = z.infer<typeof SeasonStatListSchema>;

export function useSeasonStats(playerId: string | undefined) {
  return useQuery<SeasonStatList>({
    queryKey: ['/api/players', playerId, 'season-stats'],
    enabled: Boolean(playerId),
  });
}
