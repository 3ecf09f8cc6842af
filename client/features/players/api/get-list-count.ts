import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListCountSchema } from '#common/contracts/players.ts';

export type ListCount = z.infer<typeof ListCountSchema>;

export function useListCount(playerId: string | undefined) {
  return useQuery<ListCount>({
    queryKey: ['/api/players', playerId, 'list-count'],
    enabled: Boolean(playerId),
  });
}
