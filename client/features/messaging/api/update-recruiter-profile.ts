import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { UpdateRecruiterProfileInput } from '#common/contracts/messaging.ts';

/** PATCH /api/recruiters/me. */
export function useUpdateRecruiterProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRecruiterProfileInput) =>
      callApi(api.messaging.recruiterProfile.update, { body: input }),
    onSuccess: (data) => queryClient.setQueryData(apiKey(api.messaging.recruiterProfile.get, {}), data),
  });
}
