import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

export function useTiers() {
  return useApiQuery(api.subscriptions.tiers, {});
}
