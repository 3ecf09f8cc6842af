import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { InviteCoParentInput } from '#common/contracts/parents.ts';

/** POST /api/players/{id}/co-parents/invite: e-mails an invitation link (7 days). */
export function useInviteCoParent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteCoParentInput) =>
      apiRequest('POST', `/api/players/${encodeURIComponent(playerId)}/co-parents/invite`, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['/api/players', playerId, 'co-parents/invitations'] }),
  });
}
