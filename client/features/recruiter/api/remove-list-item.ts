import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateListReads } from './get-lists.ts';

export function useRemoveListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, playerId }: { listId: string; playerId: string }) =>
      callApi(api.lists.items.remove, { params: { listId, playerId } }),
    onSuccess: () => invalidateListReads(queryClient),
  });
}
