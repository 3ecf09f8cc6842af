import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { InviteCoParentToChildrenInput } from '#common/contracts/parents.ts';

/** E-mails one address an invitation (7 days) to each chosen child, in one message (D266). */
export function useInviteCoParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCoParentToChildrenInput) =>
      callApi(api.coParents.inviteToChildren, { body: input }),
    onSuccess: (_answer, input) =>
      Promise.all(
        input.playerIds.map((id) =>
          queryClient.invalidateQueries({ queryKey: apiKey(api.coParents.ofPlayer, { params: { id } }) }),
        ),
      ),
  });
}
