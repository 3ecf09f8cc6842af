import { and, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AcceptOrgInvitationInputSchema,
  AcceptOrgInvitationResponseSchema,
  OrgInvitationDetails,
} from '#common/contracts/orgs.ts';
import { ORG_INVITATION_DAYS } from '#common/contracts/orgs.ts';
import { ORG_MEMBER_ROLES, type OrgMemberRole, type OrgScope, type Role } from '#common/enums.ts';
import { scopesOf } from '#common/org-permissions.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { organizations, orgInvitations, orgMembers, users } from '#server/db/schema/index.ts';
import { createVerifiedAccount, findUserByEmail } from '#server/features/auth/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { orgInvitationEmail } from '#server/lib/email/templates.ts';
import { AppError, forbidden, notFound } from '#server/lib/errors.ts';
import { hashPassword } from '#server/lib/password.ts';
import { DAY_MS, generateToken, hashToken } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { type OrgRow, toMembership } from './org-access.ts';
import { toOrganizationDto } from './orgs.serializers.ts';

/**
 * Member invitations: e-mailed single-use links (decisions §3: 32 random bytes, only the
 * SHA-256 stored, 7 days, 410 once expired). One row per organization and address: inviting again
 * refreshes token and expiry, which voids the older link. Accepting makes the account a member, its role
 * the invitation's, and the owner when the admin's invitation named it so. An account belongs to one
 * organization, and a family or recruiter account never becomes an organization account.
 */

export const ORG_INVITATION_INVALID = 'This invitation link is invalid or has been cancelled.';
export const ORG_INVITATION_EXPIRED = 'This invitation has expired. Ask the organization to send a new one.';
export const ORG_INVITATION_ACCEPTED = 'This invitation has already been accepted.';
export const ORG_INVITATION_WRONG_EMAIL = 'This invitation was sent to a different email address.';
export const ORG_INVITATION_ACCOUNT_EXISTS = 'An account with this email already exists. Log in to accept.';
export const ORG_INVITATION_SIGN_IN =
  'Log in with the invited email address, or create an account from this link, to accept.';

type InvitationRow = typeof orgInvitations.$inferSelect;

const ROLE_ARTICLE: Record<Role, string> = {
  PLAYER: 'a player',
  PARENT: 'a parent',
  RECRUITER: 'a recruiter',
  ADMIN: 'a site administrator',
  ORG_ADMIN: 'an organization',
  ORG_STAFF: 'an organization',
};

export const isOrgRole = (role: Role): role is OrgMemberRole =>
  (ORG_MEMBER_ROLES as readonly Role[]).includes(role);

