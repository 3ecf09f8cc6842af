import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type ActivityEvent,
  type AdminUser,
  type AdminUserDetails,
  type ConnectedPlayer,
  type ConnectedProfiles,
  type ConnectedUsers,
  RECENT_ACTIVITY_LIMIT,
} from '#common/contracts/admin.ts';
import { parseLimit } from '#common/tier-limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  features,
  organizations,
  orgMembers,
  playerParents,
  players,
  recruiters,
  teams,
  userFeatureOverrides,
  userSubscriptions,
  users,
} from '#server/db/schema/index.ts';
import { PLAYER_CARD_COLUMNS, playerFullName } from '#server/features/players/index.ts';
import { isPlanIn, STANDING_STATUSES, subscriptionSummaryFor } from '#server/features/subscriptions/index.ts';
import { recentAuditOf } from '#server/lib/audit.ts';
import { findUserOr404 } from './parent-details.service.ts';

type UserRow = typeof users.$inferSelect;

export function toAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    emailVerified: u.emailVerified,
    suspended: u.suspended,
    suspendedAt: u.suspendedAt?.toISOString() ?? null,
    suspendedReason: u.suspendedReason,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  };
}

/** The plan the user holds while it stands (spec 3 §2: otherwise 'No active subscription'). */
async function standingSubscription(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  if (!row || !isPlanIn(STANDING_STATUSES, row)) return null;
  return subscriptionSummaryFor(db, userId);
}

async function featureOverridesOf(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ key: features.key, enabled: userFeatureOverrides.enabled, limit: userFeatureOverrides.limit })
    .from(userFeatureOverrides)
    .innerJoin(features, eq(features.id, userFeatureOverrides.featureId))
    .where(eq(userFeatureOverrides.userId, userId))
    .orderBy(asc(features.sortOrder), asc(features.key));
  return rows.map((row) => {
    // As the subscriptions feature reads an override: a switched-off feature has no limit.
    const limit = row.enabled ? parseLimit(row.limit) : null;
    return { featureKey: row.key, enabled: row.enabled, limit, limitOverride: limit };
  });
}

/** The players the user owns (players.userId) or, as a parent, manages (player_parents). */
async function connectedPlayers(db: DbOrTx, user: UserRow): Promise<ConnectedPlayer[]> {
  const managed =
    user.role === 'PARENT'
      ? db
          .select({ id: playerParents.playerId })
          .from(playerParents)
          .where(eq(playerParents.parentUserId, user.id))
      : undefined;
  const { id, slug, firstName, lastName, birthYear, category, currentTeamName, profileImageUrl } =
    PLAYER_CARD_COLUMNS;
  const rows = await db
    .select({
      id,
      slug,
      firstName,
      lastName,
      birthYear,
      // The private month, for an administrator's page only.
      birthMonth: players.birthMonth,
      category,
      currentTeamName,
      profileImageUrl,
      profileStatus: players.profileStatus,
    })
    .from(players)
    .leftJoin(teams, eq(teams.id, players.currentTeamId))
    .where(
      managed ? or(eq(players.userId, user.id), inArray(players.id, managed)) : eq(players.userId, user.id),
    )
    .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id));
  return rows;
}

async function connectedProfiles(db: DbOrTx, user: UserRow): Promise<ConnectedProfiles> {
  const [playerRows, [recruiter], [owned], [membership]] = await Promise.all([
    connectedPlayers(db, user),
    db
      .select({ orgName: recruiters.orgName, verified: recruiters.verified })
      .from(recruiters)
      .where(eq(recruiters.userId, user.id))
      .limit(1),
    db
      .select({ id: organizations.id, name: organizations.name, type: organizations.type })
      .from(organizations)
      .where(eq(organizations.ownerUserId, user.id))
      .orderBy(asc(organizations.createdAt))
      .limit(1),
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        type: organizations.type,
        ownerUserId: organizations.ownerUserId,
      })
      .from(orgMembers)
      .innerJoin(organizations, eq(organizations.id, orgMembers.organizationId))
      .where(eq(orgMembers.userId, user.id))
      .orderBy(asc(orgMembers.invitedAt))
      .limit(1),
  ]);
  const organization = owned
    ? { ...owned, isOwner: true }
    : membership
      ? {
          id: membership.id,
          name: membership.name,
          type: membership.type,
          isOwner: membership.ownerUserId === user.id,
        }
      : null;
  return { players: playerRows, recruiter: recruiter ?? null, organization };
}

/** Users once each, in the order first met. */
function uniqueBy<T>(rows: T[], key: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The accounts around the user (spec 3 §2 "Connected Users"): for a parent, the other parents of their
 * players (co-parents) and the players' own accounts; for a player, the parents linked to their profile.
 */
async function connectedUsers(db: DbOrTx, user: UserRow): Promise<ConnectedUsers> {
  const result: ConnectedUsers = { coParents: [], playerUsers: [], parentUsers: [] };
  if (user.role === 'PARENT') {
    const mine = alias(playerParents, 'mine');
    const [coParents, playerUsers] = await Promise.all([
      db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          playerId: players.id,
          firstName: players.firstName,
          lastName: players.lastName,
        })
        .from(mine)
        .innerJoin(
          playerParents,
          and(eq(playerParents.playerId, mine.playerId), ne(playerParents.parentUserId, user.id)),
        )
        .innerJoin(users, eq(users.id, playerParents.parentUserId))
        .innerJoin(players, eq(players.id, mine.playerId))
        .where(eq(mine.parentUserId, user.id))
        .orderBy(asc(players.lastName), asc(players.firstName), asc(users.name), asc(users.id)),
      db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          firstName: players.firstName,
          lastName: players.lastName,
        })
        .from(playerParents)
        .innerJoin(players, eq(players.id, playerParents.playerId))
        .innerJoin(users, eq(users.id, players.userId))
        .where(eq(playerParents.parentUserId, user.id))
        .orderBy(asc(players.lastName), asc(players.firstName), asc(users.id)),
    ]);
    result.coParents = coParents.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      playerId: r.playerId,
      playerName: playerFullName(r),
    }));
    result.playerUsers = uniqueBy(playerUsers, (r) => r.id).map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      playerName: playerFullName(r),
    }));
  }
  if (user.role === 'PLAYER') {
    const parents = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(players)
      .innerJoin(playerParents, eq(playerParents.playerId, players.id))
      .innerJoin(users, eq(users.id, playerParents.parentUserId))
      .where(eq(players.userId, user.id))
      .orderBy(asc(users.name), asc(users.id));
    result.parentUsers = uniqueBy(parents, (r) => r.id);
  }
  return result;
}

/** Spec 3 §9: the user's last 10 actions, newest first. */
async function recentActivity(db: DbOrTx, userId: string): Promise<ActivityEvent[]> {
  const rows = await recentAuditOf(db, userId, RECENT_ACTIVITY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    eventType: r.eventType,
    createdAt: r.createdAt.toISOString(),
    ipAddress: r.ipAddress,
  }));
}

/** GET /api/admin/users/:id/details (spec 3 §3 "Admin user details response"). */
export async function userDetails(db: DbOrTx, id: string): Promise<AdminUserDetails> {
  const user = await findUserOr404(db, id);
  const [subscription, featureOverrides, profiles, connected, activity] = await Promise.all([
    standingSubscription(db, id),
    featureOverridesOf(db, id),
    connectedProfiles(db, user),
    connectedUsers(db, user),
    recentActivity(db, id),
  ]);
  return {
    user: toAdminUser(user),
    subscription,
    featureOverrides,
    connectedProfiles: profiles,
    connectedUsers: connected,
    recentActivity: activity,
  };
}
