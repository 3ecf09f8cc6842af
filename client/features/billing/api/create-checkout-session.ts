import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { CreateCheckoutSessionInput } from '#common/contracts/subscriptions.ts';

/** Starts a checkout for a plan and cycle; answers the page to send the browser to (Stripe or the test checkout). */
export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (input: CreateCheckoutSessionInput) =>
      callApi(api.billing.createCheckoutSession, { body: input }),
  });
}
