import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Cancels a pending invitation. */
export function useCancelInvitation(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => callApi(api.coParents.cancel, { params: { id: invitationId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: apiKey(api.coParents.ofPlayer, { params: { id: playerId } }),
      }),
  });
}
