import { and, desc, eq, type SQL } from 'drizzle-orm';
import type {
  ApprovalValidation,
  ApproveProfileResponse,
  PendingApproval,
  RequestApprovalInput,
} from '#common/contracts/parents.ts';
import type { ProfileStatus } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { parentalApprovalRequests, players, users } from '#server/db/schema/index.ts';
import { type ParentAction, recordParentConsent } from '#server/features/parents/index.ts';
import { type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { approvalRequestEmail } from '#server/lib/email/templates.ts';
import { AppError, forbidden, notFound } from '#server/lib/errors.ts';
import { emailedTokens, generateToken, hashToken, isPastDue, TOKEN_TTL } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * Parental approval of a minor's profile (spec 2 §2 /approve-profile/{token}, decisions §3, §4).
 * The e-mailed token is 32 random bytes; only its SHA-256 is stored; a new request voids the older
 * ones; redemption is one atomic UPDATE. Both approve endpoints and the dashboard's approve-by-id reach
 * `approveProfile`. The approving account must be a PARENT whose e-mail is verified and is the address
 * the request was sent to (D025).
 */

export const INVALID_APPROVAL_TOKEN = 'Invalid or expired token';
export const APPROVAL_EXPIRED = 'This approval link has expired. Ask the player to send a new request.';
export const APPROVAL_USED = 'This approval link has already been used.';
export const APPROVAL_WRONG_EMAIL = 'This approval request was sent to a different email address.';
export const APPROVAL_PARENT_ONLY = 'Only a parent or guardian account can approve a player profile.';
export const APPROVAL_REQUEST_NOT_FOUND = 'Approval request not found.';
export const APPROVAL_NOT_NEEDED = 'This profile does not need parental approval.';
export const APPROVAL_VERIFY_EMAIL =
  'Verify your email address to approve this profile. Open the verification link we sent you, then approve again.';

export type ApprovalRequestRow = typeof parentalApprovalRequests.$inferSelect;

const AWAITING_CONSENT: readonly ProfileStatus[] = ['draft', 'pending_consent'];

const approvalTokens = emailedTokens({
  token: parentalApprovalRequests.approvalToken,
  status: parentalApprovalRequests.status,
  expiresAt: parentalApprovalRequests.expiresAt,
  sentTo: parentalApprovalRequests.parentEmail,
});

// ---------------------------------------------------------------------------------------------------------
// POST /api/players/{id}/request-approval

/**
 * The player (or another manager) asks a parent to approve: older pending requests are voided, the new
 * request stored, the profile set to pending_consent and the e-mail queued, in one transaction.
 */
export async function requestParentalApproval(
  db: Db,
  user: AuthUser,
  found: PlayerRow,
  input: RequestApprovalInput,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<{ expiresAt: Date }> {
  const parentEmail = input.parentEmail.toLowerCase();
  if (parentEmail === user.email.toLowerCase()) {
    const message = "Enter your parent's or guardian's email address, not your own.";
    throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'parentEmail', message }] });
  }
  const token = generateToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL.parentalApproval);
  await db.transaction(async (tx) => {
    // The lock orders concurrent requests for one player: each voids the one before it.
    const [player] = await tx.select().from(players).where(eq(players.id, found.id)).for('no key update');
    if (!player) throw notFound('Player not found.');
    if (!player.parentalConsentRequired || !AWAITING_CONSENT.includes(player.profileStatus)) {
      throw new AppError('CONFLICT', APPROVAL_NOT_NEEDED);
    }
    await tx
      .update(parentalApprovalRequests)
      .set({ status: 'expired' })
      .where(
        and(eq(parentalApprovalRequests.playerId, player.id), eq(parentalApprovalRequests.status, 'pending')),
      );
    const [created] = await tx
      .insert(parentalApprovalRequests)
      .values({
        playerId: player.id,
        playerUserId: player.userId,
        parentEmail,
        approvalToken: hashToken(token),
        expiresAt,
      })
      .returning({ id: parentalApprovalRequests.id });
    await tx.update(players).set({ profileStatus: 'pending_consent' }).where(eq(players.id, player.id));
    await enqueueEmail(tx, {
      ...approvalRequestEmail({
        to: parentEmail,
        requesterName: player.userId === user.id ? null : user.name,
        playerName: playerFullName(player),
        link: `${ctx.appUrl}/approve-profile/${token}`,
      }),
      // Deleting the player deletes the messages about it too (D062: no row about a deleted child).
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
        email: parentEmail,
        metadata: {
          action: 'approval_requested' satisfies ParentAction,
          approvalRequestId: created!.id,
          profileStatus: { from: player.profileStatus, to: 'pending_consent' },
        },
      },
      ctx.info,
    );
  });
  return { expiresAt };
}

// ---------------------------------------------------------------------------------------------------------
// Reads

async function findRequest(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      request: parentalApprovalRequests,
      firstName: players.firstName,
      lastName: players.lastName,
      requesterName: users.name,
    })
    .from(parentalApprovalRequests)
    .innerJoin(players, eq(players.id, parentalApprovalRequests.playerId))
    .leftJoin(users, eq(users.id, parentalApprovalRequests.playerUserId))
    .where(where)
    .limit(1);
  return row;
}

/** Who asked: the player's own account, or for a child without one, the child's name. */
const requestedByName = (row: { requesterName: string | null; firstName: string; lastName: string }) =>
  row.requesterName ?? playerFullName(row);

