import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ScheduleEventInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export function addScheduleEvent(playerId: string, input: ScheduleEventInput) {
  return callApi(api.players.schedule.create, { params: { id: playerId }, body: input });
}

export function useAddScheduleEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleEventInput) => addScheduleEvent(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'schedule-events', 'features'),
  });
}
