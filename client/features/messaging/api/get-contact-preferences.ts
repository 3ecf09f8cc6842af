import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The family's recruiter contact settings for a player (its managers: the player 17+, parents, admins). */
export function useContactPreferences(playerId: string) {
  return useApiQuery(api.messaging.contactPreferences.get, { params: { id: playerId } });
}
