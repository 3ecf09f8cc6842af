import { useQuery } from '@tanstack/react-query';
import type { ApprovalValidation } from '#common/contracts/parents.ts';

/** GET /api/approval-requests/validate/{token} (public). */
export function useValidateApprovalToken(token: string) {
  return useQuery<ApprovalValidation>({
    queryKey: ['/api/approval-requests/validate', encodeURIComponent(token)],
    enabled: Boolean(token),
  });
}
