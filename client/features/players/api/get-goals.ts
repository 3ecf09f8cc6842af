import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type GoalList = EndpointResponse<typeof api.players.goals.list>;

/** Managers get every goal; everyone else only the public ones. */
export function useGoals(playerId: string | undefined) {
  return useApiQuery(api.players.goals.list, playerInput(playerId));
}
