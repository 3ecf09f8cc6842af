import { useApiQuery } from '#client/lib/api.ts';
import type { EndpointResponse } from '#common/api/define.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

export type PlayerDetail = EndpointResponse<typeof api.players.get>;

/** A player by id or slug: player, teamHistory, media and what the viewer may do. */
export function usePlayer(idOrSlug: string | undefined) {
  return useApiQuery(api.players.get, playerInput(idOrSlug));
}
