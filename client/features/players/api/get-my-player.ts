import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/**
 * The signed-in player's own profile (404 when they have none yet). One cache entry for the profile
 * screens and the signup wizard, so the wizard's saves refresh both.
 */
export function useMyPlayer({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(api.players.me, {}, { enabled });
}
