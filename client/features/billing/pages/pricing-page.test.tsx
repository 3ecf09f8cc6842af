import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp, type SentRequest } from '#test/component-kit.tsx';
import { summary, TIERS_WITH_FEATURES, tierNamed } from '#test/plans-kit.ts';
import { leaveFor } from '../lib/leave-app.ts';
import { PricingPage } from './pricing-page.tsx';

vi.mock('../lib/leave-app.ts', () => ({ leaveFor: vi.fn() }));

const PARENT = { name: 'Pat Parent', email: 'pat@example.com', role: 'PARENT' };

type Reply = { status?: number; body?: unknown } | undefined;

/** The API as the pricing page meets it: a guest (401) or `user`, their plan, and `extra` for the rest. */
function api({
  user = null as typeof PARENT | null,
  plan = summary(),
  tiers = TIERS_WITH_FEATURES,
  payments = 'test' as 'stripe' | 'test' | 'off',
  extra = (_r: SentRequest): Reply => undefined,
} = {}) {
  return mockFetch((request) => {
    if (request.url === '/api/auth/me')
      return user ? { body: user } : { status: 401, body: { message: 'Not signed in' } };
    if (request.url === '/api/subscriptions/tiers-with-features') return { body: { tiers, payments } };
    if (request.url === '/api/subscriptions/me') return { body: { subscription: plan } };
    return extra(request);
  });
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => vi.mocked(leaveFor).mockClear());

