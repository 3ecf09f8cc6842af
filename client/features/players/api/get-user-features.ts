import { useQuery } from '@tanstack/react-query';
import type { UserFeaturesResponse } from '#common/contracts/subscriptions.ts';

/** A user's plan features and current tier (spec 2 §7 GET /api/subscriptions/features/{userId}). */
export function useUserFeatures(userId: string | undefined) {
  return useQuery<UserFeaturesResponse>({
    queryKey: ['/api/subscriptions/features', userId],
    enabled: Boolean(userId),
  });
}
