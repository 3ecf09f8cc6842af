import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GameStatsResponseSchema } from '#common/contracts/players.ts';

export type GameStats = z.infer<typeof GameStatsResponseSchema>;

export function useGameStats(playerId: string | undefined) {
  return useQuery<GameStats>({
    queryKey: ['/api/players', playerId, 'game-stats'],
    enabled: Boolean(playerId),
  });
}
