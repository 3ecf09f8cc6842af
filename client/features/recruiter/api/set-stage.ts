import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ListItemsResponse } from '#common/contracts/lists.ts';

/**
 * Moves a player to another stage of the list (D290). The card shows the new stage at once; a failure
 * puts the old one back.
 */
export function useSetStage(listId: string) {
  const queryClient = useQueryClient();
  const key = apiKey(api.lists.items.list, { params: { listId } });
  const setCached = (playerId: string, stage: string) =>
    queryClient.setQueryData<ListItemsResponse>(key, (data) =>
      data ? { ...data, items: data.items.map((i) => (i.id === playerId ? { ...i, stage } : i)) } : data,
    );
  return useMutation({
    mutationFn: ({ playerId, stage }: { playerId: string; stage: string; previous: string }) =>
      callApi(api.lists.items.setStage, { params: { listId, playerId }, body: { stage } }),
    onMutate: ({ playerId, stage }) => setCached(playerId, stage),
    onError: (_error, { playerId, previous }) => setCached(playerId, previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
