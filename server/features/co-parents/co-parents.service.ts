import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CoParentInvitation,
  CoParentInvitationAnswer,
  CoParentInvitationDetails,
  InviteCoParentInputSchema,
  InviteCoParentToChildrenInputSchema,
  InviteCoParentToChildrenResponse,
} from '#common/contracts/parents.ts';
import type { ParentRelationship } from '#common/enums.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { coParentInvitations, playerParents, players, users } from '#server/db/schema/index.ts';
import {
  checkLinkedParentManages,
  linkChildToParent,
  type ParentAction,
} from '#server/features/parents/index.ts';
import { findPlayerForView, type PlayerRow, playerFullName } from '#server/features/players/index.ts';
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
export const alreadyParentOf = (playerName: string) => `This person is already a parent of ${playerName}.`;
export const openInvitationsLimitMessage = (playerName: string) =>
  `${playerName} has ${MAX_OPEN_INVITATIONS_PER_PLAYER} open invitations. Cancel one before sending another.`;
/** Open invitations per player, so a profile cannot be used to send e-mail to arbitrary addresses in bulk. */
export const MAX_OPEN_INVITATIONS_PER_PLAYER = 10;
export const CO_PARENT_DEFAULT_RELATIONSHIP: ParentRelationship = 'coparent';

export type InvitationRow = typeof coParentInvitations.$inferSelect;
type InviteInput = z.output<typeof InviteCoParentInputSchema>;
type InviteToChildrenInput = z.output<typeof InviteCoParentToChildrenInputSchema>;

const invitationTokens = emailedTokens({
  token: coParentInvitations.invitationToken,
  status: coParentInvitations.status,
  expiresAt: coParentInvitations.expiresAt,
  sentTo: coParentInvitations.invitedEmail,
});

/**
 * `stillLinked`: whether the one who accepted is still one of the player's parents. The row keeps
 * `accepted` (re-inviting works from it, D026); the parents see `removed` once the link is gone (D265).
 */
function viewStatus(row: InvitationRow, stillLinked: boolean): CoParentInvitation['status'] {
  if (isPastDue(row)) return 'expired';
  if (row.status === 'accepted' && !stillLinked) return 'removed';
  return row.status;
}

function toInvitationDto(row: InvitationRow, inviterName: string, stillLinked = true): CoParentInvitation {
  return {
    id: row.id,
    invitedEmail: row.invitedEmail,
    relationship: row.relationship,
    status: viewStatus(row, stillLinked),
    inviterName,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The inviting parent's side

type Issued = { kind: 'issued'; row: InvitationRow; token: string } | { kind: 'linked' };

/**
 * One player's invitation to one address, inside the caller's transaction: refused (`linked`) when the
 * address already belongs to one of its parents, LIMIT_REACHED at the open-invitation cap, else the one
 * row per player and address is created or refreshed (a new token voids the older link) and audited.
 */
async function issueInvitation(
  tx: Tx,
  user: AuthUser,
  player: PlayerRow,
  invite: { email: string; relationship: ParentRelationship | null; now: Date },
  info: RequestInfo,
): Promise<Issued> {
  const { email, now } = invite;
  // Serializes invitations for one player, so the open-invitation cap holds under concurrency.
  await tx.select({ id: players.id }).from(players).where(eq(players.id, player.id)).for('no key update');
  const [linked] = await tx
    .select({ id: playerParents.id })
    .from(playerParents)
    .innerJoin(users, eq(users.id, playerParents.parentUserId))
    .where(and(eq(playerParents.playerId, player.id), sql`lower(${users.email}) = ${email}`))
    .limit(1);
  if (linked) return { kind: 'linked' };
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
    throw new AppError('LIMIT_REACHED', openInvitationsLimitMessage(playerFullName(player)));
  }
  const token = generateToken();
  const fresh = {
    invitedByParentId: user.id,
    invitationToken: hashToken(token),
    status: 'pending' as const,
    relationship: invite.relationship,
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
    info,
  );
  return { kind: 'issued', row: saved!, token };
}

const inviteLink = (appUrl: string, token: string) => `${appUrl}/co-parent-invite/${token}`;

/** POST /api/players/{id}/co-parents/invite: a PARENT linked to the player. */
export async function inviteCoParent(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: InviteInput,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<CoParentInvitation> {
  const email = input.email.toLowerCase();
  const row = await db.transaction(async (tx) => {
    const issued = await issueInvitation(
      tx,
      user,
      player,
      { email, relationship: input.relationship ?? null, now: new Date() },
      ctx.info,
    );
    if (issued.kind === 'linked') throw new AppError('CONFLICT', ALREADY_A_PARENT);
    await enqueueEmail(tx, {
      ...coParentInvitationEmail({
        to: email,
        inviterName: user.name,
        children: [{ playerName: playerFullName(player), link: inviteLink(ctx.appUrl, issued.token) }],
      }),
      // Deleting the player deletes the messages about it too: no row about a deleted child.
      metadata: { playerId: player.id },
    });
    return issued.row;
  });
  return toInvitationDto(row, user.name);
}

/**
 * POST /api/co-parents/invite (D266): one address invited to several of the parent's children in one
 * transaction. Each child passes the single invitation's checks (a linked parent of a profile the parent
 * still manages, the open-invitation cap; any refusal names the child and nothing is sent); a child the
 * address already co-manages is skipped with the reason. One e-mail lists the children, each with its link.
 */
export async function inviteCoParentToChildren(
  db: Db,
  user: AuthUser,
  input: InviteToChildrenInput,
  ctx: { appUrl: string; info: RequestInfo },
): Promise<InviteCoParentToChildrenResponse> {
  const email = input.email.toLowerCase();
  const chosen: PlayerRow[] = [];
  for (const id of [...new Set(input.playerIds)]) {
    const { player } = await findPlayerForView(db, user, id);
    try {
      await checkLinkedParentManages(db, user, player);
    } catch (err) {
      if (err instanceof AppError) throw new AppError(err.code, `${playerFullName(player)}: ${err.message}`);
      throw err;
    }
    chosen.push(player);
  }
  // The same order of row locks in every request, so two overlapping invitations cannot deadlock; the
  // answer and the e-mail list the children in the order they were chosen.
  chosen.sort((a, b) => a.id.localeCompare(b.id));
  const order = new Map(input.playerIds.map((id, i) => [id, i] as const));
  const byChoice = (a: { playerId: string }, b: { playerId: string }) =>
    (order.get(a.playerId) ?? 0) - (order.get(b.playerId) ?? 0);
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const invitations: InviteCoParentToChildrenResponse['invitations'] = [];
    const skipped: InviteCoParentToChildrenResponse['skipped'] = [];
    const links: { playerId: string; playerName: string; link: string }[] = [];
    for (const player of chosen) {
      const playerName = playerFullName(player);
      const issued = await issueInvitation(
        tx,
        user,
        player,
        { email, relationship: input.relationship ?? null, now },
        ctx.info,
      );
      if (issued.kind === 'linked') {
        skipped.push({ playerId: player.id, playerName, reason: alreadyParentOf(playerName) });
        continue;
      }
      invitations.push({
        playerId: player.id,
        playerName,
        invitation: toInvitationDto(issued.row, user.name),
      });
      links.push({ playerId: player.id, playerName, link: inviteLink(ctx.appUrl, issued.token) });
    }
    if (invitations.length === 0) {
      throw new AppError(
        'CONFLICT',
        chosen.length === 1 ? ALREADY_A_PARENT : 'This person is already a parent on every chosen profile.',
      );
    }
    await enqueueEmail(tx, {
      ...coParentInvitationEmail({ to: email, inviterName: user.name, children: links.sort(byChoice) }),
      // Deleting any of the players deletes the message naming it (data-control's purge).
      metadata: { playerIds: invitations.map((i) => i.playerId) },
    });
    return { invitations, skipped };
  });
  const sent = result.invitations.length;
  return {
    message: sent === 1 ? 'Invitation sent' : `${sent} invitations sent`,
    invitations: result.invitations.sort(byChoice),
    skipped: result.skipped.sort(byChoice),
  };
}

