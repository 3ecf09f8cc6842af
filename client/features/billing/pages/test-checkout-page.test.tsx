import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutSession } from '#common/contracts/subscriptions.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { leaveFor } from '../lib/leave-app.ts';
import { TEST_MODE_LABEL, TestCheckoutPage } from './test-checkout-page.tsx';

vi.mock('../lib/leave-app.ts', () => ({ leaveFor: vi.fn() }));

const ID = 'cs_test_local_abc';
const ROUTE = { path: `/checkout/test/${ID}`, route: '/checkout/test/:sessionId', auth: true };

const session = (over: Partial<CheckoutSession> = {}): CheckoutSession => ({
  sessionId: ID,
  status: 'open',
  paid: false,
  tier: { name: 'first_line', displayName: 'First Line' },
  billingCycle: 'yearly',
  amountCents: 9990,
  attached: false,
  testMode: true,
  ...over,
});

function world(
  checkout: CheckoutSession | null,
  write = () => ({ body: { url: '/signup?checkout=success&session_id=x' } }),
) {
  return mockFetch((r) => {
    if (r.url === '/api/auth/me') return { status: 401 };
    if (r.method === 'GET')
      return checkout
        ? { body: { checkoutSession: checkout } }
        : { status: 404, body: { message: 'Checkout session not found' } };
    return write();
  });
}

beforeEach(() => vi.mocked(leaveFor).mockClear());

describe('the local test checkout', () => {
  it('shows the test-mode label, the plan, cycle and amount, and Pay completes it', async () => {
    const api = world(session());
    const { user } = renderWithApp(<TestCheckoutPage />, ROUTE);
    expect(await screen.findByRole('heading', { name: 'Subscribe to First Line' })).toBeInTheDocument();
    expect(screen.getByText(TEST_MODE_LABEL)).toBeInTheDocument();
    expect(screen.getByText('Billed yearly')).toBeInTheDocument();
    expect(screen.getAllByText('$99.90').length).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Pay $99.90' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/signup?checkout=success&session_id=x'));
    expect(api.writes()).toEqual([
      { method: 'POST', url: `/api/stripe/test-checkout/${ID}/complete`, body: {} },
    ]);
  });

  it('Cancel cancels it and goes where the server says', async () => {
    const api = world(session(), () => ({ body: { url: '/pricing?checkout=cancelled' } }));
    const { user } = renderWithApp(<TestCheckoutPage />, ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/pricing?checkout=cancelled'));
    expect(api.writes().map((r) => r.url)).toEqual([`/api/stripe/test-checkout/${ID}/cancel`]);
  });

  it('a paid checkout of a guest leads on to sign-up with the session', async () => {
    world(session({ status: 'complete', paid: true }));
    renderWithApp(<TestCheckoutPage />, ROUTE);
    expect(await screen.findByRole('heading', { name: 'This checkout is already paid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finish Signing Up' })).toHaveAttribute(
      'href',
      `/signup?checkout=success&session_id=${ID}`,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('a cancelled or unknown checkout says so and links back to pricing', async () => {
    world(session({ status: 'canceled' }));
    const first = renderWithApp(<TestCheckoutPage />, ROUTE);
    expect(await screen.findByRole('heading', { name: 'This checkout was cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute('href', '/pricing');
    first.unmount();

    world(null);
    renderWithApp(<TestCheckoutPage />, ROUTE);
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toBeInTheDocument();
  });

  it('a refused Pay explains why and shows the session as it now is', async () => {
    let checkout = session();
    const api = mockFetch((r) => {
      if (r.url === '/api/auth/me') return { status: 401 };
      if (r.method === 'GET') return { body: { checkoutSession: checkout } };
      checkout = session({ status: 'complete', paid: true });
      return { status: 409, body: { message: 'This checkout is already paid.' } };
    });
    const { user } = renderWithApp(<TestCheckoutPage />, ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Pay $99.90' }));
    expect(await screen.findByText('This checkout is already paid.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'This checkout is already paid' })).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(api.writes()).toHaveLength(1);
  });
});
