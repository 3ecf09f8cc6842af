import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ScheduleEventListSchema } from '#common/contracts/players.ts';

export type ScheduleEventList = z.infer<typeof ScheduleEventListSchema>;

export function useScheduleEvents(playerId: string | undefined) {
  return useQuery<ScheduleEventList>({
    queryKey: ['/api/players', playerId, 'schedule-events'],
    enabled: Boolean(playerId),
  });
}
