import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function deleteScheduleEvent(eventId: string) {
  return apiRequest<{ message: string }>('DELETE', `/api/schedule-events/${encodeURIComponent(eventId)}`);
}

export function useDeleteScheduleEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => deleteScheduleEvent(eventId),
    onSuccess: () => invalidatePlayer(queryClient, player, 'schedule-events', 'features'),
  });
}
