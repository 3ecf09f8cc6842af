import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { TestPortalUpdateInput } from '#common/contracts/subscriptions.ts';
import { invalidatePlanQueries } from '../lib/plan-queries.ts';

/** The local billing page's change (plan, cycle, cancel or resume at period end); answers the new plan. */
export function useUpdateTestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestPortalUpdateInput) => callApi(api.billing.testPortal.update, { body: input }),
    onSuccess: async (data) => {
      queryClient.setQueryData(apiKey(api.subscriptions.mine, {}), data);
      await invalidatePlanQueries(queryClient, { exceptMine: true });
    },
  });
}
