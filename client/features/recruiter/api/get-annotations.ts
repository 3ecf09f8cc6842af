import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { PlayerAnnotation } from '#common/contracts/lists.ts';

/**
 * The caller's own rating and latest note for one of the players shown (search cards, D291); recruiters
 * only. Every card asks with the same ids, so the page sends one request; each card takes its own entry
 * (null without a rating or a note), so the answer re-renders only the cards that show one, never the page
 * around them nor a card still waiting to hydrate (D341).
 */
export function useAnnotation(
  playerIds: readonly string[],
  enabled: boolean,
  playerId: string,
): PlayerAnnotation | null {
  const query = useApiQuery(
    api.lists.annotations,
    enabled && playerIds.length > 0 ? { query: { playerIds: [...playerIds] } } : skipToken,
    {
      select: (data) => {
        const found = data.annotations.find((a) => a.playerId === playerId);
        if (!found || (found.myRating === null && found.latestNote === null)) return null;
        const { playerId: _id, ...annotation } = found;
        return annotation;
      },
    },
  );
  return query.data ?? null;
}
