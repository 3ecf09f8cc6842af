import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#client/components/ui/use-toast.ts';
import { callApi } from '#client/lib/api.ts';
import { useAuth } from '#client/lib/auth.tsx';
import { showErrorToast } from '#client/lib/error-toast.tsx';
import { PATHS } from '#client/lib/paths.ts';
import { api } from '#common/api/index.ts';
import type { CheckoutSession } from '#common/contracts/subscriptions.ts';
import { invalidatePlanQueries } from '../lib/plan-queries.ts';

/** How long the return waits for a payment to be confirmed (Stripe's webhook may come a moment later). */
export const CHECKOUT_POLL = { attempts: 8, intervalMs: 1500 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Decisions §6: a signed-in buyer returns to their home with ?checkout=success&session_id=... The query
 * is removed at once, the checkout session is read (again while it is still open, for a short while),
 * the outcome is shown as a toast, and every read of the plan is refreshed. A guest's return to /signup
 * is the sign-up page's (spec 1 §4). Rendered once, in the root layout.
 */
export function CheckoutReturn() {
  const { user, isLoading } = useAuth();
  const [searchParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);

  const sessionId = searchParams.get('checkout') === 'success' ? searchParams.get('session_id') : null;
  const isSignup = pathname === PATHS.signup || pathname === PATHS.register;

  useEffect(() => {
    if (isLoading || !user || !sessionId || isSignup || handled.current === sessionId) return;
    handled.current = sessionId;
    const rest = new URLSearchParams(searchParams);
    rest.delete('checkout');
    rest.delete('session_id');
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
    void confirmCheckout(sessionId, queryClient);
  }, [isLoading, user, sessionId, isSignup, searchParams, pathname, hash, navigate, queryClient]);

  return null;
}

async function confirmCheckout(sessionId: string, queryClient: QueryClient): Promise<void> {
  let session: CheckoutSession | undefined;
  try {
    for (let attempt = 1; attempt <= CHECKOUT_POLL.attempts; attempt += 1) {
      ({ checkoutSession: session } = await callApi(api.billing.checkoutSession, { params: { sessionId } }));
      if (session.status !== 'open') break;
      if (attempt < CHECKOUT_POLL.attempts) await sleep(CHECKOUT_POLL.intervalMs);
    }
  } catch (error) {
    showErrorToast('We could not confirm your payment', error);
    return;
  } finally {
    await invalidatePlanQueries(queryClient);
  }
  if (!session) return;
  if (session.status === 'complete' && session.paid) {
    toast({ title: 'Payment Successful', description: `Your ${session.tier.displayName} plan is active.` });
  } else if (session.status === 'open' || session.status === 'complete') {
    toast({
      title: 'Payment Processing',
      description: `We are confirming your payment. Your ${session.tier.displayName} plan will show here in a moment.`,
    });
  } else {
    toast({
      title: 'Checkout Not Completed',
      description: 'Your checkout was not completed and you have not been charged.',
      variant: 'destructive',
    });
  }
}
