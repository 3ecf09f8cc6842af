import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The co-parent invitations sent for a child. */
export function usePlayerInvitations(playerId: string) {
  return useApiQuery(api.coParents.ofPlayer, { params: { id: playerId } });
}
