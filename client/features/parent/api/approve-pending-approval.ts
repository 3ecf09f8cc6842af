import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ApproveProfileResponse } from '#common/contracts/parents.ts';

/** POST /api/parents/pending-approvals/{id}/approve: approve from the dashboard, no token needed. */
export function useApprovePendingApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiRequest<ApproveProfileResponse>(
        'POST',
        `/api/parents/pending-approvals/${encodeURIComponent(requestId)}/approve`,
        {},
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
