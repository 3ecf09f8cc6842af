import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { SetFeatureOverrideInput } from '#common/contracts/subscriptions.ts';
import { invalidateUserReads } from './user-details.ts';

/** One user's exception to their tier for one feature (spec 3 §2 Feature Overrides). */
export function useSetFeatureOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetFeatureOverrideInput) => callApi(api.subscriptions.setOverride, { body: input }),
    onSuccess: (_data, { userId }) => invalidateUserReads(queryClient, userId),
  });
}

/** Back to what the user's tier allows. */
export function useRemoveFeatureOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; featureKey: string }) =>
      callApi(api.subscriptions.removeOverride, { body: input }),
    onSuccess: (_data, { userId }) => invalidateUserReads(queryClient, userId),
  });
}
