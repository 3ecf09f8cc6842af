import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import {
  AGE_CHANGE_REFUSED_MESSAGE,
  type BirthDate,
  crossedAgeThreshold,
  isAdult,
  mustBeCreatedByParent,
  needsParentalConsent,
  UNDER_13_MESSAGE,
} from '#common/age.ts';
import { graduationYearError } from '#common/contact-rules.ts';
import type {
  Player,
  PlayerFeatures,
  SetupPlayerInput,
  UpdatePlayerInput,
} from '#common/contracts/players.ts';
import { isGoalieOnly } from '#common/enums.ts';
import { regionError } from '#common/regions.ts';
import { builtOnce, filled } from '#server/db/built-once.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  auditLogs,
  media,
  playerProfileParts,
  players,
  playerTeamHistory,
  profileViews,
  recruiterListItems,
  teams,
} from '#server/db/schema/index.ts';
import {
  COUNTED_FEATURES,
  type CountedFeature,
  featureAccessForPlayerMany,
  featureUsageForPlayers,
} from '#server/features/subscriptions/index.ts';
import { auditRowWhen, type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { todayIsoDate } from '#server/lib/dates.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { PlayerRow } from './player-access.ts';
import { insertPlayerUnderFreeSlug } from './player-slug.ts';
import {
  type PlayerExtras,
  privateFieldsOf,
  toNumber,
  toNumeric,
  toPlayerDto,
} from './players.serializers.ts';
import { PROFILE_DOC, type ProfileParts, type ProfilePlayerRow } from './profile-read.ts';
import type { ProfileView } from './view-recorder.ts';

export const PROFILE_EXISTS_MESSAGE = 'Player profile already exists';

// ---------------------------------------------------------------------------------------------------------
// Reads

export async function findOwnPlayer(db: DbOrTx, userId: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.userId, userId)).limit(1);
  return row;
}

/**
 * A player's photo (their first image by order, then by age) and their current team's name, as two columns
 * of the statement that reads or writes the row: no round trip of their own. Subqueries built as selects
 * (a column in a raw fragment of a one-table select would lose its table name).
 */
function extrasColumns(db: DbOrTx, playerId: SQLWrapper, currentTeamId: SQLWrapper) {
  const image = db
    .select({ url: media.url })
    .from(media)
    .where(and(eq(media.playerId, playerId), eq(media.type, 'image')))
    .orderBy(asc(media.sortOrder), asc(media.createdAt))
    .limit(1);
  const team = db.select({ name: teams.name }).from(teams).where(eq(teams.id, currentTeamId));
  return {
    profileImageUrl: sql<string | null>`(${image})`.as('profile_image_url'),
    currentTeamName: sql<string | null>`(${team})`.as('current_team_name'),
  };
}

/** The photo and current team name of one player (as stored), in one statement. */
export async function playerExtras(db: DbOrTx, player: Pick<PlayerRow, 'id'>): Promise<PlayerExtras> {
  const [row] = await db
    .select(extrasColumns(db, players.id, players.currentTeamId))
    .from(players)
    .where(eq(players.id, player.id));
  return { profileImageUrl: row?.profileImageUrl ?? null, currentTeamName: row?.currentTeamName ?? null };
}

/** A Player answer; `forManager` (the player, a managing parent, an admin) adds the private fields. */
export async function playerDto(db: DbOrTx, player: PlayerRow, forManager = false): Promise<Player> {
  return toPlayerDto(player, await playerExtras(db, player), forManager ? privateFieldsOf(player) : null);
}

/** Team history with team names, current first then newest season. */
export async function teamHistoryRows(db: DbOrTx, playerId: string) {
  return db
    .select({ entry: playerTeamHistory, team: teams })
    .from(playerTeamHistory)
    .innerJoin(teams, eq(teams.id, playerTeamHistory.teamId))
    .where(eq(playerTeamHistory.playerId, playerId))
    .orderBy(
      desc(playerTeamHistory.isCurrent),
      desc(playerTeamHistory.season),
      desc(playerTeamHistory.createdAt),
    );
}

/**
 * The own profile of a user with the profile screen's parts, in one statement (GET /api/players/me), or
 * undefined.
 */
