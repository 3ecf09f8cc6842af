import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type CoachReferenceList = EndpointResponse<typeof api.players.stats.coachReferences>;

export function useCoachReferences(playerId: string | undefined) {
  return useApiQuery(api.players.stats.coachReferences, playerInput(playerId));
}
