import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ScheduleEventInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function updateScheduleEvent(eventId: string, input: Partial<ScheduleEventInput>) {
  return callApi(api.players.schedule.update, { params: { id: eventId }, body: input });
}

export function useUpdateScheduleEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<ScheduleEventInput> }) =>
      updateScheduleEvent(id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'schedule-events', 'features'),
  });
}
