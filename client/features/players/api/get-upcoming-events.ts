import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpcomingEventListSchema } from '#common/contracts/players.ts';

export type UpcomingEventList = z.infer<typeof UpcomingEventListSchema>;

export function useUpcomingEvents(playerId: string | undefined) {
  return useQuery<UpcomingEventList>({
    queryKey: ['/api/players', playerId, 'upcoming-events'],
    enabled: Boolean(playerId),
  });
}
