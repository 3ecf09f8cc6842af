import { useQuery } from '@tanstack/react-query';
import type { ListItemsResponse } from '#common/contracts/lists.ts';

export type { ListItemsResponse };

/** GET /api/lists/{listId}/items: the list's name and its visible players. */
export function useListItems(listId: string | undefined) {
  return useQuery<ListItemsResponse>({
    queryKey: ['/api/lists', listId, 'items'],
    enabled: Boolean(listId),
  });
}
