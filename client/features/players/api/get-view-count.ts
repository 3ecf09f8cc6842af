import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type ViewCount = EndpointResponse<typeof api.players.views>;

export function useViewCount(playerId: string | undefined) {
  return useApiQuery(api.players.views, playerInput(playerId));
}
