import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DataControlMessage } from '#common/contracts/data-control.ts';

/** DELETE /api/players/{id}: the profile and every row and file about it are deleted. */
export function useDeletePlayer(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<DataControlMessage>('DELETE', `/api/players/${encodeURIComponent(playerId)}`),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
