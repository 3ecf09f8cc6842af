import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The profile goes back to draft, hidden from recruiters. */
export function useWithdrawConsent(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.dataControl.withdrawConsent, { params: { id: playerId } }),
    // The status shows on the dashboard, the profile and the parents list.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
