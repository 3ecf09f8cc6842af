import { describe, expect, it } from 'vitest';
import { homePathForRole, isPublicPath, navigationRole } from './roles.ts';

describe('roles and paths', () => {
  it('sends each role to its home after login', () => {
    expect(homePathForRole('ADMIN')).toBe('/admin/dashboard');
    expect(homePathForRole('PLAYER')).toBe('/player/profile');
    expect(homePathForRole('PARENT')).toBe('/parent/dashboard');
    expect(homePathForRole('RECRUITER')).toBe('/recruiter/dashboard');
    expect(homePathForRole('ORG_STAFF')).toBe('/org/dashboard');
    expect(homePathForRole('SOMETHING')).toBe('/');
  });
  it('treats both organization roles alike', () => {
    expect(navigationRole('ORG_ADMIN')).toBe('organization');
    expect(navigationRole('RECRUITER')).toBe('recruiter');
  });
  it('knows the public paths', () => {
    for (const p of [
      '/',
      '/login',
      '/signup',
      '/register',
      '/pricing',
      '/verify-email',
      '/approve-profile/x',
      '/co-parent-invite/y',
      '/player/jo-smith-1a2b',
      '/terms',
      '/privacy',
    ]) {
      expect(isPublicPath(p)).toBe(true);
    }
    for (const p of [
      '/player/profile',
      '/recruiter/search',
      '/parent',
      '/admin',
      '/search',
      '/x',
      '/terms/x',
    ]) {
      expect(isPublicPath(p)).toBe(false);
    }
  });
});
