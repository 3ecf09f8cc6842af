import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type PlayerParentList = EndpointResponse<typeof api.parents.ofPlayer>;
export type PlayerParentRecord = PlayerParentList['parents'][number];

/** The parents and guardians linked to a player (managers only; shown for players under 17). */
export function usePlayerParents(playerId: string | undefined) {
  return useApiQuery(api.parents.ofPlayer, playerInput(playerId));
}
