import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import type { EndpointBody } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type MeasurablesInput = EndpointBody<typeof api.players.stats.putMeasurables>;

/** Replaces the record: a field left out is cleared (D016). */
export function updateMeasurables(playerId: string, input: MeasurablesInput) {
  return callApi(api.players.stats.putMeasurables, { params: { id: playerId }, body: input });
}

export function useUpdateMeasurables(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeasurablesInput) => updateMeasurables(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'measurables'),
  });
}
