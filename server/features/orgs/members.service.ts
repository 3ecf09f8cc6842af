import { and, asc, count, desc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { InviteOrgMemberInputSchema, OrgMember, OrgPendingInvitation } from '#common/contracts/orgs.ts';
import type { OrgMemberRole } from '#common/enums.ts';
import { scopesOf } from '#common/org-permissions.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { organizations, orgInvitations, orgMembers, users } from '#server/db/schema/index.ts';
import { findUserByEmail } from '#server/features/auth/index.ts';
import { isMinorAccount } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { OrgAccess } from './org-access.ts';
import { issueOrgInvitation } from './org-invitations.service.ts';

/**
 * An organization's members and their invitations: members see the list; ORG_ADMIN members
 * (and admins) invite, remove and cancel. The owner (organizations.ownerUserId) cannot be removed.
 */

/** Open invitations per organization, so an organization cannot be used to e-mail addresses in bulk. */
export const MAX_OPEN_ORG_INVITATIONS = 25;
export const OWNER_CANNOT_BE_REMOVED = 'The owner cannot be removed from the organization.';
export const MEMBER_NOT_FOUND = 'Member not found.';
export const INVITATION_NOT_FOUND = 'Invitation not found.';

type InvitationRow = typeof orgInvitations.$inferSelect;

export function toPendingInvitation(row: InvitationRow, now = new Date()): OrgPendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as OrgMemberRole,
    scopes: scopesOf(row),
    status: row.expiresAt <= now ? 'expired' : 'pending',
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/orgs/{orgId}/members: accepted members (the owner first) and invitations not yet answered. */
export async function listMembers(db: DbOrTx, { org }: OrgAccess) {
  const [members, invitations] = await Promise.all([
    db
      .select({ member: orgMembers, name: users.name, email: users.email })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(and(eq(orgMembers.organizationId, org.id), isNotNull(orgMembers.acceptedAt)))
      .orderBy(asc(orgMembers.acceptedAt), asc(users.name)),
    db
      .select()
      .from(orgInvitations)
      .where(and(eq(orgInvitations.organizationId, org.id), eq(orgInvitations.status, 'pending')))
      .orderBy(desc(orgInvitations.createdAt)),
  ]);
  const dtos: OrgMember[] = members.map((r) => ({
    userId: r.member.userId,
    name: r.name,
    email: r.email,
    role: r.member.role as OrgMemberRole,
    scopes: scopesOf(r.member),
    isOwner: org.ownerUserId === r.member.userId,
    acceptedAt: r.member.acceptedAt!.toISOString(),
  }));
  const now = new Date();
  return {
    members: [...dtos.filter((m) => m.isOwner), ...dtos.filter((m) => !m.isOwner)],
    invitations: invitations.map((row) => toPendingInvitation(row, now)),
  };
}

type InviteInput = z.output<typeof InviteOrgMemberInputSchema>;

/**
 * POST /api/orgs/{orgId}/members/invite. Refused (409) for a member of this organization (the inviter sees
 * its members). Any other address gets the same answer whether it has an account or not, of whatever
 * kind, or belongs to another organization (D132): the invitee learns a conflict when answering
 * the link (acceptOrgInvitation). Re-inviting an address refreshes its invitation; an open owner
 * invitation stays the owner's.
 */
export async function inviteMember(
  db: Db,
  user: AuthUser,
  { org }: OrgAccess,
  input: InviteInput,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<OrgPendingInvitation> {
  const email = input.email;
  const account = await findUserByEmail(db, email);
  if (account) {
    const [member] = await db
      .select({ id: orgMembers.id })
      .from(orgMembers)
      .where(
        and(
          eq(orgMembers.organizationId, org.id),
          eq(orgMembers.userId, account.id),
          isNotNull(orgMembers.acceptedAt),
        ),
      )
      .limit(1);
    if (member) throw new AppError('CONFLICT', `${email} is already a member of ${org.name}.`);
  }
  const toMinor = Boolean(account && (await isMinorAccount(db, account)));
  const row = await db.transaction(async (tx) => {
    // Serializes invitations of one organization, so the open-invitation cap holds under concurrency.
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, org.id))
      .for('no key update');
    const now = new Date();
    const [open] = await tx
      .select({ n: count() })
      .from(orgInvitations)
      .where(
        and(
          eq(orgInvitations.organizationId, org.id),
          eq(orgInvitations.status, 'pending'),
          gt(orgInvitations.expiresAt, now),
          ne(orgInvitations.email, email),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_ORG_INVITATIONS) {
      throw new AppError(
        'LIMIT_REACHED',
        `An organization can have ${MAX_OPEN_ORG_INVITATIONS} open invitations. Cancel one, or wait until some are accepted, before sending another.`,
      );
    }
    const [previous] = await tx
      .select()
      .from(orgInvitations)
      .where(and(eq(orgInvitations.organizationId, org.id), eq(orgInvitations.email, email)))
      .limit(1);
    // Sending the owner's invitation again (no owner yet) keeps it the owner's invitation.
    const resendsOwner = Boolean(previous?.asOwner && previous.status === 'pending' && !org.ownerUserId);
    return issueOrgInvitation(tx, {
      org,
      inviter: user,
      email,
      role: resendsOwner ? 'ORG_ADMIN' : input.role,
      scopes: input.scopes,
      asOwner: resendsOwner,
      appUrl: ctx.appUrl,
      info: ctx.info,
      // Never an adult's e-mail to a minor's own address; the answer does not tell (D132).
      emailLink: !toMinor,
    });
  });
  return toPendingInvitation(row);
}

/** DELETE /api/orgs/{orgId}/members/{userId}: the membership ends at once (every request re-reads it). */
export async function removeMember(
  db: Db,
  user: AuthUser,
  { org }: OrgAccess,
  userId: string,
  info: RequestInfo,
): Promise<void> {
  if (org.ownerUserId === userId) throw new AppError('CONFLICT', OWNER_CANNOT_BE_REMOVED);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(orgMembers)
      .where(and(eq(orgMembers.organizationId, org.id), eq(orgMembers.userId, userId)))
      .returning();
    if (!removed) throw notFound(MEMBER_NOT_FOUND);
    await recordAudit(
      tx,
      {
        eventType: 'org_member_removed',
        userId: user.id,
        targetUserId: userId,
        targetType: 'organization',
        targetId: org.id,
        metadata: { role: removed.role, scopes: removed.scopes },
      },
      info,
    );
  });
}

/**
 * DELETE /api/orgs/{orgId}/invitations/{invitationId}: a pending invitation is cancelled, so its link
 * reads "invalid or cancelled"; inviting the address again issues a new one.
 */
export async function cancelMemberInvitation(
  db: Db,
  user: AuthUser,
  { org }: OrgAccess,
  invitationId: string,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orgInvitations)
      .where(and(eq(orgInvitations.id, invitationId), eq(orgInvitations.organizationId, org.id)))
      .limit(1);
    if (!row) throw notFound(INVITATION_NOT_FOUND);
    const [cancelled] = await tx
      .update(orgInvitations)
      .set({ status: 'cancelled' })
      .where(and(eq(orgInvitations.id, row.id), eq(orgInvitations.status, 'pending')))
      .returning({ id: orgInvitations.id });
    if (!cancelled) throw new AppError('CONFLICT', 'Only pending invitations can be cancelled.');
    await recordAudit(
      tx,
      {
        eventType: 'org_member_removed',
        userId: user.id,
        targetType: 'organization',
        targetId: org.id,
        email: row.email,
        metadata: { action: 'invitation_cancelled', invitationId: row.id, role: row.role },
      },
      info,
    );
  });
}
