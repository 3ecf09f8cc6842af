import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TeamHistoryListSchema } from '#common/contracts/players.ts';

export type TeamHistoryList = z.infer<typeof TeamHistoryListSchema>;

export function useTeamHistory(playerId: string | undefined) {
  return useQuery<TeamHistoryList>({
    queryKey: ['/api/players', playerId, 'team-history'],
    enabled: Boolean(playerId),
  });
}
