import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CoachReferenceListSchema } from '#common/contracts/players.ts';

export type CoachReferenceList = z.infer<typeof CoachReferenceListSchema>;

export function useCoachReferences(playerId: string | undefined) {
  return useQuery<CoachReferenceList>({
    queryKey: ['/api/players', playerId, 'coach-references'],
    enabled: Boolean(playerId),
  });
}
