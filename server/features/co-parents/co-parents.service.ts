import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CoParentInvitation,
  CoParentInvitationAnswer,
  CoParentInvitationDetails,
  InviteCoParentInputSchema,
} from '#common/contracts/parents.ts';
import type { ParentRelationship } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { coParentInvitations, playerParents, players, users } from '#server/db/schema/index.ts';
import {
  findPlayerForLinkedParent,
  linkChildToParent,
  type ParentAction,
} from '#server/features/parents/index.ts';
import { findPlayerForView, isLinkedParent, playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { coParentInvitationEmail } from '#server/lib/email/templates.ts';
import { AppError, forbidden, notFound, unauthenticated } from '#server/lib/errors.ts';
import { emailedTokens, generateToken, hashToken, isPastDue, TOKEN_TTL } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * Co-parent invitations (spec 2 §2 /co-parent-invite/{token}, §4; decisions §1, §3). One invitation per
 * player and address; re-inviting refreshes its token and expiry, which voids the older link. Only the
 * token's SHA-256 is stored. Accepting links the invitee as a (non-primary) parent with full management.
 * The invitee must use the invited address; the answer to the inviter never says whether it has an account.
 */

export const INVITATION_INVALID = 'This invitation link is invalid or has been cancelled.';
export const INVITATION_EXPIRED = 'This invitation has expired.';
export const INVITATION_WRONG_EMAIL = 'This invitation was sent to a different email address.';
export const INVITATION_PARENT_ONLY =
  'Only parent accounts can accept a co-parent invitation. Sign in with (or create) a parent account using the invited email address.';
export const ALREADY_A_PARENT = 'This person is already a parent on this profile.';
/** Open invitations per player, so a profile cannot be used to send e-mail to arbitrary addresses in bulk. */
export const MAX_OPEN_INVITATIONS_PER_PLAYER = 10;
export const CO_PARENT_DEFAULT_RELATIONSHIP: ParentRelationship = 'coparent';

type InvitationRow = typeof coParentInvitations.$inferSelect;
type InviteInput = z.output<typeof InviteCoParentInputSchema>;

const invitationTokens = emailedTokens({
  token: coParentInvitations.invitationToken,
  status: coParentInvitations.status,
  expiresAt: coParentInvitations.expiresAt,
  sentTo: coParentInvitations.invitedEmail,
});

function toInvitationDto(row: InvitationRow, inviterName: string): CoParentInvitation {
  return {
    id: row.id,
    invitedEmail: row.invitedEmail,
    relationship: row.relationship,
    status: isPastDue(row) ? 'expired' : row.status,
    inviterName,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The inviting parent's side

/** POST /api/players/{id}/co-parents/invite: a PARENT linked to the player. */
export async function inviteCoParent(
  db: Db,
  user: AuthUser,
  ref: string,
  input: InviteInput,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<CoParentInvitation> {
  const player = await findPlayerForLinkedParent(db, user, ref);
  const email = input.email.toLowerCase();
  const token = generateToken();
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    // Serializes invitations for one player, so the open-invitation cap holds under concurrency.
    await tx.select({ id: players.id }).from(players).where(eq(players.id, player.id)).for('no key update');
    const [linked] = await tx
      .select({ id: playerParents.id })
      .from(playerParents)
      .innerJoin(users, eq(users.id, playerParents.parentUserId))
      .where(and(eq(playerParents.playerId, player.id), sql`lower(${users.email}) = ${email}`))
      .limit(1);
    if (linked) throw new AppError('CONFLICT', ALREADY_A_PARENT);
    const [open] = await tx
      .select({ n: count() })
      .from(coParentInvitations)
      .where(
        and(
          eq(coParentInvitations.playerId, player.id),
          invitationTokens.live(now),
          ne(coParentInvitations.invitedEmail, email),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_INVITATIONS_PER_PLAYER) {
      throw new AppError(
        'LIMIT_REACHED',
        `A profile can have ${MAX_OPEN_INVITATIONS_PER_PLAYER} open invitations. Cancel one before sending another.`,
      );
    }
    const fresh = {
      invitedByParentId: user.id,
      invitationToken: hashToken(token),
      status: 'pending' as const,
      relationship: input.relationship ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_TTL.coParentInvitation),
      respondedAt: null,
      respondedByUserId: null,
    };
    const [saved] = await tx
      .insert(coParentInvitations)
      .values({ playerId: player.id, invitedEmail: email, ...fresh })
      .onConflictDoUpdate({
        target: [coParentInvitations.playerId, coParentInvitations.invitedEmail],
        set: fresh,
      })
      .returning();
    await enqueueEmail(tx, {
      ...coParentInvitationEmail({
        to: email,
        inviterName: user.name,
        playerName: playerFullName(player),
        link: `${ctx.appUrl}/co-parent-invite/${token}`,
      }),
      // Deleting the player deletes the messages about it too (issue 10: no row about a deleted child).
      metadata: { playerId: player.id },
    });
    await recordAudit(
      tx,
      {
        eventType: 'player_profile_updated',
        userId: user.id,
        targetUserId: player.userId,
        targetType: 'player',
        targetId: player.id,
        email,
        metadata: { action: 'co_parent_invited' satisfies ParentAction, invitationId: saved!.id },
      },
      ctx.info,
    );
    return saved!;
  });
  return toInvitationDto(row, user.name);
}

/** Linked parents and admins manage a player's invitations. */
async function mayManageInvitations(db: DbOrTx, user: AuthUser, playerId: string): Promise<boolean> {
  if (user.role === 'ADMIN') return true;
  return user.role === 'PARENT' && isLinkedParent(db, user.id, playerId);
}

/** GET /api/players/{id}/co-parents/invitations: every invitation of the player, newest first. */
export async function listPlayerInvitations(
  db: DbOrTx,
  user: AuthUser,
  ref: string,
): Promise<CoParentInvitation[]> {
  const { player } = await findPlayerForView(db, user, ref);
  if (!(await mayManageInvitations(db, user, player.id))) {
    throw forbidden("Only the player's parents can see its co-parent invitations.");
  }
  const rows = await db
    .select({ invitation: coParentInvitations, inviterName: users.name })
    .from(coParentInvitations)
    .innerJoin(users, eq(users.id, coParentInvitations.invitedByParentId))
    .where(eq(coParentInvitations.playerId, player.id))
    .orderBy(desc(coParentInvitations.createdAt));
  return rows.map((r) => toInvitationDto(r.invitation, r.inviterName));
}

/**
 * DELETE /api/co-parents/invitations/{id}: a pending invitation is deleted, so its link then reads as
 * "invalid or cancelled". Someone who does not manage the player gets 404, as if it did not exist.
 */
export async function cancelInvitation(db: Db, user: AuthUser, id: string, info: RequestInfo): Promise<void> {
  const [row] = await db.select().from(coParentInvitations).where(eq(coParentInvitations.id, id)).limit(1);
  if (!row || !(await mayManageInvitations(db, user, row.playerId))) throw notFound('Invitation not found.');
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(coParentInvitations)
      .where(and(eq(coParentInvitations.id, id), eq(coParentInvitations.status, 'pending')))
      .returning({ id: coParentInvitations.id });
    if (!deleted) throw new AppError('CONFLICT', 'Only pending invitations can be cancelled.');
    await recordAudit(
      tx,
      {
        eventType: 'player_profile_updated',
        userId: user.id,
        targetType: 'player',
        targetId: row.playerId,
        email: row.invitedEmail,
        metadata: { action: 'co_parent_invitation_cancelled' satisfies ParentAction, invitationId: row.id },
      },
      info,
    );
  });
}

