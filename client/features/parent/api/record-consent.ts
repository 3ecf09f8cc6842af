import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ParentalConsentInput } from '#common/contracts/parents.ts';

/** POST /api/players/{id}/parental-consent: name, time and IP are recorded; the profile becomes active. */
export function useRecordConsent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentalConsentInput) =>
      apiRequest('POST', `/api/players/${encodeURIComponent(playerId)}/parental-consent`, input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
