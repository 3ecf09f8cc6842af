import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { ParentalConsentInput } from '#common/contracts/parents.ts';

/** Name, time and IP are recorded; the profile becomes active. */
export function useRecordConsent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParentalConsentInput) =>
      callApi(api.parents.giveConsent, { params: { id: playerId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
