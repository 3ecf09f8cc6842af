import { and, eq, isNotNull } from 'drizzle-orm';
import type { Membership } from '#common/contracts/orgs.ts';
import type { OrgMemberRole } from '#common/enums.ts';
import { holdsPermission, type OrgPermission, scopesOf } from '#common/org-permissions.ts';

import type { DbOrTx } from '#server/db/client.ts';
import { organizations, orgMembers, orgSponsorships } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * Who may do what in an organization (decisions §1, D071), one function per rule:
 * - an accepted member (org_members.acceptedAt set) sees their own organization; any other caller but an
 *   admin gets 404, so another organization's existence does not leak;
 * - an ORG_ADMIN member holds every scope; an ORG_STAFF member holds the scopes listed on their row;
 * - 'admin' (the profile, members) is ORG_ADMIN members' only;
 * - an ADMIN may do everything in every organization.
 * users.role decides only the navigation: permissions come from the org_members row.
 */
export type OrgRow = typeof organizations.$inferSelect;
export type MemberRow = typeof orgMembers.$inferSelect;

export interface OrgAccess {
  org: OrgRow;
  /** The caller's accepted membership; null for an admin who is not a member. */
  member: MemberRow | null;
}

export const ORG_NOT_FOUND = 'Organization not found.';

const PERMISSION_LABEL: Record<OrgPermission, string> = {
  admin: 'managing the organization',
  roster: 'managing the roster',
  verification: 'reviewing verification',
};

export function toMembership(org: OrgRow, member: MemberRow | null): Membership | null {
  if (!member) return null;
  return {
    role: member.role as OrgMemberRole,
    scopes: scopesOf(member),
    isOwner: org.ownerUserId === member.userId,
  };
}

/** The caller's accepted membership of an organization, or undefined. */
export async function findMembership(
  db: DbOrTx,
  userId: string,
  orgId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(orgMembers)
    .where(
      and(
        eq(orgMembers.organizationId, orgId),
        eq(orgMembers.userId, userId),
        isNotNull(orgMembers.acceptedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The organization for the caller, checked against a permission (the `org:member` policy): 404 for a
 * caller outside it, 403 for a member without the permission.
 */
export async function findOrgForMember(
  db: DbOrTx,
  user: AuthUser,
  orgId: string,
  permission?: OrgPermission,
): Promise<OrgAccess> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId)).limit(1);
  if (!org) throw notFound(ORG_NOT_FOUND);
  if (user.role === 'ADMIN') {
    return { org, member: (await findMembership(db, user.id, orgId)) ?? null };
  }
  const member = await findMembership(db, user.id, orgId);
  if (!member) throw notFound(ORG_NOT_FOUND);
  if (permission && !holdsPermission(member, permission)) {
    throw new AppError(
      'FORBIDDEN',
      `Your role in ${org.name} does not include ${PERMISSION_LABEL[permission]}. Ask its administrator.`,
    );
  }
  return { org, member };
}

/**
 * The organizations whose active roster holds the player and where the user is an accepted member holding
 * the permission (staff who may review the player's evidence or attest their games); without a
 * permission, every such organization the user is a member of.
 */
export async function rosteringOrgsOf(
  db: DbOrTx,
  userId: string,
  playerId: string,
  permission: OrgPermission | null,
): Promise<OrgRow[]> {
  const rows = await db
    .select({ org: organizations, member: orgMembers })
    .from(orgSponsorships)
    .innerJoin(organizations, eq(organizations.id, orgSponsorships.organizationId))
    .innerJoin(
      orgMembers,
      and(eq(orgMembers.organizationId, orgSponsorships.organizationId), eq(orgMembers.userId, userId)),
    )
    .where(
      and(
        eq(orgSponsorships.playerId, playerId),
        eq(orgSponsorships.status, 'active'),
        isNotNull(orgMembers.acceptedAt),
      ),
    );
  return rows.filter((r) => !permission || holdsPermission(r.member, permission)).map((r) => r.org);
}
