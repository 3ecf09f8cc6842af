import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Approve from the dashboard, no token needed. */
export function useApprovePendingApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(api.parents.approvePending, { params: { id: requestId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
