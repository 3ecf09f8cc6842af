import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateListReads } from './get-lists.ts';

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.lists.delete, { params: { id } }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: apiKey(api.lists.items.list, { params: { listId: id } }) });
      await invalidateListReads(queryClient);
    },
  });
}