/** The organization the account is an accepted member of, other than `exceptOrgId`. */
async function otherOrganizationOf(db: DbOrTx, userId: string, exceptOrgId: string | null) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(orgMembers)
    .innerJoin(organizations, eq(organizations.id, orgMembers.organizationId))
    .where(
      and(
        eq(orgMembers.userId, userId),
        isNotNull(orgMembers.acceptedAt),
        exceptOrgId ? ne(orgMembers.organizationId, exceptOrgId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whether the address may be made the owner of an organization being created (`orgId` null) by an
 * administrator: its account, if any, must be an organization account that belongs to no other
 * organization. 409 says why and what to do; administrators see every account anyway. An organization's
 * own invitations do not ask (D132): their invitee learns the conflict at the link.
 */
export async function assertMayJoin(
  db: DbOrTx,
  account: { id: string; role: Role } | undefined,
  email: string,
  orgId: string | null,
): Promise<void> {
  if (!account) return;
  if (!isOrgRole(account.role)) {
    throw new AppError(
      'CONFLICT',
      `${email} is registered as ${ROLE_ARTICLE[account.role]} account; organization accounts are separate. Use another email address.`,
    );
  }
  const other = await otherOrganizationOf(db, account.id, orgId);
  if (other) {
    throw new AppError(
      'CONFLICT',
      `${email} is already a member of ${other.name}; an account belongs to one organization. Use another email address.`,
    );
  }
}

/**
 * Creates or refreshes the invitation of an address (new token and expiry, pending again), e-mails the
 * link and records the audit row, in the caller's transaction. `emailLink: false` records the invitation
 * without e-mailing it (an address of an account under 18: D132), so the answer stays the same.
 */
export async function issueOrgInvitation(
  tx: DbOrTx,
  opts: {
    org: OrgRow;
    inviter: AuthUser;
    email: string;
    role: OrgMemberRole;
    scopes: OrgScope[];
    asOwner: boolean;
    appUrl: string;
    info: RequestInfo;
    emailLink?: boolean;
  },
): Promise<InvitationRow> {
  const token = generateToken();
  const now = new Date();
  const fresh = {
    role: opts.role,
    // An ORG_ADMIN holds every scope through its role (org-access.ts), so none are stored.
    scopes: opts.role === 'ORG_ADMIN' ? [] : [...new Set(opts.scopes)],
    asOwner: opts.asOwner,
    token: hashToken(token),
    status: 'pending' as const,
    invitedByUserId: opts.inviter.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ORG_INVITATION_DAYS * DAY_MS),
    acceptedAt: null,
    acceptedByUserId: null,
  };
  const [row] = await tx
    .insert(orgInvitations)
    .values({ organizationId: opts.org.id, email: opts.email, ...fresh })
    .onConflictDoUpdate({ target: [orgInvitations.organizationId, orgInvitations.email], set: fresh })
    .returning();
  if (opts.emailLink !== false) {
    await enqueueEmail(tx, {
      ...orgInvitationEmail({
        to: opts.email,
        inviterName: opts.inviter.name,
        organizationName: opts.org.name,
        role: opts.role,
        asOwner: opts.asOwner,
        link: `${opts.appUrl}/org-invite/${token}`,
      }),
      metadata: { organizationId: opts.org.id },
    });
  }
  await recordAudit(
    tx,
    {
      eventType: 'org_member_invited',
      userId: opts.inviter.id,
      targetType: 'organization',
      targetId: opts.org.id,
      email: opts.email,
      metadata: {
        invitationId: row!.id,
        role: fresh.role,
        scopes: fresh.scopes,
        asOwner: opts.asOwner,
        ...(opts.emailLink === false && { emailed: false }),
      },
    },
    opts.info,
  );
  return row!;
}

const isExpired = (row: InvitationRow, now = new Date()) => row.status === 'pending' && row.expiresAt <= now;

async function findByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ invitation: orgInvitations, org: organizations, inviterName: users.name })
    .from(orgInvitations)
    .innerJoin(organizations, eq(organizations.id, orgInvitations.organizationId))
    .leftJoin(users, eq(users.id, orgInvitations.invitedByUserId))
    .where(eq(orgInvitations.token, hashToken(token)))
    .limit(1);
  return row;
}

/** 404 for an unknown or cancelled link, 410 once expired; accepted ones are answered by the caller. */
function assertUsable(row: Awaited<ReturnType<typeof findByToken>>): asserts row is NonNullable<typeof row> {
  if (!row || row.invitation.status === 'cancelled') throw notFound(ORG_INVITATION_INVALID);
  if (isExpired(row.invitation)) throw new AppError('TOKEN_EXPIRED', ORG_INVITATION_EXPIRED);
}

/** GET /api/org-invitations/{token} (public: the token holder is the invitee). */
export async function orgInvitationDetails(db: DbOrTx, token: string): Promise<OrgInvitationDetails> {
  const row = await findByToken(db, token);
  assertUsable(row);
  const { invitation, org } = row;
  return {
    organizationName: org.name,
    organizationType: org.type,
    organizationSlug: org.slug,
    email: invitation.email,
    role: invitation.role as OrgMemberRole,
    scopes: scopesOf(invitation),
    asOwner: invitation.asOwner,
    inviterName: row.inviterName,
    status: invitation.status,
    expiresAt: invitation.expiresAt.toISOString(),
    accountExists: Boolean(await findUserByEmail(db, invitation.email)),
  };
}

type AcceptBody = z.output<typeof AcceptOrgInvitationInputSchema>;
type AcceptResponse = z.infer<typeof AcceptOrgInvitationResponseSchema>;

export interface AcceptOutcome {
  response: AcceptResponse;
  /** The account created from the link (signed out): the route signs it in. */
  createdUserId: string | null;
}

/**
 * POST /api/org-invitations/{token}/accept. Signed in: the session's account, with the invited address,
 * joins. Signed out with a name and password: a new account with the invited address (the link proved it,
 * so it is verified) joins and is signed in. No password is ever checked here, so the route tells nothing
 * about any account's password.
 */
