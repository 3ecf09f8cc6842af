import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, callApi, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { RECRUITER_QUEUE_STATUSES } from '#common/contracts/recruiters.ts';

export type RecruiterQueueStatus = (typeof RECRUITER_QUEUE_STATUSES)[number];

/** Recruiters waiting for verification (or the verified and refused ones). */
export function useRecruiterQueue(status: RecruiterQueueStatus) {
  return useApiQuery(api.recruiters.admin.queue, { query: { status } });
}

/** Verifies or refuses a recruiter's program; the queue is read again either way. */
export function useDecideRecruiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason?: string }) =>
      reason === undefined
        ? callApi(api.recruiters.admin.verify, { params: { userId }, body: {} })
        : callApi(api.recruiters.admin.reject, { params: { userId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.recruiters.admin.queue) }),
  });
}
