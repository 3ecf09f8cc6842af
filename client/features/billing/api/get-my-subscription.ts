import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The signed-in user's plan; idle for a guest (`enabled` false). */
export function useMySubscription(enabled = true) {
  return useApiQuery(api.subscriptions.mine, enabled ? {} : skipToken);
}
