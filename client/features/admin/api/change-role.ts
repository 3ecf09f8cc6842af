import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { Role } from '#common/enums.ts';
import { invalidateAdminReads } from './admin-reads.ts';

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      callApi(api.admin.changeRole, { params: { id: userId }, body: { role } }),
    onSuccess: () => invalidateAdminReads(queryClient),
  });
}
