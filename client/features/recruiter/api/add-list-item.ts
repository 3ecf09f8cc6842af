import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateListReads } from './get-lists.ts';

export function useAddListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, playerId }: { listId: string; playerId: string }) =>
      callApi(api.lists.items.add, { params: { listId }, body: { playerId } }),
    onSuccess: () => invalidateListReads(queryClient),
  });
}
