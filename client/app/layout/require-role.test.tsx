import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { RequireRole } from './require-role.tsx';

const signedInAs = (role: string) =>
  mockFetch((r) =>
    r.url === '/api/auth/me'
      ? { body: { id: 'u1', name: 'Jo', email: 'jo@example.com', role, emailVerified: true } }
      : undefined,
  );

describe('a role-gated area', () => {
  it("tells organization staff the recruiter's lists are not for their account, with the way back", async () => {
    const sent = signedInAs('ORG_STAFF');
    renderWithApp(<RequireRole roles={['RECRUITER']} area="recruiter" />, {
      auth: true,
      path: '/recruiter/lists',
    });
    expect(
      await screen.findByRole('heading', { name: 'Not available for your account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Recruiter dashboards and player lists are for recruiter accounts/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to Dashboard/ })).toHaveAttribute('href', '/org/dashboard');
    // The screen makes no call of the area's own.
    expect(sent.sent.map((r) => r.url)).toEqual(['/api/auth/me']);
  });

  it('keeps the player search text for the search area', async () => {
    signedInAs('PLAYER');
    renderWithApp(<RequireRole roles={['RECRUITER', 'ADMIN']} />, { auth: true, path: '/search' });
    expect(
      await screen.findByRole('heading', { name: 'Player search is for recruiters' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to My Profile/ })).toHaveAttribute('href', '/player/profile');
  });
});
