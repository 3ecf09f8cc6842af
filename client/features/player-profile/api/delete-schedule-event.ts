import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteScheduleEvent(eventId: string) {
  return callApi(api.players.schedule.delete, { params: { id: eventId } });
}

export function useDeleteScheduleEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => deleteScheduleEvent(eventId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'schedule-events', 'features'),
  });
}
