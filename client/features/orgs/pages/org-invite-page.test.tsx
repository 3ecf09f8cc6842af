import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrgInvitationDetails } from '#common/contracts/orgs.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { OrgInvitePage } from './org-invite-page.tsx';

const TOKEN = 'a'.repeat(43);
const ROUTE = { path: `/org-invite/${TOKEN}`, route: '/org-invite/:token', auth: true };
const PARENT = {
  id: 'u1',
  name: 'Pat Parent',
  email: 'pat@example.com',
  role: 'PARENT',
  emailVerified: true,
};

const DETAILS: OrgInvitationDetails = {
  organizationName: 'North Stars',
  organizationType: 'club',
  organizationSlug: 'north-stars',
  email: 'pat@example.com',
  role: 'ORG_STAFF',
  scopes: ['roster'],
  asOwner: false,
  inviterName: 'Olive Owner',
  status: 'pending',
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  accountExists: true,
};

describe('the organization invitation page', () => {
  it("shows why a family account cannot join, in the server's words, where the Accept button was", async () => {
    const refusal =
      'This address is registered as a parent account, and organization accounts are separate. Ask the organization to invite another email address.';
    const api = mockFetch((r) => {
      if (r.url === '/api/auth/me') return { body: PARENT };
      if (r.method === 'GET') return { body: DETAILS };
      return { status: 409, body: { message: refusal, code: 'CONFLICT' } };
    });
    const { user } = renderWithApp(<OrgInvitePage />, ROUTE);
    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You cannot join with this account');
    expect(alert).toHaveTextContent(refusal);
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
  });
});