export async function acceptOrgInvitation(
  db: Db,
  user: AuthUser | null,
  token: string,
  body: AcceptBody,
  info: RequestInfo,
): Promise<AcceptOutcome> {
  const found = await findByToken(db, token);
  assertUsable(found);
  if (found.invitation.status === 'accepted') throw new AppError('CONFLICT', ORG_INVITATION_ACCEPTED);
  const { invitation } = found;

  if (user) {
    if (user.email.toLowerCase() !== invitation.email) throw forbidden(ORG_INVITATION_WRONG_EMAIL);
    if (!isOrgRole(user.role)) {
      throw new AppError(
        'CONFLICT',
        `This address is registered as ${ROLE_ARTICLE[user.role]} account, and organization accounts are separate. Ask the organization to invite another email address.`,
      );
    }
    return db.transaction(async (tx) => ({
      response: await join(tx, invitation, user.id, info),
      createdUserId: null,
    }));
  }

  if (!body) throw new AppError('UNAUTHENTICATED', ORG_INVITATION_SIGN_IN);
  if (await findUserByEmail(db, invitation.email))
    throw new AppError('CONFLICT', ORG_INVITATION_ACCOUNT_EXISTS);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const created = await createVerifiedAccount(
      tx,
      {
        email: invitation.email,
        name: body.name,
        passwordHash,
        role: invitation.role,
        termsVersion: body.termsVersion,
      },
      info,
    );
    if (!created) throw new AppError('CONFLICT', ORG_INVITATION_ACCOUNT_EXISTS);
    return { response: await join(tx, invitation, created.id, info), createdUserId: created.id };
  });
}

/**
 * The membership an accepted invitation makes, in one transaction: the invitation is redeemed (once: the
 * same token, still pending and unexpired), the org_members row accepted, users.role the invitation's,
 * and the owner set when the invitation named one.
 */
async function join(tx: DbOrTx, invitation: InvitationRow, userId: string, info: RequestInfo) {
  // Serializes the account's acceptances, so it cannot join two organizations at once.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const other = await otherOrganizationOf(tx, userId, invitation.organizationId);
  if (other) {
    throw new AppError(
      'CONFLICT',
      `Your account is already a member of ${other.name}, and an account belongs to one organization. Ask ${other.name} to remove you first, or ask to be invited with another email address.`,
    );
  }
  const now = new Date();
  const [redeemed] = await tx
    .update(orgInvitations)
    .set({ status: 'accepted', acceptedAt: now, acceptedByUserId: userId })
    .where(
      and(
        eq(orgInvitations.id, invitation.id),
        eq(orgInvitations.token, invitation.token),
        eq(orgInvitations.status, 'pending'),
        gt(orgInvitations.expiresAt, now),
      ),
    )
    .returning();
  // Lost a race: answered, cancelled or re-issued since it was read.
  if (!redeemed) throw new AppError('CONFLICT', ORG_INVITATION_ACCEPTED);
  const membership = {
    role: redeemed.role,
    scopes: redeemed.role === 'ORG_ADMIN' ? [] : redeemed.scopes,
    invitedAt: redeemed.createdAt,
    acceptedAt: now,
  };
  const [member] = await tx
    .insert(orgMembers)
    .values({ organizationId: redeemed.organizationId, userId, ...membership })
    .onConflictDoUpdate({ target: [orgMembers.organizationId, orgMembers.userId], set: membership })
    .returning();
  await tx.update(users).set({ role: redeemed.role }).where(eq(users.id, userId));
  const [org] = redeemed.asOwner
    ? await tx
        .update(organizations)
        .set({ ownerUserId: userId })
        .where(eq(organizations.id, redeemed.organizationId))
        .returning()
    : await tx.select().from(organizations).where(eq(organizations.id, redeemed.organizationId));
  await recordAudit(
    tx,
    {
      eventType: 'org_member_joined',
      userId,
      targetUserId: userId,
      targetType: 'organization',
      targetId: redeemed.organizationId,
      email: redeemed.email,
      metadata: {
        invitationId: redeemed.id,
        role: redeemed.role,
        scopes: member!.scopes,
        asOwner: redeemed.asOwner,
      },
    },
    info,
  );
  return {
    message: `Welcome to ${org!.name}.`,
    organization: toOrganizationDto(org!),
    membership: toMembership(org!, member!)!,
  };
}
