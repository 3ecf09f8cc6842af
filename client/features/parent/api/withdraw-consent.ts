import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { DataControlMessage } from '#common/contracts/data-control.ts';

/** DELETE /api/players/{id}/parental-consent: the profile goes back to draft, hidden from recruiters. */
export function useWithdrawConsent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<DataControlMessage>(
        'DELETE',
        `/api/players/${encodeURIComponent(playerId)}/parental-consent`,
      ),
    // The status shows on the dashboard, the profile and the parents list.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
