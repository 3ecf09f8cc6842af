import { useQuery } from '@tanstack/react-query';
import type { PlayerDetail } from '#common/contracts/players.ts';

/**
 * GET /api/players/me for a signed-in PLAYER (404 while they have no profile yet). Same cache entry as
 * the own-profile screen's read, so the wizard's saves refresh both.
 */
export function useOwnPlayer(enabled: boolean) {
  return useQuery<PlayerDetail>({ queryKey: ['/api/players/me'], enabled });
}
