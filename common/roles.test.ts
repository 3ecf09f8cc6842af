import { describe, expect, it } from 'vitest';
import { homePathForRole, navigationRole } from './roles.ts';

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
});
