import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { InviteCoParentInput } from '#common/contracts/parents.ts';

/** E-mails an invitation link (7 days). */
export function useInviteCoParent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCoParentInput) =>
      callApi(api.coParents.invite, { params: { id: playerId }, body: input }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: apiKey(api.coParents.ofPlayer, { params: { id: playerId } }),
      }),
  });
}
