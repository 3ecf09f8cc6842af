import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The profile and every row and file about it are deleted. */
export function useDeletePlayer(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.dataControl.deletePlayer, { params: { id: playerId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
