import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The plans in sortOrder with what each grants (public: the pricing page). */
export function useTiersWithFeatures() {
  return useApiQuery(api.subscriptions.tiersWithFeatures, {});
}
