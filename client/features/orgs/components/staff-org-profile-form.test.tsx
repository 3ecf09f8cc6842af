import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Organization } from '#common/contracts/orgs.ts';
import { mockFetch, renderWithApp } from '../../../../test/component-kit.tsx';
import { StaffOrgProfileForm } from './staff-org-profile-form.tsx';

const ORG: Organization = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'North Stars',
  slug: 'north-stars',
  type: 'club',
  website: 'https://northstars.example',
  logoUrl: null,
  description: null,
  city: null,
  region: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe("the organization's profile form: the Website field (D242)", () => {
  it('shows its example only while empty, and sends www.site.org as https://www.site.org', async () => {
    const api = mockFetch((r) => (r.method === 'PATCH' ? { body: { organization: ORG } } : undefined));
    const { user } = renderWithApp(<StaffOrgProfileForm organization={ORG} canEdit />);
    const website = screen.getByLabelText('Website');
    expect(screen.queryByText(/For example/)).toBeNull();
    expect(screen.queryByText(/https:\/\/…/)).toBeNull();
    await user.clear(website);
    expect(screen.getByText('For example www.northstars.org')).toBeTruthy();
    await user.type(website, 'www.site.org');
    expect(screen.queryByText('For example www.northstars.org')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ website: 'https://www.site.org' });
  });
});
