import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { InterestWeeks } from '#common/contracts/interest.ts';

/** The interest funnel (D330): asked only when the plan includes analytics, so a locked plan reads nothing. */
export function useInterestFunnel(playerId: string, weeks: InterestWeeks, enabled: boolean) {
  return useApiQuery(
    api.players.interest,
    enabled ? { params: { id: playerId }, query: { weeks } } : skipToken,
  );
}
