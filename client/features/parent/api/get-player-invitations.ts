import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CoParentInvitationListSchema } from '#common/contracts/parents.ts';

/** GET /api/players/{id}/co-parents/invitations: the co-parent invitations sent for a child. */
export function usePlayerInvitations(playerId: string) {
  return useQuery<z.infer<typeof CoParentInvitationListSchema>>({
    queryKey: ['/api/players', playerId, 'co-parents/invitations'],
  });
}
