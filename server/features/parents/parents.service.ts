import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { describeActivity } from '#common/activity.ts';
import { needsParentalConsent } from '#common/age.ts';
import type {
  ActivityEntry,
  ParentAccount,
  ParentalConsentInput,
  ParentCreatePlayerInputSchema,
  ParentRecord,
} from '#common/contracts/parents.ts';
import type { Player } from '#common/contracts/players.ts';
import type { ParentRelationship, ProfileStatus } from '#common/enums.ts';
import { canManageAnotherPlayer, playerLimitMessage } from '#common/tier-limits.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import { playerParents, players, users } from '#server/db/schema/index.ts';
import {
  insertPlayerUnderFreeSlug,
  type PlayerRow,
  parentKeepsManaging,
  playerDto,
  playerFullName,
  privateFieldsOf,
  toPlayerDto,
} from '#server/features/players/index.ts';
import { maxPlayersFor, subscriptionSummaryFor } from '#server/features/subscriptions/index.ts';
import { type RequestInfo, recentAuditOf, recordAudit } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * The parent side of a player (decisions §1, §4, §5): a PARENT creates child profiles up to the plan's
 * maxPlayers, records consent, and reads their dashboard. Consent, whichever path records it (this
 * consent form, an approval link), goes through `recordParentConsent`.
 */

/** Spec 2 §9: the activity log and the dashboard show the last 10 actions. */
export const ACTIVITY_LIMIT = 10;
/** The statuses a consent moves to active; an admin's `inactive` stays as it is. */
const AWAITING_CONSENT: readonly ProfileStatus[] = ['draft', 'pending_consent'];

/**
 * Parent-area changes are audited as player_profile_updated with `metadata.action` naming the step:
 * the audit event enum lives in a migration shared with other features (D027).
 */
export type ParentAction =
  | 'approval_requested'
  | 'parental_approval'
  | 'parental_consent'
  | 'co_parent_invited'
  | 'co_parent_invitation_cancelled'
  | 'co_parent_accepted'
  | 'co_parent_declined';

// ---------------------------------------------------------------------------------------------------------
// maxPlayers and the one way a child is linked to a parent

export async function countManagedPlayers(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playerParents)
    .where(eq(playerParents.parentUserId, userId));
  return row?.n ?? 0;
}

export interface ParentLink {
  playerId: string;
  parentUserId: string;
  relationship: ParentRelationship | null;
  isPrimary: boolean;
  /** The consent record (decisions §4) to store on the link, new or existing. */
  consent?: { parentName: string; ipAddress: string; date: Date };
}

/**
 * Links a child to a parent inside the caller's transaction: the one path every flow takes (creating a
 * child, approving a request, recording consent, accepting a co-parent invitation). A parent already
 * linked keeps the link (only the consent is recorded on it). A new link must fit the parent's plan
 * (decisions §5 maxPlayers; a co-parent's children count against the co-parent's own plan): the parent's
 * user row is locked first, so two concurrent links for one parent are counted one after the other and
 * cannot both take the last slot. Refused: 403 LIMIT_REACHED, and the caller's transaction rolls back.
 */
export async function linkChildToParent(tx: Tx, link: ParentLink): Promise<{ created: boolean }> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, link.parentUserId)).for('no key update');
  const consent = link.consent && {
    consentGiven: true,
    consentDate: link.consent.date,
    consentIpAddress: link.consent.ipAddress,
    consentParentName: link.consent.parentName,
  };
  const [existing] = await tx
    .select({ id: playerParents.id })
    .from(playerParents)
    .where(and(eq(playerParents.playerId, link.playerId), eq(playerParents.parentUserId, link.parentUserId)))
    .limit(1);
  if (existing) {
    if (consent) await tx.update(playerParents).set(consent).where(eq(playerParents.id, existing.id));
    return { created: false };
  }
  const [max, used] = await Promise.all([
    maxPlayersFor(tx, link.parentUserId),
    countManagedPlayers(tx, link.parentUserId),
  ]);
  if (!canManageAnotherPlayer(used, max)) throw new AppError('LIMIT_REACHED', playerLimitMessage(max));
  await tx.insert(playerParents).values({
    playerId: link.playerId,
    parentUserId: link.parentUserId,
    relationship: link.relationship,
    isPrimary: link.isPrimary,
    ...consent,
  });
  return { created: true };
}

// ---------------------------------------------------------------------------------------------------------
// POST /api/players/parent-create

type ParentCreateInput = z.output<typeof ParentCreatePlayerInputSchema>;

