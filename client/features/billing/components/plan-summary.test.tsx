import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { summary } from '#test/plans-kit.ts';
import { leaveFor } from '../lib/leave-app.ts';
import { PlanSummary } from './plan-summary.tsx';

vi.mock('../lib/leave-app.ts', () => ({ leaveFor: vi.fn() }));

describe('PlanSummary', () => {
  it('shows the free plan as Free with the players per plan and Upgrade Plan to /pricing', () => {
    mockFetch();
    renderWithApp(<PlanSummary subscription={summary('locker_room', { playerCount: 2, maxPlayers: 3 })} />);
    expect(screen.getByText('Locker Room')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Players per plan' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Renews on/)).not.toBeInTheDocument();
  });

  it('shows a paid plan with its price per period and the renewal date', () => {
    mockFetch();
    renderWithApp(
      <PlanSummary
        subscription={summary('first_line', {
          billingPeriod: 'yearly',
          amountCents: 9990,
          currentPeriodEnd: '2027-11-28T15:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByText('First Line')).toBeInTheDocument();
    expect(screen.getByText('$99.90')).toBeInTheDocument();
    expect(screen.getByText(/per year/)).toBeInTheDocument();
    expect(screen.getByText('Renews on Nov 28, 2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });

  it('says when a plan cancelled at period end ends, and warns about a failed payment', () => {
    mockFetch();
    renderWithApp(
      <PlanSummary
        subscription={summary('warm_up', {
          cancelAtPeriodEnd: true,
          status: 'past_due',
          currentPeriodEnd: '2026-12-28T15:00:00.000Z',
        })}
      />,
    );
    expect(screen.getByText('Ends on Dec 28, 2026')).toBeInTheDocument();
    expect(screen.getByText('Past Due')).toBeInTheDocument();
    expect(screen.getByText(/Your last payment did not go through/)).toBeInTheDocument();
  });

  it('leaves the players per plan out for a player', () => {
    mockFetch();
    renderWithApp(<PlanSummary subscription={summary('warm_up')} showPlayers={false} />);
    expect(screen.queryByText('Players per plan')).not.toBeInTheDocument();
  });

  it('shows a plan an administrator assigned at its tier price, with who assigned it', () => {
    mockFetch();
    renderWithApp(
      <PlanSummary
        subscription={summary('all_star', {
          amountCents: 0,
          currentPeriodStart: null,
          currentPeriodEnd: null,
          canManageBilling: false,
          assignedByAdmin: true,
        })}
      />,
    );
    expect(screen.getByText('$19.99')).toBeInTheDocument();
    expect(screen.getByText(/per month/)).toBeInTheDocument();
    expect(screen.getByText('Assigned by an administrator: you are not charged for it.')).toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
  });

  it('Manage Billing opens the local billing page in the app, and Stripe by leaving it', async () => {
    let url = '/billing';
    const api = mockFetch((r) => (r.url === '/api/stripe/billing-portal' ? { body: { url } } : undefined));
    const { user, router } = renderWithApp(<PlanSummary subscription={summary('warm_up')} />, {
      path: '/parent/dashboard',
    });
    await user.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
    expect(api.writes()).toEqual([{ method: 'POST', url: '/api/stripe/billing-portal', body: {} }]);

    url = 'https://billing.stripe.com/p/session_2';
    await user.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
  });

  it('explains a refused Manage Billing in the error toast', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'You have no paid plan to manage.' } }));
    const { user } = renderWithApp(<PlanSummary subscription={summary('warm_up')} />);
    await user.click(screen.getByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('You have no paid plan to manage.')).toBeInTheDocument();
  });
});