/** GET /api/players/{id}/co-parents/invitations: every invitation of the player, newest first. */
export async function listPlayerInvitations(db: DbOrTx, player: PlayerRow): Promise<CoParentInvitation[]> {
  const rows = await db
    .select({
      invitation: coParentInvitations,
      inviterName: users.name,
      linkId: playerParents.id,
    })
    .from(coParentInvitations)
    .innerJoin(users, eq(users.id, coParentInvitations.invitedByParentId))
    .leftJoin(
      playerParents,
      and(
        eq(playerParents.playerId, coParentInvitations.playerId),
        eq(playerParents.parentUserId, coParentInvitations.respondedByUserId),
      ),
    )
    .where(eq(coParentInvitations.playerId, player.id))
    .orderBy(desc(coParentInvitations.createdAt));
  return rows.map((r) => toInvitationDto(r.invitation, r.inviterName, r.linkId !== null));
}

/**
 * DELETE /api/co-parents/invitations/{id}: a pending invitation (its manager's, the
 * coParentInvitation:manage policy) is deleted, so its link then reads as "invalid or cancelled".
 */
export async function cancelInvitation(
  db: Db,
  user: AuthUser,
  row: InvitationRow,
  info: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(coParentInvitations)
      .where(and(eq(coParentInvitations.id, row.id), eq(coParentInvitations.status, 'pending')))
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

export async function findInvitation(db: DbOrTx, ref: InvitationRef) {
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

/** An invitation found by the e-mailed token (holding it is the proof), or 404. */
export async function findInvitationByToken(db: DbOrTx, token: string): Promise<FoundInvitation> {
  const row = await findInvitation(db, { token });
  if (!row) throw notFound(INVITATION_INVALID);
  return row;
}

export type FoundInvitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/**
 * GET .../invitations/{token}/details (public) and .../by-id/{id}/details (the invitee, the
 * coParentInvitation:invitee policy).
 */
export function invitationDetails(row: FoundInvitation): CoParentInvitationDetails {
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
  { ref, found }: { ref: InvitationRef; found: FoundInvitation },
  answer: 'accept' | 'decline',
  info: RequestInfo,
): Promise<InvitationAnswerResult> {
  const { invitation } = found;
  // Declining by the e-mailed link needs no account: holding the link is the proof (D108). A
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
