import { ORG_SCOPES, type OrgScope } from './enums.ts';

/**
 * What an organization member may do (decisions §1, D089), one rule for the server's checks and the
 * client's screens: an ORG_ADMIN member holds every scope and 'admin' (the profile, members); an ORG_STAFF
 * member holds the known scopes listed on their row.
 */
export type OrgPermission = OrgScope | 'admin';

interface MemberLike {
  role: string;
  scopes: readonly string[];
}

/** The scopes a member holds: all of them for an ORG_ADMIN, the listed known ones for staff. */
export function scopesOf(member: MemberLike): OrgScope[] {
  if (member.role === 'ORG_ADMIN') return [...ORG_SCOPES];
  return ORG_SCOPES.filter((s) => member.scopes.includes(s));
}

export function holdsPermission(member: MemberLike, permission: OrgPermission): boolean {
  if (permission === 'admin') return member.role === 'ORG_ADMIN';
  return scopesOf(member).includes(permission);
}
