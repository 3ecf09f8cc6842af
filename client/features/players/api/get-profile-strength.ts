import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { playerInput } from './player-input.ts';

/** The server's profile strength (computeProfileStrength on the stored profile); managers only. */
export function useProfileStrength(playerId: string | undefined) {
  return useApiQuery(api.players.profileStrength, playerInput(playerId));
}
