import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type SeasonStatList = EndpointResponse<typeof api.players.stats.seasons>;

export function useSeasonStats(playerId: string | undefined) {
  return useApiQuery(api.players.stats.seasons, playerInput(playerId));
}
