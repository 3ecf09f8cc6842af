import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyCoParentInvitationsResponseSchema } from '#common/contracts/parents.ts';

/** GET /api/co-parents/my-invitations: pending invitations addressed to the signed-in parent. */
export function useMyInvitations() {
  return useQuery<z.infer<typeof MyCoParentInvitationsResponseSchema>>({
    queryKey: ['/api/co-parents/my-invitations'],
  });
}
