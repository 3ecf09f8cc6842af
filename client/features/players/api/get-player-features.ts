import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type PlayerFeaturesData = EndpointResponse<typeof api.players.features>;

/** Highlight clip and upcoming event allowance for the add buttons (managers only). */
export function usePlayerFeatures(playerId: string | undefined) {
  return useApiQuery(api.players.features, playerInput(playerId));
}
