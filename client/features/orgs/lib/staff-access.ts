import type { Membership } from '#common/contracts/orgs.ts';
import type { OrgScope } from '#common/enums.ts';
import { holdsPermission } from '#common/org-permissions.ts';

/**
 * Whether the caller may use a staff scope (common/org-permissions.ts, the server's rule too);
 * an admin looking in (no membership) may do everything. The screens only hide: the server decides.
 */
export function hasStaffScope(membership: Membership | null, scope: OrgScope): boolean {
  return !membership || holdsPermission(membership, scope);
}

/** Only an ORG_ADMIN member (or an admin) edits the organization's profile and its members. */
export function isOrgAdmin(membership: Membership | null): boolean {
  return !membership || holdsPermission(membership, 'admin');
}

export const ORG_ROLE_LABELS = { ORG_ADMIN: 'Organization admin', ORG_STAFF: 'Staff' } as const;
export const ORG_SCOPE_LABELS: Record<OrgScope, string> = {
  roster: 'Roster',
  verification: 'Verification',
};
export const ORG_TYPE_LABELS = { club: 'Club', team: 'Team', school: 'School' } as const;
