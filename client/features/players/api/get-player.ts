import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PlayerDetailSchema } from '#common/contracts/players.ts';

export type PlayerDetail = z.infer<typeof PlayerDetailSchema>;

/** A player by id or slug: player, teamHistory, media and what the viewer may do. */
export function usePlayer(idOrSlug: string | undefined) {
  return useQuery<PlayerDetail>({ queryKey: ['/api/players', idOrSlug], enabled: Boolean(idOrSlug) });
}
