import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ScheduleEventInput, ScheduleEventResponseSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type ScheduleEventResponse = z.infer<typeof ScheduleEventResponseSchema>;

export function updateScheduleEvent(eventId: string, input: Partial<ScheduleEventInput>) {
  return apiRequest<ScheduleEventResponse>(
    'PATCH',
    `/api/schedule-events/${encodeURIComponent(eventId)}`,
    input,
  );
}

export function useUpdateScheduleEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<ScheduleEventInput> }) =>
      updateScheduleEvent(id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'schedule-events', 'features'),
  });
}
