import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** User, subscription, children, co-parents and recent activity. */
export function useParentAccount({ enabled = true }: { enabled?: boolean } = {}) {
  return useApiQuery(api.parents.account, {}, { enabled });
}
