import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { CoParentInvitationAnswer } from '#common/contracts/parents.ts';
import { type InvitationRef, invitationBasePath } from './get-invitation-details.ts';

/** POST .../accept or .../decline; 409 when already answered (body.status says which). */
export function useAnswerInvitation(ref: InvitationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') =>
      apiRequest<CoParentInvitationAnswer>('POST', `${invitationBasePath(ref)}/${answer}`, {}),
    onSuccess: async () => {
      // Not the details read: the page shows its own "accepted" view until it moves on.
      await queryClient.invalidateQueries({ queryKey: ['/api/parents/account'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/co-parents/my-invitations'] });
    },
  });
}
