import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DataControlMessage } from '#common/contracts/data-control.ts';

/** DELETE /api/players/{id}/parents/{parentUserId}: a parent removes a co-parent, or themself. */
export function useRemoveParent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentUserId: string) =>
      apiRequest<DataControlMessage>(
        'DELETE',
        `/api/players/${encodeURIComponent(playerId)}/parents/${encodeURIComponent(parentUserId)}`,
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