export async function findOwnProfile(
  db: DbOrTx,
  userId: string,
): Promise<{ player: ProfilePlayerRow; profile: ProfileParts } | undefined> {
  const [row] = await db
    .select({
      doc: PROFILE_DOC,
      birthMonth: players.birthMonth,
      parentsKeepAccess: players.parentsKeepAccess,
      onePagerPhoto: players.onePagerPhoto,
      shareMenu: players.shareMenu,
    })
    .from(playerProfileParts)
    .innerJoin(players, eq(players.id, playerProfileParts.playerId))
    .where(eq(players.userId, userId))
    .limit(1);
  if (!row) return undefined;
  const player = {
    ...row.doc.player,
    birthMonth: row.birthMonth,
    parentsKeepAccess: row.parentsKeepAccess,
    onePagerPhoto: row.onePagerPhoto,
    shareMenu: row.shareMenu,
  };
  return { player, profile: row.doc };
}

/** Who a view is counted for: the user, or a signed-out visitor's IP and user agent (hashed, not kept raw). */
export function viewerKeyOf(viewer: AuthUser | null, info: RequestInfo): string {
  if (viewer) return `u:${viewer.id}`;
  const visitor = `${info.ipAddress}|${info.userAgent ?? ''}`;
  let key = anonymousKeys.get(visitor);
  if (key === undefined) {
    key = `a:${createHash('sha256').update(visitor).digest('hex')}`;
    // A visitor reads several profiles in a row: the last few hundred hashes are kept (bounded).
    if (anonymousKeys.size >= 512) anonymousKeys.clear();
    anonymousKeys.set(visitor, key);
  }
  return key;
}

const anonymousKeys = new Map<string, string>();

/**
 * A profile view: at most one per viewer, player and UTC day, in profile_views (the recorder
 * writes it later, view-recorder.ts). The player's own account, its parents and admins are managers and
 * do not count (the route records none for them); anonymous visitors do. audit_logs stays the audit
 * trail and receives no views.
 */
export function profileViewOf(
  player: Pick<PlayerRow, 'id'>,
  viewer: AuthUser | null,
  info: RequestInfo,
  now: Date = new Date(),
): ProfileView {
  return {
    playerId: player.id,
    viewerUserId: viewer?.id ?? null,
    viewerRole: viewer?.role ?? 'anonymous',
    viewerKey: viewerKeyOf(viewer, info),
    viewedOn: todayIsoDate(now),
    createdAt: now,
  };
}

/** Views of a player (one per viewer and day): an index-only count on profile_views_player_created_idx. */
export async function countProfileViews(db: DbOrTx, playerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profileViews).where(eq(profileViews.playerId, playerId));
  return row?.n ?? 0;
}

/** How many recruiter lists hold the player (an item is unique per list and player). */
export async function countListItems(db: DbOrTx, playerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recruiterListItems)
    .where(eq(recruiterListItems.playerId, playerId));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------------
// Writes

/** The preferred position is the first skater position; goalies have none (D032). */
function firstSkaterPosition(positions: readonly string[]): string | null {
  return positions.find((p) => p !== 'G') ?? null;
}

/**
 * POST /api/players/setup: a signed-in PLAYER creates their own profile (spec 1 §2 wizard).
 * Under 13 is refused, under 17 starts draft awaiting consent, 17 and over start active (decisions §4).
 */