/** The primary position first, then the others; the preferred (skater) position is null for goalies. */
function positionsOf(input: ParentCreateInput): { positions: string[]; preferredPosition: string | null } {
  const positions = [
    ...new Set([...(input.preferredPosition ? [input.preferredPosition] : []), ...(input.positions ?? [])]),
  ];
  return { positions, preferredPosition: positions.find((p) => p !== 'G') ?? null };
}

/**
 * A parent creates a child profile: the player (under 17 draft awaiting this parent's consent, 17 and
 * over active), the parent link and the audit row commit together or not at all.
 */
export async function createChildPlayer(
  db: Db,
  user: AuthUser,
  input: ParentCreateInput,
  info: RequestInfo,
): Promise<Player> {
  const birth = { birthYear: input.birthYear, birthMonth: input.birthMonth ?? null };
  const consentRequired = needsParentalConsent(birth);
  const { positions, preferredPosition } = positionsOf(input);
  const row = await insertPlayerUnderFreeSlug(
    db,
    {
      userId: null,
      firstName: input.firstName,
      lastName: input.lastName,
      birthYear: input.birthYear,
      birthMonth: birth.birthMonth,
      category: input.category,
      shoots: input.shoots ?? null,
      positions,
      preferredPosition,
      profileStatus: consentRequired ? 'draft' : 'active',
      parentalConsentRequired: consentRequired,
      profileSource: 'user_created',
    },
    async (tx, created) => {
      await linkChildToParent(tx, {
        playerId: created.id,
        parentUserId: user.id,
        relationship: input.relationship ?? null,
        isPrimary: true,
      });
      await recordAudit(
        tx,
        {
          eventType: 'player_profile_created',
          userId: user.id,
          targetType: 'player',
          targetId: created.id,
          metadata: { profileStatus: created.profileStatus, createdBy: 'parent' },
        },
        info,
      );
    },
  );
  return toPlayerDto(row, { profileImageUrl: null, currentTeamName: null }, privateFieldsOf(row));
}

// ---------------------------------------------------------------------------------------------------------
// Consent

export interface ConsentRecord {
  playerId: string;
  parentUserId: string;
  parentName: string;
  ipAddress: string;
  /** For a parent not yet linked (an approval link): the new link's relationship. */
  relationship?: ParentRelationship | null;
}

/**
 * Records a parent's consent inside the caller's transaction (decisions §4: who, when, from which IP):
 * the link is created or updated with the consent fields, and a draft or pending profile becomes active.
 * A newly linked parent is primary when the player has no primary parent yet.
 */
export async function recordParentConsent(
  tx: Tx,
  record: ConsentRecord,
): Promise<{ before: PlayerRow; after: PlayerRow }> {
  const [before] = await tx
    .select()
    .from(players)
    .where(eq(players.id, record.playerId))
    .for('no key update');
  if (!before) throw new AppError('NOT_FOUND', 'Player not found.');
  const now = new Date();
  const [primary] = await tx
    .select({ id: playerParents.id })
    .from(playerParents)
    .where(and(eq(playerParents.playerId, record.playerId), eq(playerParents.isPrimary, true)))
    .limit(1);
  await linkChildToParent(tx, {
    playerId: record.playerId,
    parentUserId: record.parentUserId,
    relationship: record.relationship ?? null,
    isPrimary: !primary,
    consent: { parentName: record.parentName, ipAddress: record.ipAddress, date: now },
  });
  const [after] = await tx
    .update(players)
    .set({
      parentalConsentGiven: true,
      parentalConsentDate: now,
      ...(AWAITING_CONSENT.includes(before.profileStatus) && { profileStatus: 'active' as const }),
    })
    .where(eq(players.id, record.playerId))
    .returning();
  return { before, after: after! };
}

/** POST /api/players/{id}/parental-consent: only a parent user on one of the player's parent records. */
export async function submitParentalConsent(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: ParentalConsentInput,
  info: RequestInfo,
): Promise<Player> {
  const after = await db.transaction(async (tx) => {
    const { before, after } = await recordParentConsent(tx, {
      playerId: player.id,
      parentUserId: user.id,
      parentName: input.parentName,
      ipAddress: info.ipAddress,
    });
    await recordAudit(
      tx,
      {
        eventType: 'player_profile_updated',
        userId: user.id,
        targetUserId: player.userId,
        targetType: 'player',
        targetId: player.id,
        metadata: {
          action: 'parental_consent' satisfies ParentAction,
          method: 'consent_form',
          profileStatus: { from: before.profileStatus, to: after.profileStatus },
        },
      },
      info,
    );
    return after;
  });
  return playerDto(db, after, true);
}

