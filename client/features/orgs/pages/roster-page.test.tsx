import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp, type SentRequest } from '#test/component-kit.tsx';
import { RosterPage } from './roster-page.tsx';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const TEAM = '00000000-0000-4000-8000-0000000000cc';
const ORGANIZATION = {
  id: ORG,
  name: 'North Stars Hockey Club',
  slug: 'north-stars',
  type: 'club',
  website: null,
  logoUrl: null,
  description: null,
  city: null,
  region: null,
  createdAt: '2026-01-01T00:00:00Z',
};
const MINE = {
  organization: ORGANIZATION,
  membership: { role: 'ORG_ADMIN', scopes: ['roster'], isOwner: true },
};

function entry(i: number, status: 'active' | 'pending' = 'active') {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    id,
    status,
    endReason: null,
    player:
      status === 'active'
        ? {
            id,
            slug: `skater-${i}`,
            firstName: `Skater${i}`,
            lastName: 'Novak',
            positions: ['C'],
            birthYear: 2009,
            currentTeamName: 'North Stars U16',
            category: 'MALE',
            showCategory: true,
            verificationStatus: 'pending',
            profileImageUrl: null,
          }
        : null,
    profileStrength: status === 'active' ? 60 : null,
    invitedEmail: status === 'pending' ? `family${i}@example.com` : null,
    invitedName: null,
    fieldControl: { teamHistory: true, schedule: false, stats: false },
    createdAt: '2026-10-01T00:00:00Z',
    expiresAt: status === 'pending' ? '2026-12-20T00:00:00Z' : null,
    startedAt: status === 'active' ? '2026-10-02T00:00:00Z' : null,
    endedAt: null,
  };
}

/** The server's answer: 300 entries, 25 a page, the page and filters read from the request. */
function rosterServer() {
  return mockFetch((request: SentRequest) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/api/orgs/mine') return { body: MINE };
    if (url.pathname === `/api/orgs/${ORG}/roster` && request.method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const status = url.searchParams.get('status');
      const total = status === 'pending' ? 1 : 300;
      const roster =
        status === 'pending'
          ? [entry(999, 'pending')]
          : Array.from({ length: 25 }, (_, i) => entry((page - 1) * 25 + i + 1));
      return {
        body: {
          roster,
          total,
          page,
          pageSize: 25,
          counts: { all: 300, active: 299, invited: 0, pending: 1, expired: 0, revoked: 0 },
          teams: [{ id: TEAM, name: 'North Stars U16' }],
          birthYears: [2010, 2009],
        },
      };
    }
    if (request.method === 'POST') return { status: 201, body: { entry: entry(1), message: 'Sent.' } };
    return undefined;
  });
}

const rosterReads = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'GET' && r.url.startsWith(`/api/orgs/${ORG}/roster`)).map((r) => r.url);

describe('the roster page at size', () => {
  it('reads one page from the server, says how many there are, and pages through the address', {
    timeout: 20_000,
  }, async () => {
    const server = rosterServer();
    const { user, router } = renderWithApp(<RosterPage />, { path: '/org/roster' });
    expect(await screen.findAllByText('Skater1 Novak', {}, { timeout: 3000 })).not.toHaveLength(0);
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1–25 of 300 entries');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 12');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findAllByText('Skater26 Novak')).not.toHaveLength(0);
    expect(router.state.location.search).toBe('?page=2');
    expect(rosterReads(server.sent).at(-1)).toBe(`/api/orgs/${ORG}/roster?page=2`);
  });

  it('sends the search, status, team, birth year and order from the address to the server', {
    timeout: 20_000,
  }, async () => {
    const server = rosterServer();
    const { user, router } = renderWithApp(<RosterPage />, {
      path: `/org/roster?q=novak&team=${TEAM}&year=2009&sort=name`,
    });
    await screen.findAllByText('Skater1 Novak', {}, { timeout: 3000 });
    expect(rosterReads(server.sent)[0]).toBe(
      `/api/orgs/${ORG}/roster?q=novak&team=${TEAM}&birthYear=2009&sort=name`,
    );
    expect(screen.getByRole('searchbox', { name: 'Search the roster' })).toHaveValue('novak');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('name');
    await user.click(screen.getByRole('button', { name: /^Pending/ }));
    expect(await screen.findAllByText('family999@example.com')).not.toHaveLength(0);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('pending');
  });

  it('ticks rows for a bulk action: resend sends one invitation per ticked row', async () => {
    const server = rosterServer();
    const { user } = renderWithApp(<RosterPage />, { path: '/org/roster?status=pending' });
    await screen.findAllByText('family999@example.com', {}, { timeout: 3000 });
    await user.click(screen.getAllByRole('checkbox', { name: 'Select family999@example.com' })[0]!);
    const bar = screen.getByRole('toolbar', { name: 'Selected entries' });
    expect(within(bar).getByText('1 entry selected')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /Export CSV/ })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: /Resend/ }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'POST',
          url: `/api/orgs/${ORG}/roster`,
          body: {
            email: 'family999@example.com',
            name: null,
            fieldControl: { teamHistory: true, schedule: false, stats: false },
          },
        },
      ]),
    );
    expect(await screen.findByText('1 invitation sent again')).toBeInTheDocument();
  });
});
