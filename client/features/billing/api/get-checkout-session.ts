import { skipToken } from '@tanstack/react-query';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';

/** A checkout session as the buyer's pages show it (the random id is its key). */
export function useCheckoutSession(sessionId: string | undefined) {
  return useApiQuery(api.billing.checkoutSession, sessionId ? { params: { sessionId } } : skipToken);
}
