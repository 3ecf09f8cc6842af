import { describe, expect, it } from 'vitest';
import { ADMIN_REPORTS_PATH } from '#common/messaging.ts';
import { routeAccess } from './route-access.ts';
import { routes } from './routes.tsx';

const access = (pathname: string) => routeAccess(routes, pathname);

describe('the route table decides who may open what', () => {
  it('knows the public paths', () => {
    for (const p of [
      '/',
      '/login',
      '/signup',
      '/register',
      '/pricing',
      '/checkout/test/cs_test_local_abc',
      '/verify-email',
      '/forgot-password',
      '/reset-password',
      '/dev/outbox',
      '/approve-profile/x',
      '/co-parent-invite/y',
      '/co-parent-invite/id/z',
      '/player/jo-smith-1a2b',
      '/terms',
      '/privacy',
      '/how-recruiting-works',
      '/org/north-shore-hockey-club',
      '/org-invite/t',
      '/sponsorship-invite/t',
    ]) {
      expect(access(p), p).toEqual({ kind: 'public' });
    }
  });

  it('asks for a session everywhere else', () => {
    for (const p of ['/player/profile', '/parent/player/1', '/profile-setup', '/account', '/billing']) {
      expect(access(p), p).toEqual({ kind: 'session', roles: null });
    }
  });

  it("keeps the recruiter's dashboard and lists for recruiter accounts", () => {
    for (const p of ['/recruiter/dashboard', '/recruiter/lists', '/recruiter/lists/1']) {
      expect(access(p), p).toEqual({ kind: 'session', roles: ['RECRUITER'] });
    }
  });

  it('keeps player search for the roles that may search', () => {
    for (const p of ['/recruiter/search', '/search']) {
      expect(access(p), p).toEqual({
        kind: 'session',
        roles: ['RECRUITER', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'],
      });
    }
  });

  it('keeps the parent screens for parent accounts', () => {
    for (const p of ['/parent', '/parent/dashboard', '/parent/activity', '/create-player-profile']) {
      expect(access(p), p).toEqual({ kind: 'session', roles: ['PARENT'] });
    }
  });

  it('keeps the organization screens for its members, and evidence review for admins too', () => {
    for (const p of ['/org/dashboard', '/org/roster', '/org/roster/1', '/org/settings']) {
      expect(access(p), p).toEqual({ kind: 'session', roles: ['ORG_ADMIN', 'ORG_STAFF'] });
    }
    expect(access('/org/verification')).toEqual({
      kind: 'session',
      roles: ['ORG_ADMIN', 'ORG_STAFF', 'ADMIN'],
    });
  });

  it('keeps the inbox for the roles that take part in conversations', () => {
    for (const p of ['/messages', '/messages/1']) {
      expect(access(p), p).toEqual({ kind: 'session', roles: ['RECRUITER', 'PLAYER', 'PARENT'] });
    }
  });

  it('keeps the admin screens for admin accounts', () => {
    for (const p of [
      '/admin',
      '/admin/dashboard',
      '/admin/tiers',
      '/admin/users/1',
      '/admin/organizations',
      '/admin/message-reports',
      '/admin/ncaa-programs',
    ]) {
      expect(access(p), p).toEqual({ kind: 'session', roles: ['ADMIN'] });
    }
  });

  it('has the admin screen the report e-mail links to (decisions D123)', () => {
    expect(access(ADMIN_REPORTS_PATH)).toEqual({ kind: 'session', roles: ['ADMIN'] });
  });

  it('shows Page Not Found for an unknown address instead of asking to log in', () => {
    for (const p of ['/x', '/terms/x', '/parent/x', '/admin/users']) {
      expect(access(p), p).toEqual({ kind: 'not-found' });
    }
  });
});
