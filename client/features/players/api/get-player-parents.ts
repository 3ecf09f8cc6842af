import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlayerParentsResponseSchema } from '#common/contracts/parents.ts';

export type PlayerParentList = z.infer<typeof PlayerParentsResponseSchema>;
export type PlayerParentRecord = PlayerParentList['parents'][number];

/** The parents and guardians linked to a player (managers only; shown for players under 17). */
export function usePlayerParents(playerId: string | undefined) {
  return useQuery<PlayerParentList>({
    queryKey: ['/api/players', playerId, 'parents'],
    enabled: Boolean(playerId),
  });
}
