import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { UpcomingEventInput } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** Showcases and tournaments (POST, PATCH, DELETE /api/players/{id}/upcoming-events). */
const { addUpcoming, updateUpcoming, deleteUpcoming } = api.players.schedule;

/** A change moves the public card, the plan usage and the profile strength. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>, player: PlayerRef) =>
  invalidatePlayer(queryClient, player, 'upcoming-events', 'features');

export function useAddUpcomingEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpcomingEventInput) =>
      callApi(addUpcoming, { params: { id: player.id }, body: input }),
    onSuccess: () => refresh(queryClient, player),
  });
}

export function useUpdateUpcomingEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, input }: { eventId: string; input: UpcomingEventInput }) =>
      callApi(updateUpcoming, { params: { id: player.id, eventId }, body: input }),
    onSuccess: () => refresh(queryClient, player),
  });
}

export function useDeleteUpcomingEvent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => callApi(deleteUpcoming, { params: { id: player.id, eventId } }),
    onSuccess: () => refresh(queryClient, player),
  });
}
