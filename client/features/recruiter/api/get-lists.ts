import type { QueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, isApiKeyOf, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { RecruiterList } from '#common/contracts/lists.ts';

export type { RecruiterList };

/**
 * The recruiter's own lists, oldest first as the server returns them; with `playerId`, each says whether
 * it holds that player.
 */
export function useLists(playerId?: string, enabled = true) {
  return useApiQuery(api.lists.list, playerId ? { query: { playerId } } : {}, { enabled });
}

/**
 * After a list or its items changed: the lists and every list's items, and the players' list-count
 * reads (the profile owner's counter).
 */
export async function invalidateListReads(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.lists.list) });
  await queryClient.invalidateQueries({
    predicate: (query) => isApiKeyOf(api.players.listCount, query.queryKey),
  });
}

/** After the caller's rating or notes of a player changed: the list cards and search annotations (D291). */
export function invalidateOwnViewReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.lists.list) });
}
