import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { needsParentalConsent } from '#common/age.ts';
import {
  FIELD_CONTROL_LABELS,
  type FieldControl,
  type RosterStatus,
  type Sponsorship,
} from '#common/contracts/orgs.ts';
import { FIELD_CONTROL_PARTS } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  organizations,
  orgMembers,
  orgSponsorships,
  playerParents,
  players,
  users,
} from '#server/db/schema/index.ts';
import { isLinkedParent, type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { sponsorshipAnsweredEmail } from '#server/lib/email/templates.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { hashToken } from '#server/lib/tokens.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { OrgRow } from './org-access.ts';

/**
 * Sponsorships, the family's side: which profiles an invitation may join, who answers for a
 * profile (one rule, whoAnswers), and accepting, declining and leaving, by id or by the e-mailed token.
 * Only the token's SHA-256 is stored (decisions §3); an answered or withdrawn invitation has no token, so
 * its link reads as invalid.
 */

export type SponsorshipRow = typeof orgSponsorships.$inferSelect;

export const SPONSORSHIP_NOT_FOUND = 'Invitation not found.';
export const SPONSORSHIP_INVALID = 'This invitation link is invalid or has been withdrawn.';
export const SPONSORSHIP_EXPIRED = 'This invitation has expired. Ask the organization to invite you again.';
export const SPONSORSHIP_ANSWERED = 'This invitation has already been answered.';
export const CHOOSE_PROFILE = 'Choose the profile that joins';
export const MINOR_ANSWERS_MESSAGE = 'A parent must answer for players under 17.';
export const CONSENT_MISSING_MESSAGE = 'Record parental consent first.';
export const ADULT_ANSWERS_MESSAGE = 'Players 17 and over answer for themselves.';
export const PROFILE_NOT_ACTIVE_MESSAGE = 'The profile must be active before it joins a roster.';
export const NOT_ACTIVE_TO_LEAVE = 'Only an active sponsorship can be left.';

// ---------------------------------------------------------------------------------------------------------
// Shared reading of a row

/** The roster's status of a row (common/contracts/orgs.ts ROSTER_STATUSES). */
export function rosterStatusOf(
  row: Pick<SponsorshipRow, 'status' | 'expiresAt' | 'playerId'>,
  now = new Date(),
): RosterStatus {
  if (row.status !== 'invited') return row.status;
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return row.playerId ? 'invited' : 'pending';
}

/** An invitation that can still be answered: invited and not past its expiry. */
export function isOpenInvitation(row: Pick<SponsorshipRow, 'status' | 'expiresAt'>, now = new Date()) {
  return row.status === 'invited' && !(row.expiresAt && row.expiresAt <= now);
}

/** Every part, false unless the stored grant says true. */
export function fieldControlOf(stored: Partial<FieldControl> | null): FieldControl {
  return Object.fromEntries(FIELD_CONTROL_PARTS.map((p) => [p, stored?.[p] === true])) as FieldControl;
}

/** The labels of the granted parts, for e-mails. */
export function grantedPartLabels(fieldControl: FieldControl): string[] {
  return FIELD_CONTROL_PARTS.filter((p) => fieldControl[p]).map((p) => FIELD_CONTROL_LABELS[p]);
}

// ---------------------------------------------------------------------------------------------------------
// Who answers

/** Recorded parental consent: on the profile, or on one of its parent links. */
export async function hasParentalConsent(db: DbOrTx, player: PlayerRow): Promise<boolean> {
  if (player.parentalConsentGiven) return true;
  const [link] = await db
    .select({ id: playerParents.id })
    .from(playerParents)
    .where(and(eq(playerParents.playerId, player.id), eq(playerParents.consentGiven, true)))
    .limit(1);
  return Boolean(link);
}

export interface AnswerRule {
  /** The caller manages the profile (their own, or a linked child). */
  manages: boolean;
  /** Why the caller may not answer for it (null: they may). */
  refusal: string | null;
}

/**
 * Who answers a sponsorship of a profile, the one rule everything uses: a minor's, a linked parent only;
 * an adult's, the player's own account, or a linked parent when the profile has no account.
 */
export async function whoAnswers(db: DbOrTx, user: AuthUser, player: PlayerRow): Promise<AnswerRule> {
  const own = player.userId === user.id;
  const parent = user.role === 'PARENT' && (await isLinkedParent(db, user.id, player.id));
  if (!own && !parent) return { manages: false, refusal: SPONSORSHIP_NOT_FOUND };
  if (needsParentalConsent(player)) {
    return { manages: true, refusal: parent ? null : MINOR_ANSWERS_MESSAGE };
  }
  if (own || player.userId === null) return { manages: true, refusal: null };
  return { manages: true, refusal: ADULT_ANSWERS_MESSAGE };
}

/** Why a profile cannot join a roster now (consent, status), or null. */
export async function joinBlock(db: DbOrTx, player: PlayerRow): Promise<string | null> {
  if (needsParentalConsent(player) && !(await hasParentalConsent(db, player))) {
    return CONSENT_MISSING_MESSAGE;
  }
  if (player.profileStatus !== 'active') return PROFILE_NOT_ACTIVE_MESSAGE;
  return null;
}

/** The profiles the caller manages: their own and their linked children. */
async function managedProfiles(db: DbOrTx, user: AuthUser): Promise<PlayerRow[]> {
  const linked = db
    .select({ id: playerParents.playerId })
    .from(playerParents)
    .where(eq(playerParents.parentUserId, user.id));
  return db
    .select()
    .from(players)
    .where(or(eq(players.userId, user.id), inArray(players.id, linked)))
    .orderBy(players.firstName, players.lastName);
}

// ---------------------------------------------------------------------------------------------------------
// DTO

const orgCard = (org: OrgRow) => ({
  id: org.id,
  name: org.name,
  slug: org.slug,
  type: org.type,
  logoUrl: org.logoUrl,
});

function toSponsorship(
  row: SponsorshipRow,
  org: OrgRow,
  player: PlayerRow | null,
  inviterName: string | null,
  canRespond: boolean,
): Sponsorship {
  return {
    id: row.id,
    status: rosterStatusOf(row),
    endReason: row.endReason,
    organization: orgCard(org),
    player: player
      ? { id: player.id, slug: player.slug, firstName: player.firstName, lastName: player.lastName }
      : null,
    fieldControl: fieldControlOf(row.fieldControl),
    inviterName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    canRespond,
  };
}

/** A sponsorship with its organization, its profile (none for an invitation by e-mail) and its inviter. */
export interface LoadedSponsorship {
  row: SponsorshipRow;
  org: OrgRow;
  player: PlayerRow | null;
  inviterName: string | null;
}

const inviter = sql<
  string | null
>`(select ${users.name} from ${users} where ${users.id} = ${orgSponsorships.invitedByUserId})`;

export async function loadSponsorship(
  db: DbOrTx,
  where: ReturnType<typeof eq>,
): Promise<LoadedSponsorship | undefined> {
  const [found] = await db
    .select({ row: orgSponsorships, org: organizations, player: players, inviterName: inviter })
    .from(orgSponsorships)
    .innerJoin(organizations, eq(organizations.id, orgSponsorships.organizationId))
    .leftJoin(players, eq(players.id, orgSponsorships.playerId))
    .where(where)
    .limit(1);
  return found;
}

/**
 * Whether the caller may answer a loaded invitation now (canRespond): open, and for a profile's
 * invitation whoAnswers allows it; for an invitation by e-mail, some managed profile they answer for.
 */
async function canRespondTo(db: DbOrTx, user: AuthUser | null, loaded: LoadedSponsorship): Promise<boolean> {
  if (!user || !isOpenInvitation(loaded.row)) return false;
  if (user.role !== 'PLAYER' && user.role !== 'PARENT') return false;
  if (loaded.player) return (await whoAnswers(db, user, loaded.player)).refusal === null;
  for (const profile of await managedProfiles(db, user)) {
    if ((await whoAnswers(db, user, profile)).refusal === null) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------
// Reads

/**
 * GET /api/sponsorships/mine: the sponsorships of the profiles the caller manages, and the open
 * invitations by e-mail sent to the caller's address once it is verified (the address is the proof).
 */
export async function mySponsorships(db: Db, user: AuthUser) {
  const profiles = await managedProfiles(db, user);
  const ids = profiles.map((p) => p.id);
  const byAddress = user.emailVerified
    ? and(
        isNull(orgSponsorships.playerId),
        eq(orgSponsorships.invitedEmail, user.email.toLowerCase()),
        eq(orgSponsorships.status, 'invited'),
        sql`${orgSponsorships.expiresAt} > now()`,
      )
    : undefined;
  const ofProfiles = ids.length ? inArray(orgSponsorships.playerId, ids) : undefined;
  const where = ofProfiles && byAddress ? or(ofProfiles, byAddress) : (ofProfiles ?? byAddress);
  const rows = where
    ? await db
        .select({ row: orgSponsorships, org: organizations, player: players, inviterName: inviter })
        .from(orgSponsorships)
        .innerJoin(organizations, eq(organizations.id, orgSponsorships.organizationId))
        .leftJoin(players, eq(players.id, orgSponsorships.playerId))
        .where(where)
        .orderBy(desc(orgSponsorships.createdAt))
    : [];
  const rules = new Map<string, AnswerRule>();
  const profileRows = [];
  for (const p of profiles) {
    const rule = await whoAnswers(db, user, p);
    rules.set(p.id, rule);
    profileRows.push({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      birthYear: p.birthYear,
      blockedReason: rule.refusal ?? (await joinBlock(db, p)),
    });
  }
  const anyAnswerable = [...rules.values()].some((r) => r.refusal === null);
  const sponsorships = rows.map((r) => {
    const open = isOpenInvitation(r.row);
    const canRespond = open && (r.player ? rules.get(r.player.id)?.refusal === null : anyAnswerable);
    return toSponsorship(r.row, r.org, r.player, r.inviterName, canRespond);
  });
  return { sponsorships, profiles: profileRows };
}

/** GET /api/sponsorship-invitations/{token} (public): the invitation, with canRespond for the session. */
export async function sponsorshipByToken(db: Db, user: AuthUser | null, token: string): Promise<Sponsorship> {
  const loaded = await loadSponsorship(db, eq(orgSponsorships.token, hashToken(token)));
  if (!loaded) throw notFound(SPONSORSHIP_INVALID);
  if (rosterStatusOf(loaded.row) === 'expired') throw new AppError('TOKEN_EXPIRED', SPONSORSHIP_EXPIRED);
  return toSponsorship(
    loaded.row,
    loaded.org,
    loaded.player,
    loaded.inviterName,
    await canRespondTo(db, user, loaded),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Answers

/**
 * What a family answers: an invitation by its e-mailed token, or by id one the sponsorship:family policy
 * loaded for the caller (sponsorship-access.ts, D277).
 */
export type SponsorshipRef = { token: string } | LoadedSponsorship;
export type Answer = 'accept' | 'decline' | 'leave';

const ANSWER_MESSAGE: Record<Answer, (org: string) => string> = {
  accept: (org) => `You joined the roster of ${org}.`,
  decline: (org) => `You declined the invitation of ${org}.`,
  leave: (org) => `You left the roster of ${org}.`,
};

/**
 * The row a caller answers, locked for the change and read again. By token: an unknown or withdrawn token
 * is 404; the link is the proof, so the caller need not be the address it went to. By id: the policy
 * found it for the caller; gone since, 404. A profile's row is checked again under the lock (assertAnswers).
 */
async function lockForAnswer(tx: DbOrTx, ref: SponsorshipRef): Promise<LoadedSponsorship> {
  const byToken = 'token' in ref;
  const where = byToken
    ? eq(orgSponsorships.token, hashToken(ref.token))
    : eq(orgSponsorships.id, ref.row.id);
  const [locked] = await tx
    .select({ id: orgSponsorships.id })
    .from(orgSponsorships)
    .where(where)
    .for('update');
  const loaded = locked ? await loadSponsorship(tx, eq(orgSponsorships.id, locked.id)) : undefined;
  if (!loaded) throw notFound(byToken ? SPONSORSHIP_INVALID : SPONSORSHIP_NOT_FOUND);
  return loaded;
}

/** For a profile's invitation: the caller must be the one who answers (403 saying who does). */
async function assertAnswers(tx: DbOrTx, user: AuthUser, player: PlayerRow, byToken: boolean) {
  const rule = await whoAnswers(tx, user, player);
  if (!rule.manages) {
    // With the link, the invitation is known to the caller: say it is for another family.
    if (byToken) {
      throw new AppError(
        'FORBIDDEN',
        'This invitation is for a profile your account does not manage. Sign in with the account it was sent to.',
      );
    }
    throw notFound(SPONSORSHIP_NOT_FOUND);
  }
  if (rule.refusal) throw new AppError('FORBIDDEN', rule.refusal);
}

/** The organization's administrators, told when a family answers (nice to have). */
async function notifyOrgAdmins(
  tx: DbOrTx,
  org: OrgRow,
  playerName: string,
  answer: 'accepted' | 'declined' | 'left',
  appUrl: string,
) {
  const admins = await tx
    .select({ email: users.email })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(
      and(
        eq(orgMembers.organizationId, org.id),
        eq(orgMembers.role, 'ORG_ADMIN'),
        isNotNull(orgMembers.acceptedAt),
      ),
    );
  for (const admin of admins) {
    await enqueueEmail(tx, {
      ...sponsorshipAnsweredEmail({
        to: admin.email,
        organizationName: org.name,
        playerName,
        answer,
        link: `${appUrl}/org/roster`,
      }),
      metadata: { organizationId: org.id },
    });
  }
}

/**
 * Accept, decline or leave, by id or by token, in one transaction with its audit row and the e-mail to
 * the organization's administrators.
 */
export async function answerSponsorship(
  db: Db,
  user: AuthUser,
  ref: SponsorshipRef,
  answer: Answer,
  input: { playerId?: string | undefined },
  ctx: { appUrl: string; info: RequestInfo },
): Promise<{ sponsorship: Sponsorship; message: string }> {
  const byToken = 'token' in ref;
  const now = new Date();
  return db.transaction(async (tx) => {
    const { row, org, inviterName, ...rest } = await lockForAnswer(tx, ref);
    let player = rest.player;
    let set: Partial<typeof orgSponsorships.$inferInsert>;
    let replaced: string | null = null;

    if (answer === 'leave') {
      if (!player) throw new AppError('CONFLICT', NOT_ACTIVE_TO_LEAVE);
      await assertAnswers(tx, user, player, byToken);
      if (row.status !== 'active') throw new AppError('CONFLICT', NOT_ACTIVE_TO_LEAVE);
      set = { status: 'revoked', endReason: 'left', endedAt: now, token: null };
    } else {
      if (player) await assertAnswers(tx, user, player, byToken);
      if (row.status !== 'invited') throw new AppError('CONFLICT', SPONSORSHIP_ANSWERED);
      if (!isOpenInvitation(row, now)) throw new AppError('TOKEN_EXPIRED', SPONSORSHIP_EXPIRED);
      if (answer === 'decline') {
        set = { status: 'revoked', endReason: 'declined', endedAt: now, token: null };
      } else {
        if (!player) {
          if (!input.playerId) {
            throw new AppError('VALIDATION_ERROR', CHOOSE_PROFILE, {
              issues: [{ path: 'playerId', message: CHOOSE_PROFILE }],
            });
          }
          const [chosen] = await tx.select().from(players).where(eq(players.id, input.playerId)).limit(1);
          if (!chosen || !(await whoAnswers(tx, user, chosen)).manages) {
            throw notFound('Player not found.');
          }
          await assertAnswers(tx, user, chosen, false);
          player = chosen;
          replaced = await claimPlayerSlot(tx, org, row, chosen);
        }
        const block = await joinBlock(tx, player);
        if (block) throw new AppError('CONFLICT', block);
        set = {
          status: 'active',
          playerId: player.id,
          startedAt: now,
          endedAt: null,
          endReason: null,
          token: null,
        };
      }
    }
    const [updated] = await tx
      .update(orgSponsorships)
      .set({ ...set, respondedByUserId: user.id, respondedAt: now })
      .where(eq(orgSponsorships.id, row.id))
      .returning();
    const playerName = player ? playerFullName(player) : (row.invitedName ?? row.invitedEmail ?? 'A family');
    await recordAudit(
      tx,
      {
        eventType: 'sponsorship_changed',
        userId: user.id,
        targetUserId: player?.userId ?? null,
        targetType: 'org_sponsorship',
        targetId: row.id,
        email: row.invitedEmail,
        metadata: {
          action: { accept: 'accepted', decline: 'declined', leave: 'left' }[answer],
          organizationId: org.id,
          playerId: player?.id ?? null,
          ...(replaced && { replacedSponsorshipId: replaced }),
        },
      },
      ctx.info,
    );
    await notifyOrgAdmins(
      tx,
      org,
      playerName,
      answer === 'accept' ? 'accepted' : answer === 'decline' ? 'declined' : 'left',
      ctx.appUrl,
    );
    return {
      sponsorship: toSponsorship(updated!, org, player, inviterName, false),
      message: ANSWER_MESSAGE[answer](org.name),
    };
  });
}

/**
 * An invitation by e-mail becomes the chosen profile's row. The organization keeps one row per player:
 * an active or open one refuses (409); an ended one (revoked, declined, left, expired) gives way, and the
 * returned id is recorded in the audit row.
 */
async function claimPlayerSlot(
  tx: DbOrTx,
  org: OrgRow,
  row: SponsorshipRow,
  player: PlayerRow,
): Promise<string | null> {
  const [existing] = await tx
    .select()
    .from(orgSponsorships)
    .where(and(eq(orgSponsorships.organizationId, org.id), eq(orgSponsorships.playerId, player.id)))
    .for('update');
  if (!existing || existing.id === row.id) return null;
  if (existing.status === 'active' || isOpenInvitation(existing)) {
    throw new AppError(
      'CONFLICT',
      `${playerFullName(player)} is already on the roster of ${org.name} or has an open invitation from it.`,
    );
  }
  await tx.delete(orgSponsorships).where(eq(orgSponsorships.id, existing.id));
  return existing.id;
}
