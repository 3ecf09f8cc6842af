import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { UpdateListInput } from '#common/contracts/lists.ts';
import { invalidateListReads } from './get-lists.ts';

/** Rename a list or change its own stages (D290); the list page and the lists re-read. */
export function useUpdateList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateListInput) => callApi(api.lists.update, { params: { id: listId }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKey(api.lists.items.list, { params: { listId } }) });
      await invalidateListReads(queryClient);
    },
  });
}
