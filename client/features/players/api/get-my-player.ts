import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlayerDetailSchema } from '#common/contracts/players.ts';

export type PlayerDetail = z.infer<typeof PlayerDetailSchema>;

/** The signed-in player's own profile (404 when they have none yet). */
export function useMyPlayer() {
  return useQuery<PlayerDetail>({ queryKey: ['/api/players/me'] });
}
