import { type QueryClient, skipToken } from '@tanstack/react-query';
import { apiKeyPrefix, useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import { invalidateAdminReads } from './admin-reads.ts';

/** Spec 3 §3 "Admin user details response": the user, plan, overrides, connections and last 10 actions. */
export function useAdminUserDetails(userId: string | undefined) {
  return useApiQuery(api.admin.userDetails, userId ? { params: { id: userId } } : skipToken);
}

/** Every feature with what this user may do and how much is used (the Feature Overrides list). */
export function useUserFeatures(userId: string | undefined) {
  return useApiQuery(api.subscriptions.userFeatures, userId ? { params: { userId } } : skipToken);
}

/** The tiers the Change Subscription Tier select offers (public read, sortOrder). */
export function useSubscriptionTiers() {
  return useApiQuery(api.subscriptions.tiers, {});
}

/** After a change to one user: every admin read, and that user's feature access. */
export async function invalidateUserReads(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    invalidateAdminReads(queryClient),
    queryClient.invalidateQueries({ queryKey: apiKeyPrefix(api.subscriptions.userFeatures, { userId }) }),
  ]);
}
