import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type UpcomingEventList = EndpointResponse<typeof api.players.schedule.upcoming>;

export function useUpcomingEvents(playerId: string | undefined) {
  return useApiQuery(api.players.schedule.upcoming, playerInput(playerId));
}
