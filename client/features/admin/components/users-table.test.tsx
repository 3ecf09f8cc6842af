import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUserRow } from '#common/contracts/admin.ts';
import { mockFetch, renderWithApp, type SentRequest } from '#test/component-kit.tsx';
import { UsersTable } from './users-table.tsx';

function row(n: number, overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `User ${n}`,
    email: `user${n}@example.com`,
    role: 'PLAYER',
    emailVerified: true,
    suspended: false,
    createdAt: '2026-03-14T12:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

/** The users endpoint as the server answers it: `total` users in pages of 25, filtered by search and role. */
function usersApi(all: AdminUserRow[]) {
  return mockFetch((request: SentRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== '/api/admin/users') return undefined;
    const search = url.searchParams.get('search')?.toLowerCase();
    const role = url.searchParams.get('role');
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
    const matching = all.filter(
      (u) =>
        (!search || u.name.toLowerCase().includes(search) || u.email.includes(search)) &&
        (!role || u.role === role),
    );
    return {
      body: {
        users: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      },
    };
  });
}

const userReads = (sent: SentRequest[]) =>
  sent.filter((r) => r.url.startsWith('/api/admin/users')).map((r) => r.url);

/** The desktop table (the stacked phone list holds the same rows; CSS picks one). */
const tableNow = () => within(screen.getByRole('region', { name: 'Users' }));
const table = async () => within(await screen.findByRole('region', { name: 'Users' }));

