import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ApproveProfileResponse } from '#common/contracts/parents.ts';

/** POST /api/approval-requests/approve/{token}: a signed-in parent approves the child's profile. */
export function useApproveProfile(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<ApproveProfileResponse>(
        'POST',
        `/api/approval-requests/approve/${encodeURIComponent(token)}`,
        {},
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
