import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ParentalConsentInput, ParentalConsentResponseSchema } from '#common/contracts/parents.ts';
import { invalidatePlayer, type PlayerRef } from '../lib/invalidate-player.ts';

type ParentalConsentResponse = z.infer<typeof ParentalConsentResponseSchema>;

/** The linked parent consents; the server records name, time and IP and makes the profile active. */
export function recordParentalConsent(playerId: string, input: ParentalConsentInput) {
  return apiRequest<ParentalConsentResponse>(
    'POST',
    `/api/players/${encodeURIComponent(playerId)}/parental-consent`,
    input,
  );
}

export function useRecordParentalConsent(player: PlayerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentalConsentInput) => recordParentalConsent(player.id, input),
    onSuccess: () => invalidatePlayer(queryClient, player, 'parents'),
  });
}
