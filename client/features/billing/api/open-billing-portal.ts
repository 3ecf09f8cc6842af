import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** Manage Billing: Stripe's Billing Portal, or the local billing page without Stripe keys. */
export function useOpenBillingPortal() {
  return useMutation({ mutationFn: () => callApi(api.billing.billingPortal, {}) });
}
