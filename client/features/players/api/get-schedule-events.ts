import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type ScheduleEventList = EndpointResponse<typeof api.players.schedule.list>;

export function useScheduleEvents(playerId: string | undefined) {
  return useApiQuery(api.players.schedule.list, playerInput(playerId));
}
