import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutSession } from '#common/contracts/subscriptions.ts';
import { renderWithApp } from '#test/component-kit.tsx';
import { slowServer } from '#test/slow-server.ts';
import { TestCheckoutPage } from './test-checkout-page.tsx';

vi.mock('../lib/leave-app.ts', () => ({ leaveFor: vi.fn() }));

// The Pay button is disabled by the shared mechanism of components/ui/button.tsx (D234).
describe('the test checkout, double-clicked', () => {
  it('a double-clicked Pay on the test checkout pays once and shows no "already paid" failure', async () => {
    const session: CheckoutSession = {
      sessionId: 'cs_test_local_abc',
      status: 'open',
      paid: false,
      tier: { name: 'first_line', displayName: 'First Line' },
      billingCycle: 'monthly',
      amountCents: 999,
      attached: false,
      testMode: true,
    };
    const server = slowServer(
      (url) => (url.includes('/api/stripe/checkout-sessions/') ? { checkoutSession: session } : undefined),
      (n) =>
        n === 1
          ? { status: 200, body: { url: '/signup?checkout=success' } }
          : { status: 409, body: { message: 'This checkout was already paid.', code: 'CONFLICT' } },
    );
    renderWithApp(<TestCheckoutPage />, {
      path: '/checkout/test/cs_test_local_abc',
      route: '/checkout/test/:sessionId',
      auth: true,
    });
    const pay = await screen.findByRole('button', { name: 'Pay $9.99' });
    // The second click lands after the first click's own work (microtasks) but before the screen shows
    // the pending payment: what a quick double click does on a busy device.
    fireEvent.click(pay);
    for (let i = 0; i < 50; i++) await Promise.resolve();
    fireEvent.click(pay);
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(pay).toBeDisabled();
    server.answerWrites();
    await waitFor(() => expect(screen.getByRole('button', { name: /Processing/ })).toBeInTheDocument());
    expect(server.writes()).toHaveLength(1);
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
  });
});
