import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ScheduleEventInput, ScheduleEventResponseSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type ScheduleEventResponse = z.infer<typeof ScheduleEventResponseSchema>;

export function addScheduleEvent(playerId: string, input: ScheduleEventInput) {
  return apiRequest<ScheduleEventResponse>(
    'POST',
    `/api/players/${encodeURIComponent(playerId)}/schedule-events`,
    input,
  );
}

export function useAddScheduleEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleEventInput) => addScheduleEvent(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'schedule-events', 'features'),
  });
}