describe('the admin users table', () => {
  it('lists a page of users with role, status, join date and a link to each user', async () => {
    usersApi([
      row(1, { name: 'Jane Admin', role: 'ADMIN' }),
      row(2, { name: 'Pat Parent', role: 'PARENT', emailVerified: false, suspended: true }),
    ]);
    renderWithApp(<UsersTable />, { path: '/admin' });
    const link = await (await table()).findByRole('link', { name: 'Jane Admin' });
    expect(link).toHaveAttribute('href', '/admin/users/00000000-0000-4000-8000-000000000001');
    const pat = (await table()).getByRole('link', { name: 'Pat Parent' }).closest('tr') as HTMLElement;
    expect(within(pat).getByText('PARENT')).toBeInTheDocument();
    expect(within(pat).getByText('Pending')).toBeInTheDocument();
    expect(within(pat).getByText('Suspended')).toBeInTheDocument();
    expect(within(pat).getByText('user2@example.com')).toBeInTheDocument();
    expect(within(pat).getByText(/March 1[34], 2026/)).toBeInTheDocument();
    // Parent Details is offered on PARENT rows only.
    expect(within(pat).getByRole('button', { name: 'Parent Details: Pat Parent' })).toBeInTheDocument();
    const jane = link.closest('tr') as HTMLElement;
    expect(within(jane).queryByRole('button', { name: /Parent Details/ })).not.toBeInTheDocument();
    expect(within(jane).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/of/)).toHaveTextContent(/Showing 1–2 of 2 users/);
  });

  it('sends the search to the server after typing pauses, from page 1, and keeps it in the URL', async () => {
    const sent = usersApi([row(1, { name: 'Jane Doe' }), row(2, { name: 'John Smith' })]);
    const { user, router } = renderWithApp(<UsersTable />, { path: '/admin?page=1' });
    await (await table()).findByRole('link', { name: 'Jane Doe' });

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'smith');
    await waitFor(() => expect(tableNow().queryByRole('link', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect((await table()).getByRole('link', { name: 'John Smith' })).toBeInTheDocument();
    // Debounced: one read for the whole word, not one per letter.
    expect(userReads(sent.sent)).toEqual([
      '/api/admin/users?page=1&pageSize=25',
      '/api/admin/users?search=smith&page=1&pageSize=25',
    ]);
    expect(router.state.location.search).toBe('?search=smith');

    // Back returns to the unfiltered list, and the box shows it.
    await router.navigate(-1);
    await (await table()).findByRole('link', { name: 'Jane Doe' });
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue(''));
    // Going back does not search again: the box follows the URL.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('?page=1');
  });

  it('filters by role on the server and starts again from page 1', async () => {
    const sent = usersApi([
      row(1, { name: 'Pat Parent', role: 'PARENT' }),
      row(2, { name: 'Rita Recruiter', role: 'RECRUITER' }),
    ]);
    const { user, router } = renderWithApp(<UsersTable />, { path: '/admin?page=3' });
    await waitFor(() => expect(userReads(sent.sent)).toContain('/api/admin/users?page=3&pageSize=25'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by role' }), 'RECRUITER');
    await (await table()).findByRole('link', { name: 'Rita Recruiter' });
    expect((await table()).queryByRole('link', { name: 'Pat Parent' })).not.toBeInTheDocument();
    expect(userReads(sent.sent)).toContain('/api/admin/users?role=RECRUITER&page=1&pageSize=25');
    expect(router.state.location.search).toBe('?role=RECRUITER');
  });

  it('pages on the server with Previous and Next', async () => {
    const all = Array.from({ length: 60 }, (_, i) => row(i + 1));
    const sent = usersApi(all);
    const { user, router } = renderWithApp(<UsersTable />, { path: '/admin' });
    await (await table()).findByRole('link', { name: 'User 1' });
    expect(screen.getByText(/Page/).textContent).toBe('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await (await table()).findByRole('link', { name: 'User 26' });
    expect((await table()).queryByRole('link', { name: 'User 1' })).not.toBeInTheDocument();
    expect(userReads(sent.sent).at(-1)).toBe('/api/admin/users?page=2&pageSize=25');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await (await table()).findByRole('link', { name: 'User 60' });
    expect(screen.getByText(/Page/).textContent).toBe('Page 3 of 3');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('shows an empty state with Clear filters when nobody matches', async () => {
    usersApi([row(1, { name: 'Jane Doe' })]);
    const { user, router } = renderWithApp(<UsersTable />, { path: '/admin?search=nobody' });
    expect(await screen.findByText('No users match your filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await (await table()).findByRole('link', { name: 'Jane Doe' });
    expect(router.state.location.search).toBe('');
  });

  it('opens the Parent Details dialog with each player and the consent record', async () => {
    usersApi([row(2, { name: 'Pat Parent', role: 'PARENT' })]);
    const sent = mockFetchWithParent();
    const { user } = renderWithApp(<UsersTable />, { path: '/admin' });
    await user.click(await (await table()).findByRole('button', { name: 'Parent Details: Pat Parent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parent Details' });
    await within(dialog).findByText('Mia Parent');
    expect(within(dialog).getByText('Primary')).toBeInTheDocument();
    expect(within(dialog).getByText('Mother')).toBeInTheDocument();
    expect(within(dialog).getByText('2012')).toBeInTheDocument();
    expect(within(dialog).getByText('Yes')).toBeInTheDocument();
    expect(within(dialog).getByText('Patricia Parent')).toBeInTheDocument();
    expect(within(dialog).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(dialog).getByText(/January \d+, 2026 at/)).toBeInTheDocument();
    expect(within(dialog).getByText('11111111-1111-4111-8111-111111111111')).toBeInTheDocument();
    expect(
      sent.sent.some((r) => r.url === '/api/admin/parents/00000000-0000-4000-8000-000000000002/details'),
    ).toBe(true);
  });
});

/** The users list with one parent, and that parent's details. */
function mockFetchWithParent() {
  return mockFetch((request) => {
    if (request.url.startsWith('/api/admin/users')) {
      return {
        body: { users: [row(2, { name: 'Pat Parent', role: 'PARENT' })], total: 1, page: 1, pageSize: 25 },
      };
    }
    if (request.url.endsWith('/details')) {
      return {
        body: {
          parent: { id: row(2).id, name: 'Pat Parent', email: 'user2@example.com' },
          players: [
            {
              id: '11111111-1111-4111-8111-111111111111',
              slug: 'mia-parent',
              firstName: 'Mia',
              lastName: 'Parent',
              birthYear: 2012,
              profileStatus: 'active',
              relationship: 'mother',
              isPrimary: true,
              consentGiven: true,
              consentParentName: 'Patricia Parent',
              consentDate: '2026-01-20T15:30:00.000Z',
              consentIpAddress: '203.0.113.7',
            },
          ],
        },
      };
    }
    return undefined;
  });
}