/** GET /api/approval-requests/validate/{token} (public): unknown 400, expired or voided 410. */
export async function validateApprovalToken(db: DbOrTx, token: string): Promise<ApprovalValidation> {
  const row = await findRequest(db, approvalTokens.matching(token));
  if (!row || row.request.status === 'rejected') throw new AppError('INVALID_TOKEN', INVALID_APPROVAL_TOKEN);
  const alreadyApproved = row.request.status === 'approved';
  if (!alreadyApproved && isPastDue(row.request)) throw new AppError('TOKEN_EXPIRED', APPROVAL_EXPIRED);
  return {
    playerName: playerFullName(row),
    requestedByName: requestedByName(row),
    parentEmail: row.request.parentEmail,
    expiresAt: row.request.expiresAt.toISOString(),
    alreadyApproved,
  };
}

/**
 * GET /api/parents/pending-approvals: live requests sent to the parent's address. Only once that address
 * is verified: otherwise anyone could sign up with a parent's e-mail and see (or approve) the child.
 */
export async function listPendingApprovals(
  db: DbOrTx,
  user: AuthUser,
): Promise<{ approvals: PendingApproval[]; requiresEmailVerification: boolean }> {
  if (!user.emailVerified) return { approvals: [], requiresEmailVerification: true };
  const rows = await db
    .select({
      request: parentalApprovalRequests,
      firstName: players.firstName,
      lastName: players.lastName,
      requesterName: users.name,
    })
    .from(parentalApprovalRequests)
    .innerJoin(players, eq(players.id, parentalApprovalRequests.playerId))
    .leftJoin(users, eq(users.id, parentalApprovalRequests.playerUserId))
    .where(approvalTokens.liveFor(user.email))
    .orderBy(desc(parentalApprovalRequests.createdAt));
  return {
    requiresEmailVerification: false,
    approvals: rows.map((r) => ({
      id: r.request.id,
      playerId: r.request.playerId,
      playerName: playerFullName(r),
      requestedByName: requestedByName(r),
      expiresAt: r.request.expiresAt.toISOString(),
      createdAt: r.request.createdAt.toISOString(),
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Approve

/**
 * A token from the e-mail link, or from the dashboard a request the approvalRequest:addressee policy loaded
 * (sent to the caller's verified address, approval-policies.ts, D277).
 */
export type ApprovalRef = { token: string } | { request: ApprovalRequestRow };

/**
 * Redeems an approval request in one atomic UPDATE (pending, unexpired, addressed to this parent), then
 * in the same transaction links the parent with their consent and activates the profile.
 * A replay by the parent who approved answers alreadyApproved (so the login-with-approvalToken flow is
 * idempotent); by anyone else 400 TOKEN_USED. Expired 410. Of two simultaneous calls exactly one redeems.
 */
export async function approveProfile(
  db: Db,
  user: AuthUser,
  ref: ApprovalRef,
  info: RequestInfo,
): Promise<ApproveProfileResponse> {
  const byToken = 'token' in ref;
  if (user.role !== 'PARENT') throw forbidden(APPROVAL_PARENT_ONLY);
  const where = byToken
    ? approvalTokens.matching(ref.token)
    : eq(parentalApprovalRequests.id, ref.request.id);
  const email = user.email.toLowerCase();
  const now = new Date();

  // An unverified account redeems nothing; the reason is told below, after the link's own state, so a
  // parent is never asked to verify for a link that is expired, used or addressed to someone else.
  const redeemed = !user.emailVerified
    ? null
    : await db.transaction(async (tx) => {
        // Player first, then the request: the same lock order as requestParentalApproval, so the two
        // cannot deadlock.
        const [target] = await tx
          .select({ id: parentalApprovalRequests.id, playerId: parentalApprovalRequests.playerId })
          .from(parentalApprovalRequests)
          .where(where)
          .limit(1);
        if (!target) return null;
        await tx
          .select({ id: players.id })
          .from(players)
          .where(eq(players.id, target.playerId))
          .for('no key update');
        const [request] = await tx
          .update(parentalApprovalRequests)
          .set({ status: 'approved', approvedAt: now, approvedByUserId: user.id })
          .where(and(eq(parentalApprovalRequests.id, target.id), approvalTokens.liveFor(email, now)))
          .returning();
        if (!request) return null;
        const { before, after } = await recordParentConsent(tx, {
          playerId: request.playerId,
          parentUserId: user.id,
          parentName: user.name,
          ipAddress: info.ipAddress,
        });
        await recordAudit(
          tx,
          {
            eventType: 'player_profile_updated',
            userId: user.id,
            targetUserId: before.userId,
            targetType: 'player',
            targetId: request.playerId,
            email,
            metadata: {
              action: 'parental_approval' satisfies ParentAction,
              method: byToken ? 'approval_link' : 'dashboard',
              approvalRequestId: request.id,
              profileStatus: { from: before.profileStatus, to: after.profileStatus },
            },
          },
          info,
        );
        return request;
      });
  if (redeemed) return { message: 'Profile approved', alreadyApproved: false, playerId: redeemed.playerId };

  // Nothing redeemed: say why, from the row as it is now.
  const [row] = await db.select().from(parentalApprovalRequests).where(where).limit(1);
  if (!row) {
    throw byToken
      ? new AppError('INVALID_TOKEN', INVALID_APPROVAL_TOKEN)
      : notFound(APPROVAL_REQUEST_NOT_FOUND);
  }
  const addressedToUser = row.parentEmail === email;
  if (row.status === 'approved') {
    if (row.approvedByUserId === user.id) {
      return { message: 'Profile already approved', alreadyApproved: true, playerId: row.playerId };
    }
    throw new AppError('TOKEN_USED', APPROVAL_USED);
  }
  if (!addressedToUser) throw forbidden(APPROVAL_WRONG_EMAIL);
  if (isPastDue(row)) throw new AppError('TOKEN_EXPIRED', APPROVAL_EXPIRED);
  if (!user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', APPROVAL_VERIFY_EMAIL);
  throw new AppError('INVALID_TOKEN', INVALID_APPROVAL_TOKEN);
}
