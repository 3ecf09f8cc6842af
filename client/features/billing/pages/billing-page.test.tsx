import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionSummary, TestPortalUpdateInput } from '#common/contracts/subscriptions.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { summary, TIERS_WITH_FEATURES, tierNamed } from '#test/plans-kit.ts';
import { BillingPage } from './billing-page.tsx';

const PARENT = { name: 'Pat Parent', email: 'pat@example.com', role: 'PARENT' };

/** The API of the local billing page: the plan, and test-portal updates applied to it. */
function world(start: SubscriptionSummary, payments: 'stripe' | 'test' | 'off' = 'test') {
  let plan = start;
  return mockFetch((r) => {
    if (r.url === '/api/auth/me') return { body: PARENT };
    if (r.url === '/api/subscriptions/me') return { body: { subscription: plan } };
    if (r.url === '/api/subscriptions/tiers-with-features')
      return { body: { tiers: TIERS_WITH_FEATURES, payments } };
    if (r.url === '/api/stripe/test-portal/subscription') {
      const change = r.body as TestPortalUpdateInput;
      const tier = change.tierId ? TIERS_WITH_FEATURES.find((t) => t.id === change.tierId)! : undefined;
      const next = {
        ...plan,
        ...(tier ? summary(tier.name, { billingPeriod: plan.billingPeriod }) : {}),
        ...(change.billingCycle ? { billingPeriod: change.billingCycle } : {}),
        ...(change.cancelAtPeriodEnd !== undefined ? { cancelAtPeriodEnd: change.cancelAtPeriodEnd } : {}),
      };
      // What one period of the (new) tier costs at the (new) cycle.
      const prices = TIERS_WITH_FEATURES.find((t) => t.id === next.tier.id)!;
      plan = {
        ...next,
        amountCents: next.billingPeriod === 'yearly' ? prices.priceYearly : prices.priceMonthly,
      };
      return { body: { subscription: plan } };
    }
    return { body: {} };
  });
}

describe('/billing (the local billing page)', () => {
  it('says payments are not available and offers no change while the server takes none (D165)', async () => {
    const api = world(summary('warm_up'), 'off');
    renderWithApp(<BillingPage />, { path: '/billing', auth: true });
    expect(await screen.findByText('Payments are not available right now')).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    const plans = await screen.findByRole('list', { name: 'Paid plans' });
    await waitFor(() =>
      expect(within(plans).getByRole('button', { name: 'Switch to All-Star' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Switch to Yearly' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Plan' })).toBeDisabled();
    expect(api.writes()).toEqual([]);
  });

  it('a subscriber switches the cycle and the plan, each after confirming the price and the date (D244)', async () => {
    const api = world(summary('warm_up'));
    const { user } = renderWithApp(<BillingPage />, { path: '/billing', auth: true });
    expect(await screen.findByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(await screen.findByText('Renews on Dec 28, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to Yearly' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Switch to yearly billing?' });
    expect(within(dialog).getByText('$4.99 per month')).toBeInTheDocument();
    expect(within(dialog).getByText('$49.90 per year')).toBeInTheDocument();
    // Twelve months at $4.99 against one year at $49.90.
    expect(within(dialog).getByText('$9.98 less per year')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Today, [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeInTheDocument();
    expect(within(dialog).getByText('$49.90')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Yearly' }));
    expect(await screen.findByText(/You are now billed yearly\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Switch to Monthly' })).toBeInTheDocument();

    const plans = await screen.findByRole('list', { name: 'Paid plans' });
    expect(within(plans).queryByText('Locker Room')).not.toBeInTheDocument();
    await user.click(within(plans).getByRole('button', { name: 'Switch to All-Star' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Switch to All-Star?' });
    expect(within(dialog).getByText('$150.00 more per year')).toBeInTheDocument();
    // A new tier at the same cycle keeps the period: nothing is charged today, the renewal date stays.
    expect(within(dialog).queryByText('Charged today')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Dec 28, 2026 at $199.90 per year')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch to All-Star' }));
    expect(await screen.findByText(/Your plan is now All-Star\./)).toBeInTheDocument();

    expect(api.writes().map((r) => r.body)).toEqual([
      { billingCycle: 'yearly' },
      { tierId: tierNamed('all_star').id },
    ]);
  });

  it('Keep Current Plan closes the confirmation and changes nothing', async () => {
    const api = world(summary('first_line'));
    const { user } = renderWithApp(<BillingPage />, { path: '/billing', auth: true });
    const plans = await screen.findByRole('list', { name: 'Paid plans' });
    await user.click(within(plans).getByRole('button', { name: 'Switch to Warm-Up' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to Warm-Up?' });
    expect(within(dialog).getByText('$5.00 less per month')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Current Plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([]);
  });

  it('cancels at period end after confirming, then resumes', async () => {
    const api = world(summary('first_line'));
    const { user } = renderWithApp(<BillingPage />, { path: '/billing', auth: true });
    await user.click(await screen.findByRole('button', { name: 'Cancel Plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at Period End' }));
    expect(await screen.findByText('Ends on Dec 28, 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Switch to Yearly' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Resume Plan' }));
    expect(await screen.findByText('Renews on Dec 28, 2026')).toBeInTheDocument();
    expect(api.writes().map((r) => r.body)).toEqual([
      { cancelAtPeriodEnd: true },
      { cancelAtPeriodEnd: false },
    ]);
  });

  it('Keep Plan sends nothing', async () => {
    const api = world(summary('first_line'));
    const { user } = renderWithApp(<BillingPage />, { path: '/billing', auth: true });
    await user.click(await screen.findByRole('button', { name: 'Cancel Plan' }));
    await user.click(await screen.findByRole('button', { name: 'Keep Plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([]);
  });

  it('without a paid plan points to the plans', async () => {
    world(summary('locker_room'));
    renderWithApp(<BillingPage />, { path: '/billing', auth: true });
    expect(await screen.findByRole('heading', { name: 'No paid plan yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  });
});
