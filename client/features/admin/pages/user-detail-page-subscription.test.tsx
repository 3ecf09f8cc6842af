import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { details, open, USER_ID, world } from '#test/admin-user-detail-kit.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { summary, TIERS_WITH_FEATURES } from '#test/plans-kit.ts';
import { UserDetailPage } from './user-detail-page.tsx';

/** The Subscription tab: the plan, the suspension and the feature overrides (the setup: test/admin-user-detail-kit.ts). */
describe('the admin user detail page: subscription and features', () => {
  it("shows 'No active subscription', keeps Update Tier disabled until a tier is chosen, then sends it", async () => {
    const firstLine = TIERS_WITH_FEATURES[2];
    const api = world(details({ role: 'PLAYER' }));
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    expect(await screen.findByText('No active subscription')).toBeInTheDocument();
    expect(
      screen.getByText('Manually assigns a tier and overrides any existing subscription.'),
    ).toBeInTheDocument();
    const update = screen.getByRole('button', { name: 'Update Tier' }) as HTMLButtonElement;
    expect(update).toBeDisabled();
    const select = screen.getByRole('combobox', { name: 'Tier' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'First Line — $9.99/mo' })).toBeInTheDocument(),
    );
    expect(within(select).getByRole('option', { name: 'Locker Room — Free' })).toBeInTheDocument();
    await user.selectOptions(select, firstLine?.id ?? '');
    expect(update).toBeEnabled();
    await user.click(update);
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', url: `/api/admin/users/${USER_ID}/subscription`, body: { tierId: firstLine?.id } },
      ]),
    );
    expect(await screen.findByText('Subscription updated')).toBeInTheDocument();
  });

  it('shows the server reason when the tier is refused', async () => {
    world(details({ role: 'PARENT' }), () => ({
      status: 409,
      body: { message: 'This user pays through Stripe; change the plan in Stripe.' },
    }));
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    const select = await screen.findByRole('combobox', { name: 'Tier' });
    await waitFor(() => expect((select as HTMLSelectElement).options.length).toBeGreaterThan(1));
    await user.selectOptions(select, TIERS_WITH_FEATURES[1]?.id ?? '');
    await user.click(screen.getByRole('button', { name: 'Update Tier' }));
    expect(
      await screen.findByText('This user pays through Stripe; change the plan in Stripe.'),
    ).toBeInTheDocument();
  });

  it('shows the current subscription with its price, coupon, status and max players', async () => {
    world(
      details(
        {},
        {
          subscription: summary('first_line', {
            couponCode: 'HOCKEY20',
            discountPercent: 20,
            amountCents: 799,
            maxPlayers: 5,
          }),
        },
      ),
    );
    renderWithApp(<UserDetailPage />, open('subscription'));
    expect(await screen.findByText('First Line')).toBeInTheDocument();
    expect(screen.getByText('$7.99 per month')).toBeInTheDocument();
    expect(screen.getByText('HOCKEY20')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Active').className).toContain('bg-success');
  });

  it('shows a plan an administrator assigned at its tier price, never as $0.00', async () => {
    world(
      details(
        {},
        {
          subscription: summary('all_star', {
            amountCents: 0,
            currentPeriodStart: null,
            currentPeriodEnd: null,
            canManageBilling: false,
            assignedByAdmin: true,
          }),
        },
      ),
    );
    renderWithApp(<UserDetailPage />, open('subscription'));
    expect(await screen.findByText('All-Star')).toBeInTheDocument();
    expect(screen.getByText('$19.99 per month')).toBeInTheDocument();
    expect(screen.getByText('Assigned by an administrator')).toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });

  it('offers no feature overrides on an account that holds no plan', async () => {
    world(details({ role: 'RECRUITER' }));
    renderWithApp(<UserDetailPage />, open('subscription'));
    expect(await screen.findByText(/Feature overrides change what a plan includes/)).toBeInTheDocument();
    expect(screen.queryByText('Highlight Clips')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('disables the tier select for a role that holds no plan', async () => {
    world(details({ role: 'RECRUITER' }));
    renderWithApp(<UserDetailPage />, open('subscription'));
    const select = (await screen.findByRole('combobox', { name: 'Tier' })) as HTMLSelectElement;
    expect(select).toBeDisabled();
    expect(screen.getByText(/Only player and parent accounts hold a plan/)).toBeInTheDocument();
  });

  it('suspends with the reason typed in the Suspend User Account dialog', async () => {
    const api = world(details());
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    await user.click(await screen.findByRole('button', { name: 'Suspend User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User Account' });
    expect(
      within(dialog).getByText(/This prevents the user from logging in and ends their sessions\./),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Abusive messages');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', url: `/api/admin/users/${USER_ID}/suspend`, body: { reason: 'Abusive messages' } },
      ]),
    );
    expect(await screen.findByText('User suspended')).toBeInTheDocument();
  });

  it("says 'Failed to suspend user' when the server refuses", async () => {
    world(details(), () => ({ status: 500, body: { message: 'boom' } }));
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    await user.click(await screen.findByRole('button', { name: 'Suspend User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend User Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend User' }));
    expect(await screen.findByText('Failed to suspend user')).toBeInTheDocument();
  });

  it('does not offer to suspend the admin themself', async () => {
    mockFetch((r) => {
      if (r.url === '/api/auth/me')
        return { body: { id: USER_ID, name: 'Me', email: 'me@x.test', role: 'ADMIN', emailVerified: true } };
      if (r.url.endsWith('/details')) return { body: details({ role: 'ADMIN' }) };
      return {
        body: { tiers: [], features: [], currentTier: { name: 'locker_room', displayName: 'Locker Room' } },
      };
    });
    renderWithApp(<UserDetailPage />, open('subscription'));
    expect(await screen.findByText('You cannot suspend your own account.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspend User' })).toBeDisabled();
  });

  it('unsuspends after the confirmation', async () => {
    const api = world(details({ suspended: true, suspendedAt: '2026-03-02T18:30:00.000Z' }));
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    await user.click(await screen.findByRole('button', { name: 'Unsuspend User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsuspend User' });
    await user.click(within(dialog).getByRole('button', { name: 'Unsuspend User' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', url: `/api/admin/users/${USER_ID}/unsuspend`, body: {} },
      ]),
    );
  });

  it('lists every feature with its limit and used count, and sets a limit from the select', async () => {
    const api = world(
      details(
        {},
        {
          featureOverrides: [{ featureKey: 'upcoming_events', enabled: true, limit: 2, limitOverride: 2 }],
        },
      ),
    );
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    const clips = await screen.findByRole('combobox', { name: 'Highlight Clips' });
    const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;
    const current = (name: string) =>
      within(rowOf(name))
        .getByText(/^Current:/)
        .closest('p')?.textContent;
    expect(current('Highlight Clips')).toBe('Current: Off · 0 used');
    expect(current('Upcoming Events')).toBe('Current: Up to 2 · 1 used');
    expect(current('Game Stats')).toBe('Current: Included');
    expect(within(rowOf('Upcoming Events')).getByText('Override')).toBeInTheDocument();
    expect(within(rowOf('Highlight Clips')).queryByText('Override')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Game Stats' })).toHaveAttribute('aria-checked', 'true');

    await user.selectOptions(clips, '3');
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/subscriptions/override-feature',
          body: { userId: USER_ID, featureKey: 'highlight_clips', enabled: true, limit: 3 },
        },
      ]),
    );
    await user.selectOptions(clips, 'unlimited');
    await user.selectOptions(clips, 'off');
    await waitFor(() => expect(api.writes()).toHaveLength(3));
    expect(api.writes().map((w) => w.body)).toEqual([
      { userId: USER_ID, featureKey: 'highlight_clips', enabled: true, limit: 3 },
      { userId: USER_ID, featureKey: 'highlight_clips', enabled: true, limit: 'unlimited' },
      { userId: USER_ID, featureKey: 'highlight_clips', enabled: false, limit: null },
    ]);

    await user.click(within(rowOf('Upcoming Events')).getByRole('button', { name: 'Reset to plan' }));
    await waitFor(() =>
      expect(api.writes().at(-1)).toEqual({
        method: 'DELETE',
        url: '/api/subscriptions/override-feature',
        body: { userId: USER_ID, featureKey: 'upcoming_events' },
      }),
    );
  });

  it('turns a switch feature on, and disables the controls of coming-soon features', async () => {
    const api = world(details());
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    const analytics = await screen.findByRole('switch', { name: 'Advanced Analytics' });
    expect(analytics).toHaveAttribute('aria-checked', 'false');
    const soon = screen.getByRole('switch', { name: 'Verified Badge Request' }) as HTMLButtonElement;
    expect(soon).toBeDisabled();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(2);
    await user.click(soon);
    await user.click(analytics);
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/subscriptions/override-feature',
          body: { userId: USER_ID, featureKey: 'advanced_analytics', enabled: true, limit: null },
        },
      ]),
    );
  });

  it("keeps every feature control disabled while saving, then says 'Failed to update feature'", async () => {
    const api = world(details(), () => ({ status: 500, body: { message: 'boom' } }));
    const recorded = globalThis.fetch;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The write waits until the test lets it answer.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await gate;
      return recorded(input, init);
    });
    const { user } = renderWithApp(<UserDetailPage />, open('subscription'));
    const clips = (await screen.findByRole('combobox', { name: 'Highlight Clips' })) as HTMLSelectElement;
    const stats = screen.getByRole('switch', { name: 'Game Stats' }) as HTMLButtonElement;
    expect(clips).toBeEnabled();
    expect(stats).toBeEnabled();
    await user.selectOptions(clips, '1');
    await waitFor(() => expect(clips).toBeDisabled());
    expect(stats).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Upcoming Events' })).toBeDisabled();
    release();
    expect(await screen.findByText('Failed to update feature')).toBeInTheDocument();
    await waitFor(() => expect(clips).toBeEnabled());
    expect(api.writes()).toHaveLength(1);
  });
});