// ---------------------------------------------------------------------------------------------------------
// Reads

/** GET /api/players/{id}/parents: the player's managers only (the player, linked parents, admins). */
export async function listPlayerParents(db: DbOrTx, player: PlayerRow): Promise<ParentRecord[]> {
  const rows = await db
    .select({ link: playerParents, name: users.name, email: users.email })
    .from(playerParents)
    .innerJoin(users, eq(users.id, playerParents.parentUserId))
    .where(eq(playerParents.playerId, player.id))
    .orderBy(desc(playerParents.isPrimary), asc(playerParents.createdAt));
  return rows.map(({ link, name, email }) => ({
    id: link.id,
    parentName: name,
    parentEmail: email,
    relationship: link.relationship,
    isPrimary: link.isPrimary,
    parentUserId: link.parentUserId,
    consentGiven: link.consentGiven,
    consentParentName: link.consentParentName,
    consentDate: link.consentDate?.toISOString() ?? null,
  }));
}

/**
 * The user's own last actions, newest first (spec 2 §9: 10), each described by `describeActivity`: what
 * happened, the child or person concerned, what changed. Players are named as they are now; a deleted
 * one by the name its deletion row kept (D264).
 */
export async function recentActivity(db: DbOrTx, userId: string): Promise<ActivityEntry[]> {
  const rows = await recentAuditOf(db, userId, ACTIVITY_LIMIT);
  const playerIds = [
    ...new Set(rows.filter((r) => r.targetType === 'player' && r.targetId).map((r) => r.targetId!)),
  ];
  const named =
    playerIds.length === 0
      ? []
      : await db
          .select({ id: players.id, firstName: players.firstName, lastName: players.lastName })
          .from(players)
          .where(inArray(players.id, playerIds));
  const nameOf = new Map(named.map((p) => [p.id, playerFullName(p)]));
  return rows.map((r) => {
    const raw = (r.metadata as { action?: unknown } | null)?.action;
    const action = typeof raw === 'string' ? raw : null;
    const playerName = r.targetType === 'player' && r.targetId ? (nameOf.get(r.targetId) ?? null) : null;
    return {
      id: r.id,
      eventType: r.eventType,
      action,
      ...describeActivity({
        eventType: r.eventType,
        action,
        changes: r.changes,
        metadata: r.metadata,
        playerName,
        email: r.email,
      }),
      createdAt: r.createdAt.toISOString(),
      ipAddress: r.ipAddress,
    };
  });
}

/** GET /api/parents/account: everything the /parent dashboard tabs show. */
export async function parentAccount(db: DbOrTx, user: AuthUser): Promise<ParentAccount> {
  const [account] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!account) throw new AppError('NOT_FOUND', 'Account information not found');
  const other = alias(playerParents, 'other_parent');
  const [subscription, playerRows, coParentRows, activity] = await Promise.all([
    subscriptionSummaryFor(db, user.id),
    db
      .select({ player: players })
      .from(playerParents)
      .innerJoin(players, eq(players.id, playerParents.playerId))
      .where(eq(playerParents.parentUserId, user.id))
      .orderBy(asc(players.firstName), asc(players.lastName), asc(players.id)),
    db
      .select({
        id: other.id,
        userId: users.id,
        name: users.name,
        email: users.email,
        relationship: other.relationship,
        playerId: players.id,
        firstName: players.firstName,
        lastName: players.lastName,
      })
      .from(playerParents)
      .innerJoin(other, and(eq(other.playerId, playerParents.playerId), ne(other.parentUserId, user.id)))
      .innerJoin(users, eq(users.id, other.parentUserId))
      .innerJoin(players, eq(players.id, playerParents.playerId))
      .where(eq(playerParents.parentUserId, user.id))
      .orderBy(asc(players.firstName), asc(users.name)),
    recentActivity(db, user.id),
  ]);
  return {
    user: {
      name: account.name,
      email: account.email,
      role: account.role,
      emailVerified: account.emailVerified,
      createdAt: account.createdAt.toISOString(),
      lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    },
    subscription,
    connectedProfiles: {
      players: await Promise.all(
        playerRows.map((r) => playerDto(db, r.player, parentKeepsManaging(r.player))),
      ),
    },
    connectedUsers: {
      coParents: coParentRows.map((r) => ({
        id: r.id,
        userId: r.userId,
        name: r.name,
        email: r.email,
        relationship: r.relationship,
        playerId: r.playerId,
        playerName: playerFullName(r),
      })),
    },
    recentActivity: activity,
  };
}
