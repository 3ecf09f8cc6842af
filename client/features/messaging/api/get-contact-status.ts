import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Whether the recruiter may write about a player now, and why not (read fresh each time the composer opens). */
export function useContactStatus(playerId: string, enabled: boolean) {
  return useApiQuery(api.messaging.contactStatus, enabled ? { params: { id: playerId } } : skipToken, {
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
