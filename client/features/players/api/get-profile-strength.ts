import { useQuery } from '@tanstack/react-query';
import type { ProfileStrength } from '#common/profile-strength.ts';

/** The server's profile strength (computeProfileStrength on the stored profile); managers only. */
export function useProfileStrength(playerId: string | undefined) {
  return useQuery<ProfileStrength>({
    queryKey: ['/api/players', playerId, 'profile-strength'],
    enabled: Boolean(playerId),
  });
}
