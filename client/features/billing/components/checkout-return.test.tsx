import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { CheckoutSession } from '#common/contracts/subscriptions.ts';
import { mockFetch, renderWithApp, type SentRequest } from '#test/component-kit.tsx';
import { CHECKOUT_POLL, CheckoutReturn } from './checkout-return.tsx';

const PARENT = { name: 'Pat Parent', email: 'pat@example.com', role: 'PARENT' };

const session = (over: Partial<CheckoutSession> = {}): { checkoutSession: CheckoutSession } => ({
  checkoutSession: {
    sessionId: 'cs_test_local_1',
    status: 'complete',
    paid: true,
    tier: { name: 'first_line', displayName: 'First Line' },
    billingCycle: 'yearly',
    amountCents: 9990,
    attached: true,
    testMode: true,
    ...over,
  },
});

/** A screen that shows the plan, so the test sees it read again. */
function PlanProbe() {
  useApiQuery(api.parents.account, {});
  return null;
}

beforeAll(() => {
  CHECKOUT_POLL.intervalMs = 5;
});

function world(user: typeof PARENT | null, answers: Array<ReturnType<typeof session>>) {
  return mockFetch((r: SentRequest) => {
    if (r.url === '/api/auth/me') return user ? { body: user } : { status: 401 };
    if (r.url.startsWith('/api/stripe/checkout-sessions/')) return { body: answers.shift() ?? session() };
    return { body: {} };
  });
}

const reads = (sent: SentRequest[], url: string) => sent.filter((r) => r.url === url).length;

describe('the return of a signed-in buyer from checkout', () => {
  it('waits for the payment, says the plan is active, cleans the address and reads the plan again', async () => {
    const api = world(PARENT, [session({ status: 'open', paid: false }), session()]);
    const { router } = renderWithApp(
      <>
        <CheckoutReturn />
        <PlanProbe />
      </>,
      { path: '/parent/dashboard?tab=subscription&checkout=success&session_id=cs_test_local_1', auth: true },
    );
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('Your First Line plan is active.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/parent/dashboard');
    expect(router.state.location.search).toBe('?tab=subscription');
    expect(reads(api.sent, '/api/stripe/checkout-sessions/cs_test_local_1')).toBe(2);
    await waitFor(() => expect(reads(api.sent, '/api/parents/account')).toBe(2));
  });

  it('says so when the checkout was not completed', async () => {
    world(PARENT, [session({ status: 'canceled', paid: false })]);
    renderWithApp(<CheckoutReturn />, {
      path: '/player/profile?checkout=success&session_id=cs_test_local_1',
      auth: true,
    });
    expect(await screen.findByText('Checkout Not Completed')).toBeInTheDocument();
  });

  it('explains an unknown checkout session', async () => {
    mockFetch((r) =>
      r.url === '/api/auth/me'
        ? { body: PARENT }
        : { status: 404, body: { message: 'Checkout session not found' } },
    );
    renderWithApp(<CheckoutReturn />, {
      path: '/parent/dashboard?checkout=success&session_id=cs_x',
      auth: true,
    });
    expect(await screen.findByText('We could not confirm your payment')).toBeInTheDocument();
  });

  it('leaves a guest (the sign-up page handles its return) and plain visits alone', async () => {
    const guest = world(null, []);
    renderWithApp(<CheckoutReturn />, {
      path: '/signup?checkout=success&session_id=cs_test_local_1',
      auth: true,
    });
    await waitFor(() => expect(reads(guest.sent, '/api/auth/me')).toBe(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(guest.sent.map((r) => r.url)).toEqual(['/api/auth/me']);
  });
});
