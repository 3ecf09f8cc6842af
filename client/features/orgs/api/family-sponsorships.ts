import { skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiKeyPrefix, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The family's sponsorships (invitations, active, ended) and the profiles it may answer for. */
export function useMySponsorships({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(api.orgs.sponsorships.mine, enabled ? {} : skipToken);
}

export type FamilyAnswer =
  | { id: string; answer: 'accept'; playerId?: string }
  | { id: string; answer: 'decline' | 'leave' };

function answerSponsorship(choice: FamilyAnswer) {
  const params = { id: choice.id };
  switch (choice.answer) {
    case 'accept':
      return callApi(api.orgs.sponsorships.accept, {
        params,
        body: choice.playerId ? { playerId: choice.playerId } : {},
      });
    case 'decline':
      return callApi(api.orgs.sponsorships.decline, { params, body: {} });
    case 'leave':
      return callApi(api.orgs.sponsorships.leave, { params, body: {} });
  }
}

/** Accept, decline or leave a sponsorship from the family card. */
export function useAnswerSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSponsorship,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKey(api.orgs.sponsorships.mine, {}) });
      await queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.orgs.bySlug) });
    },
  });
}
