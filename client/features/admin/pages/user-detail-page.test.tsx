import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUserDetails } from '#common/contracts/admin.ts';
import type { UserFeature } from '#common/contracts/subscriptions.ts';
import { FEATURES, featureLimitFor } from '#common/tier-limits.ts';
import { mockFetch, renderWithApp, type SentRequest } from '#test/component-kit.tsx';
import { summary, TIERS_WITH_FEATURES } from '#test/plans-kit.ts';
import { UserDetailPage } from './user-detail-page.tsx';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ADMIN_ID = '99999999-9999-4999-8999-999999999999';
const ROUTE = '/admin/users/:userId';

function details(
  over: Partial<AdminUserDetails['user']> = {},
  rest: Partial<AdminUserDetails> = {},
): AdminUserDetails {
  return {
    user: {
      id: USER_ID,
      name: 'Dana Parent',
      email: 'dana@example.com',
      role: 'PARENT',
      emailVerified: true,
      suspended: false,
      suspendedAt: null,
      suspendedReason: null,
      createdAt: '2026-01-15T15:00:00.000Z',
      lastLoginAt: null,
      ...over,
    },
    subscription: null,
    featureOverrides: [],
    connectedProfiles: { players: [], recruiter: null, organization: null },
    connectedUsers: { coParents: [], playerUsers: [], parentUsers: [] },
    recentActivity: [],
    ...rest,
  };
}

/** GET /api/subscriptions/features/{userId} on the free tier, with 1 of 2 events used. */
function features(): UserFeature[] {
  return FEATURES.map((f) => {
    const access = featureLimitFor('locker_room', f.key);
    return {
      key: f.key,
      name: f.name,
      description: f.description,
      limit: access.limit,
      used: f.key === 'upcoming_events' ? 1 : f.key === 'highlight_clips' ? 0 : null,
      hasAccess: access.enabled,
      isComingSoon: f.isComingSoon,
    };
  });
}

type Reply = { status?: number; body?: unknown } | undefined;

/** The API the page talks to: the admin's session, this user's details, features and the tiers. */
function world(
  user: AdminUserDetails | { status: number },
  write: (r: SentRequest) => Reply = () => undefined,
) {
  return mockFetch((r) => {
    if (r.url === '/api/auth/me')
      return {
        body: { id: ADMIN_ID, name: 'Admin', email: 'admin@x.test', role: 'ADMIN', emailVerified: true },
      };
    if (r.method !== 'GET') return write(r) ?? { body: { message: 'ok' } };
    if (r.url === `/api/admin/users/${USER_ID}/details`)
      return 'status' in user ? { status: user.status, body: { message: 'User not found' } } : { body: user };
    if (r.url === `/api/subscriptions/features/${USER_ID}`)
      return {
        body: { features: features(), currentTier: { name: 'locker_room', displayName: 'Locker Room' } },
      };
    if (r.url === '/api/subscriptions/tiers')
      return { body: { tiers: TIERS_WITH_FEATURES.map(({ features: _f, ...t }) => t) } };
    return { status: 404, body: { message: 'Not found' } };
  });
}

const open = (tab?: string) => ({
  path: `/admin/users/${USER_ID}${tab ? `?tab=${tab}` : ''}`,
  route: ROUTE,
  auth: true,
});

describe('the admin user detail page: missing data', () => {
  it("says 'User ID not found' without a user id, and offers the way back", async () => {
    const api = world(details());
    renderWithApp(<UserDetailPage />, { path: '/admin/users', route: '/admin/users', auth: true });
    expect(await screen.findByRole('heading', { name: 'User ID not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(api.sent.some((r) => r.url.includes('/details'))).toBe(false);
  });

  it("says 'User not found' on a 404, with the back button", async () => {
    world({ status: 404 });
    renderWithApp(<UserDetailPage />, open());
    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows an error with Try Again on another failure, and retries', async () => {
    let fail = true;
    const api = mockFetch((r) => {
      if (r.url === '/api/auth/me') return { status: 401 };
      if (r.url.endsWith('/details'))
        return fail ? { status: 500, body: { message: 'Internal error' } } : { body: details() };
      return {
        body: { features: features(), currentTier: { name: 'locker_room', displayName: 'Locker Room' } },
      };
    });
    const { user } = renderWithApp(<UserDetailPage />, open());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Account information not found')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Dana Parent' })).toBeInTheDocument();
    expect(api.sent.filter((r) => r.url.endsWith('/details'))).toHaveLength(2);
  });
});

