import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type MeasurablesResponse = EndpointResponse<typeof api.players.stats.measurables>;

export function useMeasurables(playerId: string | undefined) {
  return useApiQuery(api.players.stats.measurables, playerInput(playerId));
}
