import type { Membership } from '#common/contracts/orgs.ts';
import type { OrgScope } from '#common/enums.ts';

/**
 * Whether the caller may use a staff scope. An ORG_ADMIN holds every scope (common/enums.ts ORG_SCOPES);
 * an admin looking in (no membership) may do everything. The screens only hide: the server decides.
 */
export function hasStaffScope(membership: Membership | null, scope: OrgScope): boolean {
  if (!membership) return true;
  return membership.role === 'ORG_ADMIN' || membership.scopes.includes(scope);
}

/** Only an ORG_ADMIN member (or an admin) edits the organization's profile and its members. */
export function isOrgAdmin(membership: Membership | null): boolean {
  return !membership || membership.role === 'ORG_ADMIN';
}

export const ORG_ROLE_LABELS = { ORG_ADMIN: 'Organization admin', ORG_STAFF: 'Staff' } as const;
export const ORG_SCOPE_LABELS: Record<OrgScope, string> = {
  roster: 'Roster',
  verification: 'Verification',
};
export const ORG_TYPE_LABELS = { club: 'Club', team: 'Team', school: 'School' } as const;
