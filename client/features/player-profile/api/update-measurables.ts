import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { MeasurablesInputSchema, MeasurablesResponseSchema } from '#common/contracts/players.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

export type MeasurablesInput = z.input<typeof MeasurablesInputSchema>;
type MeasurablesResponse = z.infer<typeof MeasurablesResponseSchema>;

/** Replaces the record: a field left out is cleared (decisions.md). */
export function updateMeasurables(playerId: string, input: MeasurablesInput) {
  return apiRequest<MeasurablesResponse>(
    'PUT',
    `/api/players/${encodeURIComponent(playerId)}/measurables`,
    input,
  );
}

export function useUpdateMeasurables(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeasurablesInput) => updateMeasurables(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'measurables'),
  });
}
