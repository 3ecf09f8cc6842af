import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeyPrefix, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { UpdateTierInput } from '#common/contracts/subscriptions.ts';
import { invalidateAdminReads } from './admin-reads.ts';

/** Every read of tiers (this screen, pricing, plan summaries) and the admin screens read again. */
export function invalidateTierReads(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.subscriptions.tiers) }),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.subscriptions.tiersWithFeatures) }),
    invalidateAdminReads(queryClient),
  ]);
}

export function useUpdateTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tierId, input }: { tierId: string; input: UpdateTierInput }) =>
      callApi(api.subscriptions.updateTier, { params: { id: tierId }, body: input }),
    onSuccess: () => invalidateTierReads(queryClient),
  });
}

export function useSyncTierToStripe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tierId: string) => callApi(api.subscriptions.syncStripe, { params: { id: tierId } }),
    onSuccess: () => invalidateTierReads(queryClient),
  });
}
