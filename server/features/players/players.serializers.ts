import type { z } from 'zod';
import type {
  CoachReferenceSchema,
  MeasurablesSchema,
  Media,
  Player,
  ScheduleEvent,
  SeasonStatSchema,
  TeamHistoryEntry,
  UpcomingEventSchema,
} from '#common/contracts/players.ts';
import { formatSeason } from '#common/season.ts';
import {
  type measurables,
  type media,
  type playerGoals,
  type playerScheduleEvents,
  players,
  type playerTeamHistory,
  type seasonStats,
  type teams,
  type upcomingEvents,
} from '#server/db/schema/index.ts';

/**
 * Database rows to API shapes. Numeric columns come back as strings from both drivers (PGlite and
 * node-postgres); they are turned into numbers here and nowhere else.
 */
type PlayerRow = typeof players.$inferSelect;
type TeamRow = typeof teams.$inferSelect;
type HistoryRow = typeof playerTeamHistory.$inferSelect;
type MediaRow = typeof media.$inferSelect;
type ScheduleRow = typeof playerScheduleEvents.$inferSelect;

export function toNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The other way: a number for a numeric column (undefined stays "not given"). */
export function toNumeric(value: number | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : String(value);
}

export interface PlayerExtras {
  profileImageUrl: string | null;
  currentTeamName: string | null;
}

/**
 * The player columns a Player answer is made of (toPlayerDto reads no other): a read that only answers a
 * profile selects these instead of the whole row (the public profile: fewer columns to send,
 * describe and map, and not the long search_text).
 */
export const PLAYER_DTO_COLUMNS = {
  id: players.id,
  userId: players.userId,
  slug: players.slug,
  firstName: players.firstName,
  lastName: players.lastName,
  preferredName: players.preferredName,
  preferredJerseyNumber: players.preferredJerseyNumber,
  preferredPosition: players.preferredPosition,
  positions: players.positions,
  birthYear: players.birthYear,
  graduationYear: players.graduationYear,
  divisionInterest: players.divisionInterest,
  category: players.category,
  showCategory: players.showCategory,
  shoots: players.shoots,
  heightCm: players.heightCm,
  weightKg: players.weightKg,
  gpa: players.gpa,
  major: players.major,
  bio: players.bio,
  city: players.city,
  region: players.region,
  country: players.country,
  profileStatus: players.profileStatus,
  parentalConsentGiven: players.parentalConsentGiven,
  parentalConsentRequired: players.parentalConsentRequired,
  verificationStatus: players.verificationStatus,
};

/** A player row as far as a Player answer needs it. */
export type PlayerDtoRow = Pick<PlayerRow, keyof typeof PLAYER_DTO_COLUMNS>;

/**
 * The player's fields that only the player, linked parents and admins see (the birth month, and
 * the adult's parents switch, D142, and a minor's one-pager photo switch, D293). Never in the stored profile document (player_profile_parts.doc) nor in
 * PLAYER_DTO_COLUMNS: an answer carries them only when its builder is handed them for a manager.
 */
export type PrivatePlayerFields = Pick<
  PlayerRow,
  'birthMonth' | 'parentsKeepAccess' | 'onePagerPhoto' | 'shareMenu'
>;

/** The private fields of a row, for an answer to a manager only (see PrivatePlayerFields). */
export const privateFieldsOf = (row: PrivatePlayerFields): PrivatePlayerFields => ({
  birthMonth: row.birthMonth,
  parentsKeepAccess: row.parentsKeepAccess,
  onePagerPhoto: row.onePagerPhoto,
  shareMenu: row.shareMenu,
});

export function toPlayerDto(
  row: PlayerDtoRow,
  extras: PlayerExtras,
  /** Only for an answer to the player, a linked parent who manages it, or an admin. */
  privateFields?: PrivatePlayerFields | null,
): Player {
  return {
    ...(privateFields
      ? {
          birthMonth: privateFields.birthMonth,
          parentsKeepAccess: privateFields.parentsKeepAccess,
          onePagerPhoto: privateFields.onePagerPhoto,
          shareMenu: privateFields.shareMenu,
        }
      : {}),
    id: row.id,
    userId: row.userId,
    slug: row.slug,
    firstName: row.firstName,
    lastName: row.lastName,
    preferredName: row.preferredName,
    preferredJerseyNumber: row.preferredJerseyNumber,
    preferredPosition: row.preferredPosition,
    positions: row.positions,
    birthYear: row.birthYear,
    graduationYear: row.graduationYear,
    divisionInterest: row.divisionInterest,
    category: row.category,
    showCategory: row.showCategory,
    shoots: row.shoots === 'L' || row.shoots === 'R' ? row.shoots : null,
    heightCm: toNumber(row.heightCm),
    weightKg: toNumber(row.weightKg),
    gpa: toNumber(row.gpa),
    major: row.major,
    bio: row.bio,
    city: row.city,
    region: row.region,
    country: row.country,
    profileStatus: row.profileStatus,
    hasParentalConsent: row.parentalConsentGiven,
    parentalConsentRequired: row.parentalConsentRequired,
    profileImageUrl: extras.profileImageUrl,
    currentTeamName: extras.currentTeamName,
    verificationStatus: row.verificationStatus,
  };
}

