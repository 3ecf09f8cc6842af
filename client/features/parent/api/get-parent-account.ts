import { useQuery } from '@tanstack/react-query';
import type { ParentAccount } from '#common/contracts/parents.ts';

export const PARENT_ACCOUNT_KEY = ['/api/parents/account'] as const;

/** GET /api/parents/account: user, subscription, children, co-parents and recent activity. */
export function useParentAccount() {
  return useQuery<ParentAccount>({ queryKey: PARENT_ACCOUNT_KEY });
}
