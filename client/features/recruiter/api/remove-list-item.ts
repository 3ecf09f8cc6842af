import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { isListCount } from './delete-list.ts';
import { LISTS_QUERY_KEY } from './get-lists.ts';

/** DELETE /api/lists/{listId}/items/{playerId}. */
export function useRemoveListItem() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { listId: string; playerId: string }>({
    mutationFn: ({ listId, playerId }) =>
      apiRequest('DELETE', `/api/lists/${encodeURIComponent(listId)}/items/${encodeURIComponent(playerId)}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/players'], predicate: isListCount });
    },
  });
}
