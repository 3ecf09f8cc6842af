import type { Role } from './enums.ts';

/** Where a user lands after login without an approval token (spec 1 §4). */
export function homePathForRole(role: Role | string | undefined | null): string {
  switch (role) {
    case 'ADMIN':
      return '/admin/dashboard';
    case 'PLAYER':
      return '/player/profile';
    case 'PARENT':
      return '/parent/dashboard';
    case 'RECRUITER':
      return '/recruiter/dashboard';
    case 'ORG_ADMIN':
    case 'ORG_STAFF':
      return '/org/dashboard';
    default:
      return '/';
  }
}

/** Spec 1 §6: the role text is lowercased and both organization roles compare as "organization". */
export function navigationRole(role: Role | string): string {
  const lower = role.toLowerCase();
  return lower === 'org_admin' || lower === 'org_staff' ? 'organization' : lower;
}

/** Decisions D078: who holds a plan (buys, and has one attached): players and parents. */
export const PLAN_HOLDER_ROLES = ['PLAYER', 'PARENT'] as const satisfies readonly Role[];

export function holdsPlans(role: Role | string | undefined | null): boolean {
  return (PLAN_HOLDER_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * Who may search players (D017): recruiters, admins, and organization members (who look for
 * players to roster or sponsor). Players and parents may not, so peers cannot browse minors in bulk.
 */
export const PLAYER_SEARCH_ROLES = [
  'RECRUITER',
  'ADMIN',
  'ORG_ADMIN',
  'ORG_STAFF',
] as const satisfies readonly Role[];

export function canSearchPlayers(role: Role | string | undefined | null): boolean {
  return (PLAYER_SEARCH_ROLES as readonly string[]).includes(role ?? '');
}
