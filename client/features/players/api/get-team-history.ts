import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type TeamHistoryList = EndpointResponse<typeof api.players.teamHistory.list>;

export function useTeamHistory(playerId: string | undefined) {
  return useApiQuery(api.players.teamHistory.list, playerInput(playerId));
}
