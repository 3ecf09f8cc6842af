import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { LISTS_QUERY_KEY } from './get-lists.ts';

/** DELETE /api/lists/{id}. */
export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, string>({
    mutationFn: (id) => apiRequest('DELETE', `/api/lists/${encodeURIComponent(id)}`),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: ['/api/lists', id, 'items'] });
      await queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['/api/players'], predicate: isListCount });
    },
  });
}

/** A player's list-count read (the profile owner's counter) changes with any list change. */
export function isListCount(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[2] === 'list-count';
}