describe('the admin user detail page: header and overview', () => {
  it('shows name, e-mail, role, Verified and no Suspended badge for an active verified user', async () => {
    world(details());
    renderWithApp(<UserDetailPage />, open());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Parent' })).toBeInTheDocument();
    const badges = screen.getByRole('list', { name: 'Account status' });
    expect(within(badges).getByText('PARENT')).toBeInTheDocument();
    expect(within(badges).getByText('Verified')).toBeInTheDocument();
    expect(within(badges).queryByText('Pending Verification')).not.toBeInTheDocument();
    expect(within(badges).queryByText('Suspended')).not.toBeInTheDocument();
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Email' })).not.toBeInTheDocument();
  });

  it('shows Pending Verification and Suspended, the suspension box, and resends the verification e-mail', async () => {
    const api = world(
      details({
        role: 'ADMIN',
        emailVerified: false,
        suspended: true,
        suspendedAt: null,
        suspendedReason: 'Chargeback fraud',
      }),
    );
    const { user } = renderWithApp(<UserDetailPage />, open());
    const badges = await screen.findByRole('list', { name: 'Account status' });
    expect(within(badges).getByText('ADMIN').className).toContain('bg-destructive');
    expect(within(badges).getByText('Pending Verification')).toBeInTheDocument();
    expect(within(badges).getByText('Suspended')).toBeInTheDocument();
    const box = screen.getByTestId('suspension-box');
    expect(within(box).getByText('Suspended on Unknown')).toBeInTheDocument();
    expect(within(box).getByText('Chargeback fraud')).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'POST', url: `/api/admin/users/${USER_ID}/resend-verification`, body: {} },
    ]);
  });

  it("says 'No reason given' for a suspension without a reason", async () => {
    world(details({ suspended: true, suspendedAt: '2026-03-02T18:30:00.000Z', suspendedReason: null }));
    renderWithApp(<UserDetailPage />, open());
    const box = await screen.findByTestId('suspension-box');
    expect(within(box).getByText('No reason given')).toBeInTheDocument();
    expect(within(box).getByText(/^Suspended on March 2, 2026 at/)).toBeInTheDocument();
  });

  it('lists connected profiles and users with their links, and hides the cards when there are none', async () => {
    world(
      details(
        {},
        {
          connectedProfiles: {
            players: [
              {
                id: 'p1',
                slug: 'sam-parent',
                firstName: 'Sam',
                lastName: 'Parent',
                profileImageUrl: null,
                category: 'MALE',
                birthYear: 2011,
                birthMonth: null,
                currentTeamName: 'Edina Hornets',
                profileStatus: 'active',
              },
              {
                id: 'p2',
                slug: 'kit-parent',
                firstName: 'Kit',
                lastName: 'Parent',
                profileImageUrl: null,
                category: 'FEMALE',
                birthYear: 2013,
                birthMonth: null,
                currentTeamName: null,
                profileStatus: 'draft',
              },
            ],
            recruiter: null,
            organization: null,
          },
          connectedUsers: {
            coParents: [
              {
                id: 'u-co',
                name: 'Robin Co',
                email: 'robin@example.com',
                playerId: 'p1',
                playerName: 'Sam Parent',
              },
            ],
            playerUsers: [],
            parentUsers: [],
          },
        },
      ),
    );
    renderWithApp(<UserDetailPage />, open());
    expect(await screen.findByRole('heading', { name: 'Managed Player Profiles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile of Sam Parent' })).toHaveAttribute(
      'href',
      '/player/sam-parent',
    );
    expect(screen.getByRole('link', { name: 'View Profile of Kit Parent' })).toHaveAttribute(
      'href',
      '/player/kit-parent',
    );
    expect(screen.getByText('Active').className).toContain('bg-primary');
    expect(screen.getByText('Draft').className).toContain('border-border');
    expect(screen.getByText('Edina Hornets')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Co-Parents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View User Robin Co' })).toHaveAttribute(
      'href',
      '/admin/users/u-co',
    );
    expect(screen.queryByRole('heading', { name: 'Parent User Accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recruiter Profile' })).not.toBeInTheDocument();
  });

  it('keeps the tab in the URL', async () => {
    world(details());
    const { user, router } = renderWithApp(<UserDetailPage />, open());
    await user.click(await screen.findByRole('tab', { name: 'Billing History' }));
    expect(router.state.location.search).toBe('?tab=billing');
    expect(screen.getByText('Billing history is coming soon')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });
});

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

describe('the admin user detail page: activity log', () => {
  it('shows each event as words, the date with time, and N/A without an IP address', async () => {
    world(
      details(
        {},
        {
          recentActivity: [
            {
              id: 'a1',
              eventType: 'login_success',
              createdAt: '2026-03-02T18:30:00.000Z',
              ipAddress: '203.0.113.9',
            },
            { id: 'a2', eventType: 'password_reset', createdAt: '2026-03-01T08:05:00.000Z', ipAddress: null },
          ],
        },
      ),
    );
    renderWithApp(<UserDetailPage />, open('activity'));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Login Success')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('203.0.113.9')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/^March 2, 2026 at/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Password Reset')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('N/A')).toBeInTheDocument();
  });

  it("says 'No activity recorded' when there is none", async () => {
    world(details());
    renderWithApp(<UserDetailPage />, open('activity'));
    expect(await screen.findByRole('heading', { name: 'No activity recorded' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
