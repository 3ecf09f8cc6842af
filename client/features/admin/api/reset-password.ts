import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateAdminReads } from './admin-reads.ts';

export function useAdminResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      callApi(api.admin.resetPassword, { params: { id: userId }, body: { password } }),
    onSuccess: () => invalidateAdminReads(queryClient),
  });
}
