import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { Rating } from '#common/contracts/ratings.ts';

export type { Rating };

/** The recruiter's own private rating of a player (null when they have not rated them). */
export function useRating(playerId: string, enabled = true) {
  return useApiQuery(api.ratings.get, { params: { id: playerId } }, { enabled });
}
