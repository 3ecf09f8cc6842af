import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** A user's plan features and current tier. */
export function useUserFeatures(userId: string | undefined) {
  return useApiQuery(api.subscriptions.userFeatures, userId ? { params: { userId } } : skipToken);
}