export async function setupPlayer(
  db: Db,
  user: AuthUser,
  input: SetupPlayerInput,
  info: RequestInfo,
): Promise<Player> {
  if (await findOwnPlayer(db, user.id)) throw new AppError('CONFLICT', PROFILE_EXISTS_MESSAGE);
  const birth = { birthYear: input.birthYear, birthMonth: input.birthMonth ?? null };
  if (mustBeCreatedByParent(birth)) throw new AppError('FORBIDDEN', UNDER_13_MESSAGE);
  const consentRequired = needsParentalConsent(birth);

  try {
    const row = await insertPlayerUnderFreeSlug(
      db,
      {
        userId: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        birthYear: input.birthYear,
        birthMonth: birth.birthMonth,
        category: input.category,
        shoots: input.shoots,
        positions: input.positions,
        preferredPosition: firstSkaterPosition(input.positions),
        country: input.country ?? null,
        region: input.region ?? null,
        city: input.city ?? null,
        heightCm: toNumeric(input.heightCm) ?? null,
        weightKg: toNumeric(input.weightKg) ?? null,
        profileStatus: consentRequired ? 'draft' : 'active',
        parentalConsentRequired: consentRequired,
        profileSource: 'user_created',
      },
      (tx, created) =>
        recordAudit(
          tx,
          {
            eventType: 'player_profile_created',
            userId: user.id,
            targetUserId: user.id,
            targetType: 'player',
            targetId: created.id,
            metadata: { profileStatus: created.profileStatus, createdBy: 'self' },
          },
          info,
        ),
    );
    return toPlayerDto(row, { profileImageUrl: null, currentTeamName: null }, privateFieldsOf(row));
  } catch (err) {
    if (isUniqueViolation(err, 'players_user_id_unique'))
      throw new AppError('CONFLICT', PROFILE_EXISTS_MESSAGE);
    throw err;
  }
}

type PlayerSet = Partial<typeof players.$inferInsert>;

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'preferredName',
  'major',
  'bio',
  'city',
  'region',
  'country',
  'preferredPosition',
  'shoots',
  'category',
] as const;
const NUMERIC_FIELDS = ['heightCm', 'weightKg', 'gpa'] as const;
const PLAIN_FIELDS = [
  'preferredJerseyNumber',
  'birthYear',
  'birthMonth',
  'showCategory',
  'graduationYear',
  'parentsKeepAccess',
  'onePagerPhoto',
  'shareMenu',
] as const;

/** The columns that actually change, from a patch where undefined means "leave as is". */
function diffPlayer(player: PlayerRow, input: UpdatePlayerInput): PlayerSet {
  const set: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) {
    const value = input[key];
    if (value !== undefined && value !== player[key]) set[key] = value;
  }
  for (const key of NUMERIC_FIELDS) {
    const value = input[key];
    if (value !== undefined && value !== toNumber(player[key])) set[key] = toNumeric(value);
  }
  for (const key of PLAIN_FIELDS) {
    const value = input[key];
    if (value !== undefined && value !== player[key]) set[key] = value;
  }
  if (input.positions !== undefined && input.positions.join(',') !== player.positions.join(',')) {
    set.positions = input.positions;
  }
  if (
    input.divisionInterest !== undefined &&
    input.divisionInterest.join(',') !== player.divisionInterest.join(',')
  ) {
    set.divisionInterest = input.divisionInterest;
  }
  return set as PlayerSet;
}

/**
 * A profile edit's statement for one set of changed columns (D364): the change and its audit row in one
 * statement, atomic without a transaction (D230), the answer's photo and team name back with the row (the
 * team as it is after the change). Built once per process for each set of columns a profile edit changes;
 * the set's values are placeholders named set_<key>, updated_at one too (drizzle's $onUpdate would keep the
 * time of the build).
 */
function profileUpdate(columns: readonly (keyof PlayerSet)[]) {
  return builtOnce((db: DbOrTx) => {
    const updatedRows = db.$with('updated').as(
      db
        .update(players)
        // drizzle wraps each value of set() in a Param with its column's encoder, a placeholder as well
        // (filled and encoded at each run); its types list no placeholders.
        .set({
          ...Object.fromEntries(columns.map((column) => [column, sql.placeholder(`set_${column}`)])),
          updatedAt: sql.placeholder('updatedAt'),
        } as unknown as PlayerSet)
        .where(eq(players.id, sql.placeholder('playerId')))
        .returning({ ...getTableColumns(players), ...extrasColumns(db, players.id, players.currentTeamId) }),
    );
    const audited = db.$with('audited', { id: auditLogs.id }).as(
      auditRowWhen(
        {
          eventType: 'player_profile_updated',
          userId: sql.placeholder('userId'),
          targetUserId: sql.placeholder('targetUserId'),
          targetType: 'player',
          targetId: sql.placeholder('playerId'),
          changes: sql`${sql.placeholder('changes')}::jsonb`,
          metadata: sql`${sql.placeholder('metadata')}::jsonb`,
        },
        { ipAddress: sql.placeholder('ipAddress'), userAgent: sql.placeholder('userAgent') },
        sql`exists (select 1 from ${updatedRows})`,
      ),
    );
    return db.with(updatedRows, audited).select().from(updatedRows).prepare('');
  });
}

