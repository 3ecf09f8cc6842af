import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

export type AnalyticsRange = '30' | '90';

/** Advanced analytics (issue 16): asked only when the plan includes them, so a locked plan reads nothing. */
export function useProfileAnalytics(playerId: string, range: AnalyticsRange, enabled: boolean) {
  return useApiQuery(
    api.players.analytics,
    enabled ? { params: { id: playerId }, query: { range } } : skipToken,
  );
}
