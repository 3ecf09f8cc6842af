import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

export function useAdminMetrics() {
  return useApiQuery(api.admin.metrics, {});
}