/** The sets of columns edited so far, at most PROFILE_UPDATE_SHAPES, the least recently used forgotten. */
const profileUpdates = new Map<string, ReturnType<typeof profileUpdate>>();
const PROFILE_UPDATE_SHAPES = 128;

function profileUpdateFor(columns: (keyof PlayerSet)[]) {
  const key = columns.sort().join(',');
  let statement = profileUpdates.get(key);
  if (statement) profileUpdates.delete(key);
  else {
    statement = profileUpdate(columns);
    if (profileUpdates.size >= PROFILE_UPDATE_SHAPES)
      profileUpdates.delete(profileUpdates.keys().next().value!);
  }
  profileUpdates.set(key, statement);
  return statement;
}

/**
 * PATCH /api/players/{id}. Status fields are not in the input. A birth-year change re-applies the age
 * rules (D016, D060): a player may not make themself under 13; a profile that now needs consent it
 * does not have goes back to draft; one that no longer needs consent leaves draft, unless the player
 * changed the year themself while awaiting consent.
 */
export async function updatePlayer(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: UpdatePlayerInput,
  info: RequestInfo,
): Promise<Player> {
  const set = diffPlayer(player, input);
  // Region and country are checked as the pair they will be once saved (the other may be stored).
  if (input.region !== undefined || input.country !== undefined) {
    const country = input.country !== undefined ? input.country : player.country;
    const region = input.region !== undefined ? input.region : player.region;
    const message = regionError(country, region);
    if (message) throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'region', message }] });
  }
  // The class year fits the birth year as both will be once saved (the NCAA contact dates read it).
  if (input.graduationYear !== undefined || input.birthYear !== undefined) {
    const message = graduationYearError(
      input.birthYear ?? player.birthYear,
      input.graduationYear !== undefined ? input.graduationYear : player.graduationYear,
    );
    if (message)
      throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'graduationYear', message }] });
  }
  // Goalies have no preferred position (D032): a goalie-only profile clears it.
  const positions = set.positions ?? player.positions;
  if (isGoalieOnly(positions)) {
    delete set.preferredPosition;
    if (player.preferredPosition !== null) set.preferredPosition = null;
  }
  const isSelf = player.userId === user.id && user.role !== 'ADMIN';
  if (set.parentsKeepAccess !== undefined) {
    // D142: the adult player's own choice; nobody else's, and not a minor's (parents manage a minor anyway).
    if (player.userId !== user.id) throw new AppError('FORBIDDEN', PARENTS_SWITCH_OWN_MESSAGE);
    if (!isAdult(player)) throw new AppError('FORBIDDEN', PARENTS_SWITCH_ADULT_MESSAGE);
  }
  // D293: a minor's photo on the one-pager is a parent's choice (an admin's too), never the minor's own.
  if (set.onePagerPhoto !== undefined && isSelf && !isAdult(player)) {
    throw new AppError('FORBIDDEN', ONE_PAGER_PHOTO_PARENT_MESSAGE);
  }
  // D296: so is whether a minor's public profile offers the Share Profile menu.
  if (set.shareMenu !== undefined && isSelf && !isAdult(player)) {
    throw new AppError('FORBIDDEN', SHARE_MENU_PARENT_MESSAGE);
  }
  const changed = Object.keys(set);
  let birthChange: { from: BirthDate; to: BirthDate; threshold: number | null } | null = null;
  if (set.birthYear !== undefined || set.birthMonth !== undefined) {
    const from = { birthYear: player.birthYear, birthMonth: player.birthMonth };
    const to = {
      birthYear: set.birthYear ?? player.birthYear,
      birthMonth: set.birthMonth !== undefined ? set.birthMonth : player.birthMonth,
    };
    // A player may not move themself across 13, 17 or 18; a parent or an admin may (audited).
    const threshold = crossedAgeThreshold(from, to);
    if (isSelf && threshold !== null) throw new AppError('FORBIDDEN', AGE_CHANGE_REFUSED_MESSAGE);
    if (isSelf && mustBeCreatedByParent(to)) throw new AppError('FORBIDDEN', UNDER_13_MESSAGE);
    birthChange = { from, to, threshold };
    const awaitingConsent =
      player.parentalConsentRequired &&
      !player.parentalConsentGiven &&
      (player.profileStatus === 'draft' || player.profileStatus === 'pending_consent');
    // A minor never publishes themself by an edit of their birth: on their own edit a consent requirement
    // stays until a parent approves, or a linked parent or an admin corrects the birth.
    const required = needsParentalConsent(to) || (isSelf && awaitingConsent);
    set.parentalConsentRequired = required;
    if (required && !player.parentalConsentGiven && player.profileStatus === 'active')
      set.profileStatus = 'draft';
    if (!required && awaitingConsent) set.profileStatus = 'active';
  }
  if (changed.length === 0) return playerDto(db, player, true);

  const metadata = updateMetadata(player, set, birthChange);
  const [updated] = await profileUpdateFor(Object.keys(set) as (keyof PlayerSet)[])(db, {
    ...filled(set, 'set_'),
    updatedAt: new Date(),
    playerId: player.id,
    userId: user.id,
    targetUserId: player.userId,
    changes: JSON.stringify(changed),
    metadata: metadata === null ? null : JSON.stringify(metadata),
    ipAddress: info.ipAddress,
    userAgent: info.userAgent,
  });
  if (!updated) throw notFound('Player not found.');
  const { profileImageUrl, currentTeamName, ...row } = updated;
  return toPlayerDto(row, { profileImageUrl, currentTeamName }, privateFieldsOf(row));
}