/** The profile photo: the image with the lowest sortOrder (images are served at their url). */
export function profileImageUrlOf(
  mediaRows: readonly Pick<MediaRow, 'type' | 'url' | 'sortOrder'>[],
): string | null {
  let best: Pick<MediaRow, 'type' | 'url' | 'sortOrder'> | undefined;
  for (const m of mediaRows) {
    if (m.type === 'image' && (!best || m.sortOrder < best.sortOrder)) best = m;
  }
  return best?.url ?? null;
}

/** The columns of a team history entry that its DTO shows. */
export type TeamHistoryDtoRow = Pick<
  HistoryRow,
  | 'id'
  | 'teamId'
  | 'season'
  | 'jerseyNumber'
  | 'isCurrent'
  | 'coachName'
  | 'coachEmail'
  | 'teamUrl'
  | 'rosterUrl'
>;

/** Coach e-mails only reach people who may edit the profile (decisions §4). */
export function toTeamHistoryDto(
  row: TeamHistoryDtoRow,
  team: Pick<TeamRow, 'name' | 'league' | 'level'>,
  opts: { showCoachEmail: boolean },
): TeamHistoryEntry {
  return {
    id: row.id,
    teamId: row.teamId,
    teamName: team.name,
    season: formatSeason(row.season),
    league: team.league,
    level: team.level,
    jerseyNumber: row.jerseyNumber,
    isCurrent: row.isCurrent,
    coachName: row.coachName,
    coachEmail: opts.showCoachEmail ? row.coachEmail : null,
    teamUrl: row.teamUrl,
    rosterUrl: row.rosterUrl,
  };
}

export function toMediaDto(
  row: Pick<MediaRow, 'id' | 'type' | 'url' | 'providerId' | 'caption' | 'sortOrder'>,
): Media {
  const isImage = row.type === 'image';
  return {
    id: row.id,
    type: row.type,
    url: row.url,
    publicPath: isImage ? row.url : null,
    providerId: row.providerId,
    // Thumbnails exist for YouTube only (spec 2 §2).
    thumbnailUrl:
      row.type === 'youtube' && row.providerId
        ? `https://i.ytimg.com/vi/${encodeURIComponent(row.providerId)}/hqdefault.jpg`
        : null,
    caption: row.caption,
    sortOrder: row.sortOrder,
  };
}

/** An anonymous visitor of a minor's profile sees no rink, time or location (decisions §4). */
export function toScheduleEventDto(row: ScheduleRow, opts: { hideDetails: boolean }): ScheduleEvent {
  const hide = opts.hideDetails;
  return {
    id: row.id,
    eventDate: row.eventDate,
    eventTime: hide ? null : row.eventTime,
    rinkName: hide ? null : row.rinkName,
    location: hide ? null : row.location,
    locationPlaceId: hide ? null : row.locationPlaceId,
    hasLiveBarn: row.hasLiveBarn,
    opponent: row.opponent,
    notes: hide ? null : row.notes,
    streamUrl: hide ? null : row.streamUrl,
    detailsHidden: hide,
  };
}

export function toUpcomingEventDto(
  row: typeof upcomingEvents.$inferSelect,
  opts: { hideDetails: boolean },
): z.infer<typeof UpcomingEventSchema> {
  return {
    id: row.id,
    playerId: row.playerId,
    date: row.date,
    eventName: row.eventName,
    location: opts.hideDetails ? null : row.location,
    competitionType: row.competitionType,
    streamUrl: opts.hideDetails ? null : row.streamUrl,
  };
}

export function toSeasonStatDto(row: typeof seasonStats.$inferSelect): z.infer<typeof SeasonStatSchema> {
  return {
    id: row.id,
    playerId: row.playerId,
    season: formatSeason(row.season),
    league: row.league,
    gamesPlayed: row.gamesPlayed,
    goals: row.goals,
    assists: row.assists,
    points: row.points,
    penaltyMinutes: row.penaltyMinutes,
    plusMinus: row.plusMinus,
    corsiFor: row.corsiFor,
  };
}

export function toMeasurablesDto(row: typeof measurables.$inferSelect): z.infer<typeof MeasurablesSchema> {
  return {
    fortyYardTime: toNumber(row.fortyYardTime),
    proAgilityTime: toNumber(row.proAgilityTime),
    wingspan: toNumber(row.wingspan),
    benchPress: toNumber(row.benchPress),
    squat: toNumber(row.squat),
    verticalJump: toNumber(row.verticalJump),
    testedBy: row.testedBy,
    testedDate: row.testedDate,
  };
}

export function toCoachReferenceDto(
  row: HistoryRow & { coachName: string },
  teamName: string,
  opts: { showCoachEmail: boolean },
): z.infer<typeof CoachReferenceSchema> {
  return {
    id: row.id,
    coachName: row.coachName,
    teamName,
    season: formatSeason(row.season),
    coachEmail: opts.showCoachEmail ? row.coachEmail : null,
  };
}

export function toGoalDto(row: typeof playerGoals.$inferSelect) {
  return { id: row.id, goal: row.goal, type: row.type, isPublic: row.isPublic };
}
