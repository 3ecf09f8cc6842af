import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ListItemPlayer } from '#common/contracts/lists.ts';
import { isListCount } from './delete-list.ts';
import { LISTS_QUERY_KEY } from './get-lists.ts';

/** POST /api/lists/{listId}/items. */
export function useAddListItem() {
  const queryClient = useQueryClient();
  return useMutation<{ item: ListItemPlayer }, Error, { listId: string; playerId: string }>({
    mutationFn: ({ listId, playerId }) =>
      apiRequest('POST', `/api/lists/${encodeURIComponent(listId)}/items`, { playerId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/players'], predicate: isListCount });
    },
  });
}
