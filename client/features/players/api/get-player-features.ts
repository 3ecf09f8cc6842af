import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlayerFeaturesSchema } from '#common/contracts/players.ts';

export type PlayerFeaturesData = z.infer<typeof PlayerFeaturesSchema>;

/** Highlight clip and upcoming event allowance for the add buttons (managers only). */
export function usePlayerFeatures(playerId: string | undefined) {
  return useQuery<PlayerFeaturesData>({
    queryKey: ['/api/players', playerId, 'features'],
    enabled: Boolean(playerId),
  });
}
