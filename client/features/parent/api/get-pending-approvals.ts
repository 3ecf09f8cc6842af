import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Approval requests addressed to this parent's e-mail. */
export function usePendingApprovals() {
  return useApiQuery(api.parents.pendingApprovals, {});
}
