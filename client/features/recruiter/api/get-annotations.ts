import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { PlayerAnnotation } from '#common/contracts/lists.ts';

/** The caller's own rating and latest note for the players shown (search cards, D291); recruiters only. */
export function useAnnotations(playerIds: readonly string[] | undefined, enabled: boolean) {
  const query = useApiQuery(
    api.lists.annotations,
    enabled && playerIds && playerIds.length > 0 ? { query: { playerIds: [...playerIds] } } : skipToken,
  );
  // Only players with a rating or a note: the others' cards stay as they are.
  return new Map<string, PlayerAnnotation>(
    (query.data?.annotations ?? [])
      .filter((a) => a.myRating !== null || a.latestNote !== null)
      .map(({ playerId, ...annotation }) => [playerId, annotation]),
  );
}
