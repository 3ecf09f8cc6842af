import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** User, subscription, children, co-parents and recent activity. */
export function useParentAccount() {
  return useApiQuery(api.parents.account, {});
}
