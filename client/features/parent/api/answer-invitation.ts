import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { InvitationRef } from './get-invitation-details.ts';

/** Accept or decline; 409 when already answered (body.status says which). */
function answerInvitation(ref: InvitationRef, answer: 'accept' | 'decline') {
  if ('token' in ref) {
    const endpoint = answer === 'accept' ? api.coParents.acceptByToken : api.coParents.declineByToken;
    return callApi(endpoint, { params: { token: ref.token }, body: {} });
  }
  const endpoint = answer === 'accept' ? api.coParents.acceptById : api.coParents.declineById;
  return callApi(endpoint, { params: { id: ref.id }, body: {} });
}

export function useAnswerInvitation(ref: InvitationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'decline') => answerInvitation(ref, answer),
    onSuccess: async () => {
      // Not the details read: the page shows its own "accepted" view until it moves on.
      await queryClient.invalidateQueries({ queryKey: apiKey(api.parents.account, {}) });
      await queryClient.invalidateQueries({ queryKey: apiKey(api.coParents.mine, {}) });
    },
  });
}
