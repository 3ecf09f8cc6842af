import { and, eq, exists, isNotNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import { isAdult, needsParentalConsent } from '#common/age.ts';
import type { FieldControlPart } from '#common/enums.ts';
import { holdsPermission } from '#common/org-permissions.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  orgMembers,
  orgSponsorships,
  playerParents,
  playerProfileParts,
  playerSlugHistory,
  players,
} from '#server/db/schema/index.ts';
import { AppError, forbidden, movedPermanently, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { PrivatePlayerFields } from './players.serializers.ts';
import { type ProfileCache, profileCacheOf } from './profile-cache.ts';
import { PROFILE_DOC, type ProfileDoc, type ProfileParts, type ProfilePlayerRow } from './profile-read.ts';

/**
 * The object-level rules of the player area (decisions §1), one function each, used by every route:
 * - a player's own user, the parents linked in player_parents (accepted co-parents included) and
 *   admins manage the profile;
 * - an active profile is visible to everyone; any other status exists only for its managers (404);
 * - a minor's schedule details and game venues reach only the viewers of canSeeScheduleDetails;
 * - the parts of a profile an organization maintains are canMaintainPart's (fieldControl).
 */
export type PlayerRow = typeof players.$inferSelect;
/**
 * What the access rules read of a player: who it is, whose account, the birth year and month (age rules,
 * decisions §4) and whether an adult lets their parents keep managing (D142).
 */
export type PlayerRef = Pick<PlayerRow, 'id' | 'userId' | 'birthYear' | 'birthMonth' | 'parentsKeepAccess'>;

/** The facts of a player that decide whether its linked parents manage it (D142). */
export type ParentRule = Pick<PlayerRow, 'userId' | 'birthYear' | 'birthMonth' | 'parentsKeepAccess'>;

/**
 * D142: a linked parent manages a player under 18 (by the month rule, worked out at
 * request time, so the 18th birthday needs nobody to act), a player without an account of their own
 * (parents keep managing until the player claims one), or an adult player who lets them
 * (parentsKeepAccess, the adult's own switch). Otherwise the profile is the adult player's alone: the
 * parent sees what any other signed-in user sees.
 */
export function parentKeepsManaging(player: ParentRule, now: Date = new Date()): boolean {
  return player.userId === null || player.parentsKeepAccess || !isAdult(player, now);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A parent's link to a player in player_parents (accepted co-parents have one too). */
function parentLink(playerId: SQLWrapper | string, userId: SQLWrapper | string) {
  return and(eq(playerParents.playerId, playerId), eq(playerParents.parentUserId, userId));
}

export async function isLinkedParent(db: DbOrTx, userId: string, playerId: string): Promise<boolean> {
  const [link] = await db
    .select({ playerId: playerParents.playerId })
    .from(playerParents)
    .where(parentLink(playerId, userId))
    .limit(1);
  return Boolean(link);
}

/**
 * Who manages a player (decisions §1): admins, the player's own user and its linked parents. `isLinked`
 * says whether the user is linked to the player in player_parents; it is asked of a parent only, so a
 * caller may answer it with a query (canManagePlayer) or with a column read beforehand (the view reads).
 */
function managesPlayer<Linked extends boolean | Promise<boolean>>(
  user: AuthUser | null,
  player: ParentRule,
  isLinked: (parent: AuthUser) => Linked,
): boolean | Linked {
  if (!user) return false;
  if (user.role === 'ADMIN') return true;
  if (player.userId === user.id) return true;
  if (user.role === 'PARENT' && parentKeepsManaging(player)) return isLinked(user);
  return false;
}

export async function canManagePlayer(
  db: DbOrTx,
  user: AuthUser | null,
  player: PlayerRef,
): Promise<boolean> {
  return managesPlayer(user, player, (parent) => isLinkedParent(db, parent.id, player.id));
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
  player: PlayerRef,
): Promise<boolean> {
  if (!needsParentalConsent(player)) return true;
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

const REF = sql.placeholder('ref');
const VIEWER_ID = sql.placeholder('viewerId');

/** The player named by a ref: an id or a slug when it looks like a UUID, else a slug. */
const refWhere = (byId: boolean, table: { id: SQLWrapper; slug: SQLWrapper } = players) =>
  byId ? or(eq(table.id, REF), eq(table.slug, REF)) : eq(table.slug, REF);

/**
 * The view reads, one statement each: the player and whether the viewer is one of its linked parents (the
 * one fact of the managers rule that needs a read; false for anyone signed out), and for the profile
 * screen the player's stored document (ProfileDoc) instead of the row. Building a select costs more Node
 * time than running it, so each shape is built once per database handle (a transaction gets its own). Named, unlike the search's: on
 * PostgreSQL each connection parses and plans them once and then reuses the plan, which a lookup by a
 * unique key can (parsing and planning the profile statement cost more than running it, docs/performance.md
 * "Public profile read").
 */
function viewStatements(db: DbOrTx) {
  // Signed out, there is no link to look for: the guard spares the index probe.
  const linkedParentOf = (playerId: SQLWrapper) =>
    sql<boolean>`(${VIEWER_ID}::uuid is not null and ${exists(
      db.select({ one: sql`1` }).from(playerParents).where(parentLink(playerId, VIEWER_ID)),
    )})`;
  const player = (byId: boolean) =>
    db
      .select({ player: players, linkedParent: linkedParentOf(players.id) })
      .from(players)
      .where(refWhere(byId))
      .limit(1)
      .prepare(byId ? 'player_view_by_ref' : 'player_view_by_slug');
  // The stored document (player_profile_parts, kept by triggers) and the parent link: one index lookup.
  const parts = { id: playerProfileParts.playerId, slug: playerProfileParts.slug };
  // The private fields are read beside the document (never stored in it): the age rules need the
  // month, and only a manager's answer carries it (toPlayerDetail).
  const profile = (byId: boolean) =>
    db
      .select({
        doc: PROFILE_DOC,
        linkedParent: linkedParentOf(playerProfileParts.playerId),
        birthMonth: players.birthMonth,
        parentsKeepAccess: players.parentsKeepAccess,
        onePagerPhoto: players.onePagerPhoto,
        shareMenu: players.shareMenu,
      })
      .from(playerProfileParts)
      .innerJoin(players, eq(players.id, playerProfileParts.playerId))
      .where(refWhere(byId, parts))
      .limit(1)
      .prepare(byId ? 'player_profile_by_ref' : 'player_profile_by_slug');
  return { player: [player(false), player(true)], profile: [profile(false), profile(true)] } as const;
}

/** The profile statement's row: the stored document, whether the viewer is a linked parent, the private fields. */
type ProfileViewRow = { doc: ProfileDoc; linkedParent: boolean } & PrivatePlayerFields;

const statementsOf = new WeakMap<DbOrTx, ReturnType<typeof viewStatements>>();

function viewStatementsFor(db: DbOrTx) {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = viewStatements(db);
    statementsOf.set(db, statements);
  }
  return statements;
}

/**
 * A slug that is not a profile's address now may be one it had before a custom profile URL:
 * then the read answers a permanent redirect to the current slug (308 with Location). Only an active
 * profile's old address redirects: a hidden profile's new address is not given away.
 */
async function assertNotMoved(db: DbOrTx, ref: string): Promise<void> {
  if (UUID.test(ref)) return;
  const [row] = await db
    .select({ slug: players.slug })
    .from(playerSlugHistory)
    .innerJoin(players, eq(players.id, playerSlugHistory.playerId))
    .where(and(eq(playerSlugHistory.oldSlug, ref), eq(players.profileStatus, 'active')))
    .limit(1);
  if (row) throw movedPermanently(ref, row.slug, `This profile has moved to /player/${row.slug}.`);
}

/** The visibility rule applied to a view read: whether the viewer manages it, or 404. */
function visibleTo(
  user: AuthUser | null,
  row: { player: ParentRule & Pick<PlayerRow, 'profileStatus'>; linkedParent: boolean } | undefined,
) {
  if (!row) throw notFound('Player not found.');
  const canManage = managesPlayer(user, row.player, () => row.linkedParent);
  if (!isVisibleTo(row.player, canManage)) throw notFound('Player not found.');
  return canManage;
}

/**
 * A player the viewer may see: active, or managed by the viewer. Otherwise 404 (existence does not leak).
 * One statement.
 */
export async function findPlayerForView(
  db: DbOrTx,
  user: AuthUser | null,
  ref: string,
): Promise<{ player: PlayerRow; canManage: boolean }> {
  const statement = viewStatementsFor(db).player[UUID.test(ref) ? 1 : 0]!;
  const [row] = await statement.execute({ ref, viewerId: user?.id ?? null });
  if (!row) await assertNotMoved(db, ref);
  const canManage = visibleTo(user, row);
  return { player: row!.player, canManage };
}

/**
 * findPlayerForView for the profile screen: the player's stored document (ProfileDoc: the answer's columns
 * and the parts) and the parent link, in one statement, one index lookup: the whole database cost of
 * GET /api/players/{id}. The visibility rule runs on the document's player, as on any read.
 */
export async function findProfileForView(
  db: DbOrTx,
  user: AuthUser | null,
  ref: string,
): Promise<{ player: ProfilePlayerRow; canManage: boolean; profile: ProfileParts }> {
  const row = user ? await readProfile(db, ref, user.id) : await readProfileSignedOut(db, ref);
  if (!row) await assertNotMoved(db, ref);
  const player: ProfilePlayerRow | undefined = row && {
    ...row.doc.player,
    birthMonth: row.birthMonth,
    parentsKeepAccess: row.parentsKeepAccess,
    onePagerPhoto: row.onePagerPhoto,
    shareMenu: row.shareMenu,
  };
  const canManage = visibleTo(user, row && { player: player!, linkedParent: row.linkedParent });
  // The document is the parts too (ProfileDoc extends ProfileParts): no copy of them on the hottest read.
  return { player: player!, canManage, profile: row!.doc };
}

async function readProfile(db: DbOrTx, ref: string, viewerId: string | null) {
  const statement = viewStatementsFor(db).profile[UUID.test(ref) ? 1 : 0]!;
  const [found] = await statement.execute({ ref, viewerId });
  return found;
}

/**
 * A signed-out read: from the profile cache when it holds the ref (no database round trip), else the
 * statement, whose row is kept when the profile is active (profile-cache.ts says when entries go).
 */
async function readProfileSignedOut(db: DbOrTx, ref: string) {
  const cache = profileCacheOf(db as Db) as ProfileCache<ProfileViewRow> | undefined;
  const hit = cache?.get(ref);
  if (hit) return hit;
  const generation = cache?.generation() ?? 0;
  const row = await readProfile(db, ref, null);
  if (cache && row?.doc.player.profileStatus === 'active')
    cache.fill(ref, row.doc.player.id, row, generation);
  return row;
}

/** Decisions §1: an active profile is visible to everyone, any other only to its managers. */
export function isVisibleTo(player: Pick<PlayerRow, 'profileStatus'>, canManage: boolean): boolean {
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
 * Whether the user may change one part of a player's profile (fieldControl): whoever manages the
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

/** A player only its managers may read about (list count, plan features): 404 when hidden, else 403. */
export async function findPlayerForManagerRead(
  db: DbOrTx,
  user: AuthUser,
  ref: string,
  /** Also let in organization staff who maintain this part of the profile (fieldControl). */
  part?: FieldControlPart,
): Promise<PlayerRow> {
  const { player, canManage } = await findPlayerForView(db, user, ref);
  if (canManage || (part && (await canMaintainPart(db, user, player, part)))) return player;
  throw forbidden('Only the player, their parents and admins can see this.');
}

/** View counts: managers, admins and recruiters (decisions §1). */
export async function findPlayerForViewCount(db: DbOrTx, user: AuthUser, ref: string): Promise<PlayerRow> {
  const { player, canManage } = await findPlayerForView(db, user, ref);
  if (!canManage && user.role !== 'RECRUITER') {
    throw forbidden('Only the player, their parents, recruiters and admins can see view counts.');
  }
  return player;
}
