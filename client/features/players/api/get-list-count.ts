import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type ListCount = EndpointResponse<typeof api.players.listCount>;

export function useListCount(playerId: string | undefined) {
  return useApiQuery(api.players.listCount, playerInput(playerId));
}
