import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GoalListSchema } from '#common/contracts/players.ts';

export type GoalList = z.infer<typeof GoalListSchema>;

/** Managers get every goal; everyone else only the public ones. */
export function useGoals(playerId: string | undefined) {
  return useQuery<GoalList>({ queryKey: ['/api/players', playerId, 'goals'], enabled: Boolean(playerId) });
}
