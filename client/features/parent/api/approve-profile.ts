import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** A signed-in parent approves the child's profile with the e-mailed token. */
export function useApproveProfile(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.approvals.approve, { params: { token }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
