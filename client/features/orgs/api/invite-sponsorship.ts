import { skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiKeyPrefix, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** A sponsorship invitation by its e-mailed token (public: the token is the secret). */
export function useSponsorshipInvitation(token: string | undefined) {
  return useApiQuery(api.orgs.sponsorships.byToken, token ? { params: { token } } : skipToken, {
    retry: false,
  });
}

export type SponsorshipAnswer = { answer: 'accept'; playerId?: string } | { answer: 'decline' };

/** Accept (naming the profile for an invitation by e-mail) or decline through the e-mailed token. */
export function useAnswerSponsorshipInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: SponsorshipAnswer) =>
      choice.answer === 'accept'
        ? callApi(api.orgs.sponsorships.acceptByToken, {
            params: { token },
            body: choice.playerId ? { playerId: choice.playerId } : {},
          })
        : callApi(api.orgs.sponsorships.declineByToken, { params: { token }, body: {} }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKey(api.orgs.sponsorships.mine, {}) });
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.orgs.bySlug) });
    },
  });
}
