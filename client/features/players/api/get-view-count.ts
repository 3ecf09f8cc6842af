import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ViewCountSchema } from '#common/contracts/players.ts';

export type ViewCount = z.infer<typeof ViewCountSchema>;

export function useViewCount(playerId: string | undefined) {
  return useQuery<ViewCount>({ queryKey: ['/api/players', playerId, 'views'], enabled: Boolean(playerId) });
}
