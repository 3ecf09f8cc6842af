import { useMutation } from '@tanstack/react-query';
import { callApi } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** The local test checkout's Pay: fulfils the session as Stripe's webhook would; answers the return page. */
export function useCompleteTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: () => callApi(api.billing.testCheckout.complete, { params: { sessionId } }),
  });
}

/** The local test checkout's Cancel: answers the pricing page with the cancelled marker. */
export function useCancelTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: () => callApi(api.billing.testCheckout.cancel, { params: { sessionId } }),
  });
}
