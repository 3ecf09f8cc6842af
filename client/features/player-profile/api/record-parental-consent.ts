import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ParentalConsentInput } from '#common/contracts/parents.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

/** The linked parent consents; the server records name, time and IP and makes the profile active. */
export function recordParentalConsent(playerId: string, input: ParentalConsentInput) {
  return callApi(api.parents.giveConsent, { params: { id: playerId }, body: input });
}

export function useRecordParentalConsent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentalConsentInput) => recordParentalConsent(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'parents'),
  });
}