export const PARENTS_SWITCH_OWN_MESSAGE =
  'Only the player can choose whether their parents keep managing the profile.';
export const ONE_PAGER_PHOTO_PARENT_MESSAGE =
  'A parent or guardian decides whether your photo is printed on your one-pager.';
export const SHARE_MENU_PARENT_MESSAGE =
  'A parent or guardian decides whether your public profile offers the Share Profile menu.';
export const PARENTS_SWITCH_ADULT_MESSAGE =
  'This choice is yours from your 18th birthday; until then your parents manage the profile with you.';

/**
 * The audit row's details: a status change, and a change of birth with the old and new year and month and
 * the age threshold it crossed (a parent's or an admin's correction across 13, 17 or 18).
 */
function updateMetadata(
  player: PlayerRow,
  set: PlayerSet,
  birth: { from: BirthDate; to: BirthDate; threshold: number | null } | null,
): Record<string, unknown> | null {
  const metadata: Record<string, unknown> = {};
  if (set.profileStatus && set.profileStatus !== player.profileStatus)
    metadata.profileStatus = { from: player.profileStatus, to: set.profileStatus };
  if (birth) metadata.birth = birth;
  return Object.keys(metadata).length ? metadata : null;
}

/** The paid switches the profile screen shows locked or open. */
const SWITCH_FEATURES = ['custom_profile_url', 'advanced_analytics'] as const;

/** GET /api/players/{id}/features: what the profile screen's add buttons need (decisions §5). */
export async function playerFeatures(db: DbOrTx, player: PlayerRow): Promise<PlayerFeatures> {
  const [access, usage] = await Promise.all([
    featureAccessForPlayerMany(db, player, [...COUNTED_FEATURES, ...SWITCH_FEATURES]),
    featureUsageForPlayers(db, [player.id]),
  ]);
  const usageOf = (key: CountedFeature) => {
    const a = access.get(key)!;
    return { hasAccess: a.hasAccess, limit: a.limit, used: usage[key], source: a.source };
  };
  // D248: the source tells the screens whether a plan could change the feature (an override it cannot).
  const switchOf = (key: (typeof SWITCH_FEATURES)[number]) => {
    const a = access.get(key)!;
    return { hasAccess: a.hasAccess, source: a.source };
  };
  return {
    highlightClips: usageOf('highlight_clips'),
    upcomingEvents: usageOf('upcoming_events'),
    customProfileUrl: switchOf('custom_profile_url'),
    advancedAnalytics: switchOf('advanced_analytics'),
  };
}
