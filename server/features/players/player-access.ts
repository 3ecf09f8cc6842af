import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { needsParentalConsent } from '#common/age.ts';
import type { FieldControlPart } from '#common/enums.ts';
import { holdsPermission } from '#common/org-permissions.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { orgMembers, orgSponsorships, playerParents, players } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';

/**
 * The object-level rules of the player area (decisions §1), one function each, used by every route:
 * - a player's own user, the parents linked in player_parents (accepted co-parents included) and
 *   admins manage the profile;
 * - an active profile is visible to everyone; any other status exists only for its managers (404);
 * - a minor's schedule details and game venues reach only the viewers of canSeeScheduleDetails;
 * - the parts of a profile an organization maintains are canMaintainPart's (issue 14 fieldControl).
 */
export type PlayerRow = typeof players.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function isLinkedParent(db: DbOrTx, userId: string, playerId: string): Promise<boolean> {
  const [link] = await db
    .select({ playerId: playerParents.playerId })
    .from(playerParents)
    .where(and(eq(playerParents.playerId, playerId), eq(playerParents.parentUserId, userId)))
    .limit(1);
  return Boolean(link);
}

export async function canManagePlayer(
  db: DbOrTx,
  user: AuthUser | null,
  player: PlayerRow,
): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'ADMIN') return true;
  if (player.userId === user.id) return true;
  if (user.role === 'PARENT') return isLinkedParent(db, user.id, player.id);
  return false;
}

/** Staff of an organization whose active roster holds the player (accepted members only). */
async function isOnRosterOfViewersOrg(db: DbOrTx, userId: string, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orgSponsorships.id })
    .from(orgSponsorships)
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
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Whether the viewer sees where and when the player plays: schedule rink, time, location and notes,
 * upcoming-event locations and game venues (decisions §4, docs/security.md "Minors"). Adults: everyone.
 * A minor: the player, linked parents, admins, recruiters with a verified e-mail and staff of an
 * organization whose active roster holds the player; everyone else, signed in or not, sees the dates.
 * The one home of this rule: every read that returns those fields asks it.
 */
export async function canSeeScheduleDetails(
  db: DbOrTx,
  viewer: AuthUser | null,
  player: PlayerRow,
): Promise<boolean> {
  if (!needsParentalConsent(player.birthYear)) return true;
  if (!viewer) return false;
  switch (viewer.role) {
    case 'RECRUITER':
      return viewer.emailVerified;
    case 'ORG_ADMIN':
    case 'ORG_STAFF':
      return isOnRosterOfViewersOrg(db, viewer.id, player.id);
    default:
      return canManagePlayer(db, viewer, player);
  }
}

/** Reads a player by id or slug, or undefined. */
export async function findPlayerByRef(db: DbOrTx, ref: string): Promise<PlayerRow | undefined> {
  const where = UUID.test(ref) ? or(eq(players.id, ref), eq(players.slug, ref)) : eq(players.slug, ref);
  const [row] = await db.select().from(players).where(where).limit(1);
  return row;
}

/** A player the viewer may see: active, or managed by the viewer. Otherwise 404 (existence does not leak). */
export async function findPlayerForView(
  db: DbOrTx,
  user: AuthUser | null,
  ref: string,
): Promise<{ player: PlayerRow; canManage: boolean }> {
  const player = await findPlayerByRef(db, ref);
  if (!player) throw notFound('Player not found.');
  const canManage = await canManagePlayer(db, user, player);
  if (!isVisibleTo(player, canManage)) throw notFound('Player not found.');
  return { player, canManage };
}

/** Decisions §1: an active profile is visible to everyone, any other only to its managers. */
export function isVisibleTo(player: PlayerRow, canManage: boolean): boolean {
  return player.profileStatus === 'active' || canManage;
}

/**
 * A player the user may change. A hidden profile answers 404 as if absent; a visible profile that the
 * user does not manage answers 403.
 */
export async function findPlayerForEdit(db: DbOrTx, user: AuthUser, ref: string): Promise<PlayerRow> {
  const { player, canManage } = await findPlayerForView(db, user, ref);
  if (!canManage) throw new AppError('FORBIDDEN', 'You can only change your own player profile.');
  return player;
}

export const PART_NOT_MAINTAINED = 'Your organization does not maintain this part of the profile.';

/**
 * Whether the user may change one part of a player's profile (issue 14 fieldControl): whoever manages the
 * player, or an accepted member holding the roster scope (an ORG_ADMIN member holds every scope) of an
 * organization whose ACTIVE sponsorship of the player grants that part. The status is read on every
 * call, so a revoked or left sponsorship ends the access at once. The scope rule is
 * common/org-permissions.ts's, as everywhere.
 */
export async function canMaintainPart(
  db: DbOrTx,
  user: AuthUser | null,
  player: PlayerRow,
  part: FieldControlPart,
): Promise<boolean> {
  if (!user) return false;
  if (await canManagePlayer(db, user, player)) return true;
  const memberships = await db
    .select({ role: orgMembers.role, scopes: orgMembers.scopes })
    .from(orgSponsorships)
    .innerJoin(
      orgMembers,
      and(eq(orgMembers.organizationId, orgSponsorships.organizationId), eq(orgMembers.userId, user.id)),
    )
    .where(
      and(
        eq(orgSponsorships.playerId, player.id),
        eq(orgSponsorships.status, 'active'),
        sql`(${orgSponsorships.fieldControl} ->> ${part}) = 'true'`,
        isNotNull(orgMembers.acceptedAt),
      ),
    );
  return memberships.some((member) => holdsPermission(member, 'roster'));
}

/**
 * A player whose part the user may change: a hidden profile answers 404 as if absent; a visible profile
 * whose part the user may not maintain answers 403.
 */
export async function findPlayerForPart(
  db: DbOrTx,
  user: AuthUser,
  ref: string,
  part: FieldControlPart,
): Promise<PlayerRow> {
  const { player, canManage } = await findPlayerForView(db, user, ref);
  if (canManage) return player;
  if (!(await canMaintainPart(db, user, player, part))) {
    const orgCaller = user.role === 'ORG_ADMIN' || user.role === 'ORG_STAFF';
    throw new AppError(
      'FORBIDDEN',
      orgCaller ? PART_NOT_MAINTAINED : 'You can only change your own player profile.',
    );
  }
  return player;
}

/**
 * The check of an edit to one stored entry of a part (a team history entry, a schedule event): its
 * managers, or staff whose organization maintains the part. Anyone else gets 404 as if the entry did not
 * exist, but staff of an organization whose active roster holds the (visible) player: they see the
 * entry anyway, so they get 403 saying why.
 */
export async function assertCanMaintainEntry(
  db: DbOrTx,
  user: AuthUser,
  player: PlayerRow,
  part: FieldControlPart,
  notFoundMessage: string,
): Promise<void> {
  if (await canManagePlayer(db, user, player)) return;
  if (!isVisibleTo(player, false)) throw notFound(notFoundMessage);
  if (await canMaintainPart(db, user, player, part)) return;
  if (await isOnRosterOfViewersOrg(db, user.id, player.id))
    throw new AppError('FORBIDDEN', PART_NOT_MAINTAINED);
  throw notFound(notFoundMessage);
}
