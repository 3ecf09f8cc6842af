import { describe, expect, it } from 'vitest';
import { holdsPermission, scopesOf } from './org-permissions.ts';

describe('organization permissions', () => {
  it('an ORG_ADMIN member holds every scope and admin, whatever its row lists', () => {
    const owner = { role: 'ORG_ADMIN', scopes: [] };
    expect(scopesOf(owner)).toEqual(['roster', 'verification']);
    expect(holdsPermission(owner, 'admin')).toBe(true);
  });

  it('a staff member holds the known scopes listed, never admin', () => {
    const staff = { role: 'ORG_STAFF', scopes: ['verification', 'roster:view'] };
    expect(scopesOf(staff)).toEqual(['verification']);
    expect(holdsPermission(staff, 'verification')).toBe(true);
    expect(holdsPermission(staff, 'roster')).toBe(false);
    expect(holdsPermission(staff, 'admin')).toBe(false);
  });
});