// ---------------------------------------------------------------------------------------------------------
// The invitee's side

/** The invitation page's link: the e-mailed token, or (from the dashboard) the invitation id. */
export type InvitationRef = { token: string } | { invitationId: string };

const whereRef = (ref: InvitationRef): SQL =>
  'token' in ref ? invitationTokens.matching(ref.token) : eq(coParentInvitations.id, ref.invitationId);

async function findInvitation(db: DbOrTx, ref: InvitationRef) {
  const [row] = await db
    .select({
      invitation: coParentInvitations,
      inviterName: users.name,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(coParentInvitations)
    .innerJoin(players, eq(players.id, coParentInvitations.playerId))
    .innerJoin(users, eq(users.id, coParentInvitations.invitedByParentId))
    .where(whereRef(ref))
    .limit(1);
  return row;
}

/**
 * By id, the invitation exists only for its invitee with a verified address: the id is not a secret
 * the way the e-mailed token is, so the verified address stands in for "received the e-mail".
 */
function isInviteeById(user: AuthUser | null, invitation: InvitationRef, row: InvitationRow): boolean {
  if ('token' in invitation) return true;
  return Boolean(user?.emailVerified && row.invitedEmail === user.email.toLowerCase());
}

/** GET .../invitations/{token}/details (public) and .../by-id/{id}/details (the invitee). */
export async function invitationDetails(
  db: DbOrTx,
  user: AuthUser | null,
  ref: InvitationRef,
): Promise<CoParentInvitationDetails> {
  const row = await findInvitation(db, ref);
  if (!row || !isInviteeById(user, ref, row.invitation)) throw notFound(INVITATION_INVALID);
  const { invitation } = row;
  if (isPastDue(invitation)) throw new AppError('TOKEN_EXPIRED', INVITATION_EXPIRED);
  return {
    id: invitation.id,
    playerName: playerFullName(row),
    inviterName: row.inviterName,
    invitedEmail: invitation.invitedEmail,
    relationship: invitation.relationship,
    status: invitation.status as CoParentInvitationDetails['status'],
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** GET /api/co-parents/my-invitations: live invitations to the parent's verified address. */
export async function myInvitations(
  db: DbOrTx,
  user: AuthUser,
): Promise<{ invitations: CoParentInvitationDetails[]; requiresEmailVerification: boolean }> {
  if (!user.emailVerified) return { invitations: [], requiresEmailVerification: true };
  const rows = await db
    .select({
      invitation: coParentInvitations,
      inviterName: users.name,
      firstName: players.firstName,
      lastName: players.lastName,
    })
    .from(coParentInvitations)
    .innerJoin(players, eq(players.id, coParentInvitations.playerId))
    .innerJoin(users, eq(users.id, coParentInvitations.invitedByParentId))
    .where(invitationTokens.liveFor(user.email))
    .orderBy(desc(coParentInvitations.createdAt));
  return {
    requiresEmailVerification: false,
    invitations: rows.map((r) => ({
      id: r.invitation.id,
      playerName: playerFullName(r),
      inviterName: r.inviterName,
      invitedEmail: r.invitation.invitedEmail,
      relationship: r.invitation.relationship,
      status: 'pending' as const,
      expiresAt: r.invitation.expiresAt.toISOString(),
    })),
  };
}

export type InvitationAnswerResult =
  | { kind: 'done'; answer: CoParentInvitationAnswer }
  | { kind: 'already'; status: 'accepted' | 'declined' };

/** Why an invitation could not be answered, from the row as it is now. */
function explain(row: InvitationRow): InvitationAnswerResult {
  if (row.status === 'accepted' || row.status === 'declined') return { kind: 'already', status: row.status };
  if (isPastDue(row)) throw new AppError('TOKEN_EXPIRED', INVITATION_EXPIRED);
  throw notFound(INVITATION_INVALID);
}

/**
 * Accept or decline, by one atomic status change (pending, unexpired, same token). Accepting needs a
 * PARENT account with the invited address, and links it to the player in the same transaction.
 * Already answered: `already` with the status (the route answers 409).
 */
export async function answerInvitation(
  db: Db,
  user: AuthUser | null,
  ref: InvitationRef,
  answer: 'accept' | 'decline',
  info: RequestInfo,
): Promise<InvitationAnswerResult> {
  const found = await findInvitation(db, ref);
  if (!found || !isInviteeById(user, ref, found.invitation)) throw notFound(INVITATION_INVALID);
  const { invitation } = found;
  // Declining by the e-mailed link needs no account: holding the link is the proof (decisions.md). A
  // signed-in account answers only for its own address; accepting always needs that parent account.
  if (!user) {
    if (answer === 'accept' || !('token' in ref)) throw unauthenticated();
  } else {
    if (answer === 'accept' && user.role !== 'PARENT') throw forbidden(INVITATION_PARENT_ONLY);
    if (invitation.invitedEmail !== user.email.toLowerCase()) throw forbidden(INVITATION_WRONG_EMAIL);
  }
  if (invitation.status !== 'pending' || isPastDue(invitation)) return explain(invitation);

  const status = answer === 'accept' ? ('accepted' as const) : ('declined' as const);
  const now = new Date();
  const done = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(coParentInvitations)
      .set({ status, respondedAt: now, respondedByUserId: user?.id ?? null })
      .where(
        and(
          eq(coParentInvitations.id, invitation.id),
          eq(coParentInvitations.invitationToken, invitation.invitationToken),
          invitationTokens.live(now),
        ),
      )
      .returning();
    if (!updated) return null;
    // Accepting links under the co-parent's own plan limit; a refusal rolls the answer back too.
    if (status === 'accepted' && user) {
      await linkChildToParent(tx, {
        playerId: updated.playerId,
        parentUserId: user.id,
        relationship: updated.relationship ?? CO_PARENT_DEFAULT_RELATIONSHIP,
        isPrimary: false,
      });
    }
    await recordAudit(
      tx,
      {
        eventType: 'player_profile_updated',
        userId: user?.id ?? null,
        targetType: 'player',
        targetId: updated.playerId,
        email: updated.invitedEmail,
        metadata: {
          action: (status === 'accepted'
            ? 'co_parent_accepted'
            : 'co_parent_declined') satisfies ParentAction,
          invitationId: updated.id,
        },
      },
      info,
    );
    return updated;
  });
  if (done) {
    return {
      kind: 'done',
      answer: {
        message: status === 'accepted' ? 'Invitation accepted' : 'Invitation declined',
        status,
        playerId: done.playerId,
      },
    };
  }
  // Lost a race (answered, cancelled or re-issued meanwhile).
  const [now_] = await db.select().from(coParentInvitations).where(whereRef(ref)).limit(1);
  if (!now_) throw notFound(INVITATION_INVALID);
  return explain(now_);
}
