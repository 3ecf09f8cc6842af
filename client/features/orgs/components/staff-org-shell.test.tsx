import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { StaffOrgShell } from './staff-org-shell.tsx';

const ORGANIZATION = {
  id: '00000000-0000-4000-8000-0000000000aa',
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

describe('the organization screens frame', () => {
  it("tells an account without an organization what to do, and shows no organization's content", async () => {
    mockFetch(() => ({ body: { organization: null, membership: null } }));
    renderWithApp(<StaffOrgShell title="Dashboard">{() => <p>inside</p>}</StaffOrgShell>);
    expect(await screen.findByText("You're not part of an organization yet")).toBeInTheDocument();
    expect(screen.queryByText('inside')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Organization' })).not.toBeInTheDocument();
  });

  it('marks the current page in the sub-navigation', async () => {
    mockFetch(() => ({
      body: { organization: ORGANIZATION, membership: { role: 'ORG_STAFF', scopes: [], isOwner: false } },
    }));
    renderWithApp(
      <StaffOrgShell title="Roster">{({ organization }) => <p>{organization.name} roster</p>}</StaffOrgShell>,
      {
        path: '/org/roster',
      },
    );
    expect(await screen.findByText('North Stars Hockey Club roster')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Organization' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Roster');
  });
});
