import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MeasurablesResponseSchema } from '#common/contracts/players.ts';

export type MeasurablesResponse = z.infer<typeof MeasurablesResponseSchema>;

export function useMeasurables(playerId: string | undefined) {
  return useQuery<MeasurablesResponse>({
    queryKey: ['/api/players', playerId, 'measurables'],
    enabled: Boolean(playerId),
  });
}
