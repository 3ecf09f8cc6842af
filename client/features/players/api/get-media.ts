import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type PlayerMediaList = EndpointResponse<typeof api.media.list>;

export function usePlayerMedia(playerId: string | undefined) {
  return useApiQuery(api.media.list, playerInput(playerId));
}
