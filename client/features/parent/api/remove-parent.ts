import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** A parent removes a co-parent, or themself. */
export function useRemoveParent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentUserId: string) =>
      callApi(api.dataControl.removeParent, { params: { id: playerId, parentUserId } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
