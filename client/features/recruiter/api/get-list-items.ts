import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ListItemsResponse } from '#common/contracts/lists.ts';

export type { ListItemsResponse };

/** The list's name and its visible players. */
export function useListItems(listId: string | undefined) {
  return useApiQuery(api.lists.items.list, listId ? { params: { listId } } : skipToken);
}
