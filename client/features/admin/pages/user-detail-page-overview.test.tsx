import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { details, features, open, USER_ID, world } from '#test/admin-user-detail-kit.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { UserDetailPage } from './user-detail-page.tsx';

/** The page without its data, its header, the Overview and Activity tabs (the setup: test/admin-user-detail-kit.ts). */
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
