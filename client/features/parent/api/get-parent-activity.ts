import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The parent's last 10 actions. */
export function useParentActivity() {
  return useApiQuery(api.parents.activity, {});
}
