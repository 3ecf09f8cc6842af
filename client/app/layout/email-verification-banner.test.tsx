import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { EmailVerificationBanner } from './email-verification-banner.tsx';

describe('the verify notice', () => {
  it('tells an unverified account when it is deleted, from the retention schedule', async () => {
    mockFetch((r) =>
      r.url === '/api/auth/me'
        ? { body: { id: 'u1', name: 'Jo', email: 'jo@example.com', role: 'PLAYER', emailVerified: false } }
        : undefined,
    );
    renderWithApp(<EmailVerificationBanner />, { auth: true });
    const notice = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(notice).toHaveTextContent('Accounts not verified within 7 days of sign-up are deleted.');
  });
});
