import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type GameStats = EndpointResponse<typeof api.players.stats.games>;

export function useGameStats(playerId: string | undefined) {
  return useApiQuery(api.players.stats.games, playerInput(playerId));
}