describe('/pricing', () => {
  it('lists each plan with its price, Most Popular on First Line, and the limits without coming-soon features', async () => {
    api();
    renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    expect(await screen.findByText('Loading pricing options...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'First Line' });

    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Locker Room',
      'Warm-Up',
      'First Line',
      'All-Star',
    ]);
    expect(within(card('First Line')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('Warm-Up')).queryByText('Most Popular')).not.toBeInTheDocument();
    expect(within(card('Locker Room')).getByText('Free')).toBeInTheDocument();
    expect(within(card('First Line')).getByText('$9.99')).toBeInTheDocument();
    expect(within(card('First Line')).getByText('per month')).toBeInTheDocument();

    const firstLine = within(card('First Line'));
    expect(firstLine.getByText('Highlight Clips').closest('li')).toHaveTextContent('Up to 3');
    expect(firstLine.getByText('Upcoming Events').closest('li')).toHaveTextContent('Unlimited');
    expect(firstLine.getByText('Custom Profile URL').closest('li')).toHaveTextContent('Included');
    // Disabled features are struck through; coming-soon ones are nowhere.
    expect(within(card('Locker Room')).getByText('Highlight Clips').tagName).toBe('S');
    expect(screen.queryByText('Verified Badge Request')).not.toBeInTheDocument();
    expect(screen.queryByText('Priority Search Placement')).not.toBeInTheDocument();

    // FAQ and the paid plan benefits of spec 1 §2.
    expect(screen.getByText('Can I change my plan later?')).toBeInTheDocument();
    expect(screen.getByText('What payment methods do you accept?')).toBeInTheDocument();
    expect(screen.getByText('Is there a free trial?')).toBeInTheDocument();
    for (const benefit of [
      'Multiple highlight videos',
      'Custom profile URL',
      'More upcoming events',
      'Advanced analytics',
    ]) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
  });

  it('switches to yearly prices, and shows Save up to 17% only when yearly saves', async () => {
    api();
    const { user } = renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await screen.findByRole('article', { name: 'First Line' });
    expect(screen.getByText('Save up to 17%')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(card('First Line')).getByText('$99.90')).toBeInTheDocument();
    expect(within(card('First Line')).getByText('per year')).toBeInTheDocument();
    expect(within(card('First Line')).getByText('Save $19.98 a year')).toBeInTheDocument();
  });

  it('hides the savings badge when no yearly price is below twelve months', async () => {
    api({ tiers: TIERS_WITH_FEATURES.map((t) => ({ ...t, priceYearly: 12 * t.priceMonthly })) });
    renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await screen.findByRole('article', { name: 'First Line' });
    expect(screen.queryByText('Save up to 17%')).not.toBeInTheDocument();
  });

  it('a guest selects a plan: the checkout is created for the chosen cycle and the browser goes there', async () => {
    const sent = api({ extra: () => ({ body: { url: '/checkout/test/cs_test_local_1' } }) });
    const { user } = renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await screen.findByRole('article', { name: 'First Line' });
    expect(
      within(card('Locker Room')).getByRole('link', { name: 'Get Started Free' }).getAttribute('href'),
    ).toBe('/signup');
    expect(within(card('Warm-Up')).getByRole('button').textContent).toBe('Select Plan');

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(within(card('First Line')).getByRole('button', { name: 'Select Plan: First Line' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/checkout/test/cs_test_local_1'));
    expect(sent.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/stripe/create-checkout-session',
        body: { tierId: tierNamed('first_line').id, billingCycle: 'yearly' },
      },
    ]);
    // The button keeps saying so while the browser leaves; the others wait.
    expect(within(card('First Line')).getByRole('button').textContent).toBe('Processing...');
    expect(within(card('All-Star')).getByRole('button')).toBeDisabled();
  });

  it('a failed checkout shows the Error toast with the server message, or the catalogue text', async () => {
    let answer: Reply = {
      status: 409,
      body: { message: 'You already have a paid plan. Change it from Manage Billing.' },
    };
    api({ extra: () => answer });
    const { user } = renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await screen.findByRole('article', { name: 'First Line' });

    await user.click(within(card('Warm-Up')).getByRole('button'));
    expect(
      await screen.findByText('You already have a paid plan. Change it from Manage Billing.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(card('Warm-Up')).getByRole('button').textContent).toBe('Select Plan');

    answer = { status: 500, body: {} };
    await user.click(within(card('All-Star')).getByRole('button'));
    expect(await screen.findByText('Failed to create checkout session')).toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('a signed-in user on the free plan sees it marked and Upgrade Now on the paid plans', async () => {
    api({ user: PARENT, plan: summary('locker_room') });
    renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await waitFor(() =>
      expect(within(card('Locker Room')).getByRole('button').textContent).toBe('Current Plan'),
    );
    expect(within(card('Locker Room')).getByRole('button')).toBeDisabled();
    expect(within(card('Locker Room')).getAllByText('Current Plan')).toHaveLength(2);
    expect(within(card('First Line')).getByRole('button').textContent).toBe('Upgrade Now');
  });

  it('a paid subscriber opens Manage Billing from Change Plan instead of a second checkout', async () => {
    const sent = api({
      user: PARENT,
      plan: summary('warm_up'),
      extra: (r) =>
        r.url === '/api/stripe/billing-portal'
          ? { body: { url: 'https://billing.stripe.com/p/session_1' } }
          : undefined,
    });
    const { user } = renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await waitFor(() => expect(within(card('Warm-Up')).getByRole('button').textContent).toBe('Current Plan'));
    expect(within(card('All-Star')).getByRole('button').textContent).toBe('Change Plan');
    await user.click(within(card('First Line')).getByRole('button', { name: 'Change Plan: First Line' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://billing.stripe.com/p/session_1'));
    expect(sent.writes().map((r) => r.url)).toEqual(['/api/stripe/billing-portal']);
    // Get Started Free takes a signed-in parent to their dashboard (spec 1 §6).
    expect(within(card('Locker Room')).getByRole('link')).toHaveAttribute('href', '/parent/dashboard');
  });

  it('shows Checkout Cancelled after a cancelled checkout and removes the query from the address', async () => {
    api();
    const { router, user } = renderWithApp(<PricingPage />, {
      path: '/pricing?checkout=cancelled&ref=x',
      auth: true,
    });
    expect(await screen.findByText('Checkout Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?ref=x'));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByText('Checkout Cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Checkout Cancelled')).not.toBeInTheDocument();
  });

  it('shows no alert on a plain visit', async () => {
    api();
    renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await screen.findByRole('article', { name: 'First Line' });
    expect(screen.queryByText('Checkout Cancelled')).not.toBeInTheDocument();
    expect(screen.queryByText('Payments are not available right now')).not.toBeInTheDocument();
  });

  it('says payments are not available and disables every paid plan when the server takes none (D165)', async () => {
    const sent = api({ payments: 'off' });
    const { user } = renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await screen.findByRole('article', { name: 'First Line' });
    const notice = screen.getByText('Payments are not available right now').closest('[role="status"]');
    expect(notice).toHaveTextContent('free Locker Room plan');
    for (const name of ['Warm-Up', 'First Line', 'All-Star']) {
      const button = within(card(name)).getByRole('button');
      expect(button.textContent).toBe('Payments Unavailable');
      expect(button).toBeDisabled();
      await user.click(button);
    }
    // No dead end: the free plan still leads somewhere.
    expect(within(card('Locker Room')).getByRole('link', { name: 'Get Started Free' })).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('a subscriber cannot open Change Plan while payments are off; the current plan stays marked', async () => {
    api({ user: PARENT, payments: 'off', plan: summary('warm_up') });
    renderWithApp(<PricingPage />, { path: '/pricing', auth: true });
    await waitFor(() => expect(within(card('Warm-Up')).getByRole('button').textContent).toBe('Current Plan'));
    expect(within(card('All-Star')).getByRole('button').textContent).toBe('Payments Unavailable');
    expect(within(card('All-Star')).getByRole('button')).toBeDisabled();
  });
});
