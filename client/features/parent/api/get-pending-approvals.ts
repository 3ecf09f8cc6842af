import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PendingApprovalsResponseSchema } from '#common/contracts/parents.ts';

export const PENDING_APPROVALS_KEY = ['/api/parents/pending-approvals'] as const;

/** GET /api/parents/pending-approvals: approval requests addressed to this parent's e-mail. */
export function usePendingApprovals() {
  return useQuery<z.infer<typeof PendingApprovalsResponseSchema>>({ queryKey: PENDING_APPROVALS_KEY });
}
