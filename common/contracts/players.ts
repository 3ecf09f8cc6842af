import { z } from 'zod';
import { MIN_BIRTH_YEAR } from '../age.ts';
import {
  CATEGORIES,
  GOAL_TYPES,
  MEDIA_TYPES,
  NCAA_DIVISIONS,
  POSITIONS,
  PROFILE_STATUSES,
  SHOOTS,
  VERIFICATION_STATUSES,
} from '../enums.ts';
import { regionError } from '../regions.ts';
import { normalizeSeason, SEASON_FORMAT_MESSAGE } from '../season.ts';
import { GOALIE_KEYS, SKATER_GAME_KEYS } from '../stats.ts';
import { CommitmentSchema } from './commitment.ts';
import {
  emptyToNull,
  optionalEmail,
  optionalMultilineText,
  optionalText,
  optionalUrl,
  requiredMultilineText,
  requiredText,
  webUrl,
} from './text.ts';

/** Contracts of the player area (spec 1 §7, spec 2 §7). Inputs are strict: unknown fields are refused. */

const thisYear = () => new Date().getFullYear();
const optionalNumber = (schema: z.ZodNumber) => z.preprocess(emptyToNull, schema.nullish());
/** A calendar date that exists (Date.parse accepts 2026-02-31; PostgreSQL does not), years 1900-2100. */
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  const year = Number(v.slice(0, 4));
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && year >= 1900 && year <= 2100;
};
const dateString = (message: string) =>
  z
    .string({ message })
    .min(1, { message, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the format YYYY-MM-DD', abort: true })
    .refine(isRealDate, 'Not a real date');

/** Spec messages of the required profile fields, shared by the server and the forms. */
export const FIRST_NAME_MESSAGE = 'First name is required';
export const LAST_NAME_MESSAGE = 'Last name is required';
export const BIRTH_YEAR_MESSAGE = 'Birth year must be between 1950 and current year';
export const POSITIONS_MESSAGE = 'Select at least one position';
export const CATEGORY_MESSAGE = 'Select Male or Female';
export const SHOOTS_MESSAGE = 'Shoots must be L or R';
export const GRADUATION_YEAR_MESSAGE = 'Graduation year must be a year such as 2030';

export const BirthYearSchema = z.coerce
  .number({ error: BIRTH_YEAR_MESSAGE })
  .int(BIRTH_YEAR_MESSAGE)
  .refine((y) => y >= MIN_BIRTH_YEAR && y <= thisYear(), BIRTH_YEAR_MESSAGE);

export const BIRTH_MONTH_MESSAGE = 'Birth month must be a month from January to December';

/**
 * Decisions §4: the month of birth, 1-12, asked with the year; optional (null or '' = not known,
 * and the age rules then read December). Private to the player, linked parents and admins.
 */
export const BirthMonthSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : emptyToNull(v)),
  z
    .number({ error: BIRTH_MONTH_MESSAGE })
    .int(BIRTH_MONTH_MESSAGE)
    .min(1, BIRTH_MONTH_MESSAGE)
    .max(12, BIRTH_MONTH_MESSAGE)
    .nullish(),
);

export const PositionSchema = z.enum(POSITIONS, { error: 'Position must be C, LW, RW, D or G' });
export const PositionsSchema = z
  .array(PositionSchema, { error: POSITIONS_MESSAGE })
  .max(5)
  .refine((p) => new Set(p).size === p.length, {
    message: 'Each position once',
  });

// ---------------------------------------------------------------------------------------------------------
// Player profile

export const PlayerSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  preferredJerseyNumber: z.number().nullable(),
  preferredPosition: z.string().nullable(),
  positions: z.array(z.string()),
  birthYear: z.number(),
  /**
   * The month of birth (null = not entered) and whether an adult player lets their linked parents
   * keep managing the profile (D142). PRIVATE: present only in answers to the player, linked parents and
   * admins (the own profile, the managers' profile read, their edits); absent from every other answer.
   */
  birthMonth: z.number().nullable().optional(),
  parentsKeepAccess: z.boolean().optional(),
  /**
   * D141: 18 or over today by the month and year, worked out by the server on the profile read,
   * so link previews follow the month without it being sent. It says no more than an adult's public page
   * (photos and places) already shows.
   */
  isAdult: z.boolean().optional(),
  /** The class of (high-school graduation year), for the NCAA contact dates. */
  graduationYear: z.number().nullable(),
  /** The NCAA divisions the player is interested in. */
  divisionInterest: z.array(z.enum(NCAA_DIVISIONS)),
  category: z.enum(CATEGORIES).nullable(),
  showCategory: z.boolean(),
  shoots: z.enum(SHOOTS).nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  gpa: z.number().nullable(),
  major: z.string().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  profileStatus: z.enum(PROFILE_STATUSES),
  hasParentalConsent: z.boolean(),
  parentalConsentRequired: z.boolean(),
  profileImageUrl: z.string().nullable(),
  currentTeamName: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
});
export type Player = z.infer<typeof PlayerSchema>;

export const TeamHistoryEntrySchema = z.object({
  id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  season: z.string(),
  league: z.string().nullable(),
  level: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  isCurrent: z.boolean(),
  coachName: z.string().nullable(),
  /** Only for people who may edit the profile: no public page shows a coach's e-mail (decisions §4). */
  coachEmail: z.string().nullable(),
  teamUrl: z.string().nullable(),
  rosterUrl: z.string().nullable(),
});
export type TeamHistoryEntry = z.infer<typeof TeamHistoryEntrySchema>;

export const MediaSchema = z.object({
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  /** For images: the path the file is served at. */
  publicPath: z.string().nullable(),
  providerId: z.string().nullable(),
  /** YouTube only (spec 2 §2). */
  thumbnailUrl: z.string().nullable(),
  caption: z.string().nullable(),
  sortOrder: z.number(),
});
export type Media = z.infer<typeof MediaSchema>;

/** What the viewer may do, so the client shows the right controls (the server checks again). */
export const ViewerSchema = z.object({
  isOwner: z.boolean(),
  canEdit: z.boolean(),
  isSignedIn: z.boolean(),
});

export const PlayerDetailSchema = z.object({
  player: PlayerSchema,
  teamHistory: z.array(TeamHistoryEntrySchema),
  media: z.array(MediaSchema),
  /** The program the player committed to, or null; shown to everyone who sees the profile. */
  commitment: CommitmentSchema.nullable(),
  viewer: ViewerSchema,
});
export type PlayerDetail = z.infer<typeof PlayerDetailSchema>;

/** POST /api/players/setup: the wizard's basics, style, location and body steps. */
export const SetupPlayerInputSchema = z
  .strictObject({
    firstName: requiredText(60, FIRST_NAME_MESSAGE),
    lastName: requiredText(60, LAST_NAME_MESSAGE),
    birthYear: BirthYearSchema,
    birthMonth: BirthMonthSchema,
    category: z.enum(CATEGORIES, { error: CATEGORY_MESSAGE }),
    shoots: z.enum(SHOOTS, { error: SHOOTS_MESSAGE }),
    positions: PositionsSchema.min(1, POSITIONS_MESSAGE),
    country: optionalText(60),
    region: optionalText(60),
    city: optionalText(80),
    heightCm: optionalNumber(z.number().min(50).max(250)),
    weightKg: optionalNumber(z.number().min(15).max(200)),
  })
  .superRefine((v, ctx) => {
    const message = regionError(v.country, v.region);
    if (message) ctx.addIssue({ code: 'custom', path: ['region'], message });
  });
export type SetupPlayerInput = z.infer<typeof SetupPlayerInputSchema>;

export const SetupPlayerResponseSchema = z.object({ player: PlayerSchema });

/** PATCH /api/players/{id}: every field optional; null or '' clears. Status fields are not settable here. */
export const UpdatePlayerInputSchema = z.strictObject({
  firstName: requiredText(60, FIRST_NAME_MESSAGE).optional(),
  lastName: requiredText(60, LAST_NAME_MESSAGE).optional(),
  preferredName: optionalText(120),
  preferredJerseyNumber: optionalNumber(z.number().int().min(0).max(99)),
  preferredPosition: z.preprocess(emptyToNull, z.enum(['C', 'LW', 'RW', 'D']).nullish()),
  positions: PositionsSchema.min(1, POSITIONS_MESSAGE).optional(),
  birthYear: BirthYearSchema.optional(),
  /** Null or '' clears it (the age rules then read December). */
  birthMonth: BirthMonthSchema,
  /** D142: an adult player's own choice; refused for anyone else. */
  parentsKeepAccess: z.boolean().optional(),
  /** Null or '' clears it; it must fit the birth year (common/contact-rules.ts). */
  graduationYear: optionalNumber(
    z
      .number({ error: GRADUATION_YEAR_MESSAGE })
      .int(GRADUATION_YEAR_MESSAGE)
      .min(1950, GRADUATION_YEAR_MESSAGE)
      .max(2100, GRADUATION_YEAR_MESSAGE),
  ),
  divisionInterest: z
    .array(z.enum(NCAA_DIVISIONS, { error: 'Division must be D1, D2 or D3' }))
    .max(3)
    .refine((d) => new Set(d).size === d.length, { message: 'Each division once' })
    .optional(),
  category: z.enum(CATEGORIES, { error: CATEGORY_MESSAGE }).optional(),
  showCategory: z.boolean().optional(),
  shoots: z.enum(SHOOTS, { error: SHOOTS_MESSAGE }).optional(),
  heightCm: optionalNumber(z.number().min(50).max(250)),
  weightKg: optionalNumber(z.number().min(15).max(200)),
  gpa: optionalNumber(z.number().min(0).max(5)),
  major: optionalText(120),
  bio: optionalMultilineText(2000),
  city: optionalText(80),
  region: optionalText(60),
  country: optionalText(60),
});
export type UpdatePlayerInput = z.infer<typeof UpdatePlayerInputSchema>;

// ---------------------------------------------------------------------------------------------------------
// Team history

export const TeamHistoryInputSchema = z.strictObject({
  teamName: requiredText(120, 'Team name is required'),
  /** Stored in the one season format, "2025-26" (common/season.ts); "2025-2026" or "2025" are read into it. */
  season: requiredText(20, 'Season is required').transform((v, ctx) => {
    const season = normalizeSeason(v);
    if (season === null) ctx.addIssue({ code: 'custom', message: SEASON_FORMAT_MESSAGE });
    return season ?? v;
  }),
  league: optionalText(120),
  level: optionalText(60),
  jerseyNumber: optionalNumber(z.number().int().min(0).max(99)),
  isCurrent: z.boolean().default(false),
  coachName: optionalText(120),
  coachEmail: optionalEmail,
  teamUrl: optionalUrl,
  rosterUrl: optionalUrl,
});
export type TeamHistoryInput = z.input<typeof TeamHistoryInputSchema>;
/**
 * Every field optional and no defaults: zod 4 applies a default inside .partial(), which would turn a
 * patch without isCurrent into "isCurrent: false".
 */
export const TeamHistoryPatchSchema = TeamHistoryInputSchema.extend({
  isCurrent: z.boolean().optional(),
}).partial();

// ---------------------------------------------------------------------------------------------------------
// Media

export const AddMediaInputSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('image'),
    publicPath: z.string().regex(/^\/media\/[A-Za-z0-9._-]+$/, 'Upload the image first'),
    sortOrder: z.number().int().min(0).max(1000).optional(),
    caption: optionalText(200),
  }),
  z.strictObject({
    type: z.enum(['youtube', 'vimeo']),
    url: webUrl,
    caption: optionalText(200),
    sortOrder: z.number().int().min(0).max(1000).optional(),
  }),
]);
export type AddMediaInput = z.infer<typeof AddMediaInputSchema>;

export const UploadUrlResponseSchema = z.object({ uploadURL: z.string(), publicPath: z.string() });

// ---------------------------------------------------------------------------------------------------------
// Schedule events and upcoming events

export const ScheduleEventInputSchema = z.strictObject({
  eventDate: dateString('Date is required'),
  eventTime: optionalText(20),
  rinkName: requiredText(120, 'Rink name is required'),
  location: optionalText(200),
  locationPlaceId: optionalText(200),
  hasLiveBarn: z.boolean().default(false),
  opponent: optionalText(120),
  notes: optionalMultilineText(500),
});
export type ScheduleEventInput = z.input<typeof ScheduleEventInputSchema>;
/** No defaults in a patch (see TeamHistoryPatchSchema). */
export const ScheduleEventPatchSchema = ScheduleEventInputSchema.extend({
  hasLiveBarn: z.boolean().optional(),
}).partial();

export const ScheduleEventSchema = z.object({
  id: z.string(),
  eventDate: z.string(),
  eventTime: z.string().nullable(),
  rinkName: z.string().nullable(),
  location: z.string().nullable(),
  locationPlaceId: z.string().nullable(),
  hasLiveBarn: z.boolean(),
  opponent: z.string().nullable(),
  notes: z.string().nullable(),
  /** True when rink, time and location are withheld (a minor's profile seen by an anonymous visitor). */
  detailsHidden: z.boolean(),
});
export type ScheduleEvent = z.infer<typeof ScheduleEventSchema>;

export const UpcomingEventSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  date: z.string(),
  eventName: z.string(),
  location: z.string().nullable(),
  competitionType: z.string().nullable(),
});
export type UpcomingEvent = z.infer<typeof UpcomingEventSchema>;

/** Suggestions for competitionType (any text up to 60 characters is accepted). */
export const COMPETITION_TYPE_SUGGESTIONS = [
  'Showcase',
  'Tournament',
  'Camp',
  'Combine',
  'Tryout',
  'Playoffs',
];
export const EVENT_NAME_MESSAGE = 'Event name is required';

/** A field left blank is stored as null (not as an empty string). */
const blankAsNull = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.transform((v) => (v === '' ? null : v));

/** A showcase or tournament (the upcoming_events table). */
export const UpcomingEventInputSchema = z.strictObject({
  date: dateString('Date is required'),
  eventName: requiredText(120, EVENT_NAME_MESSAGE),
  location: blankAsNull(optionalText(200)),
  competitionType: blankAsNull(optionalText(60)),
});
export type UpcomingEventInput = z.input<typeof UpcomingEventInputSchema>;
export const UpcomingEventPatchSchema = UpcomingEventInputSchema.partial();
export const UpcomingEventResponseSchema = z.object({ event: UpcomingEventSchema });

// ---------------------------------------------------------------------------------------------------------
// Stats

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>);
const SkaterGameTotalsSchema = counts(SKATER_GAME_KEYS);
export const GoalieTotalsSchema = counts(GOALIE_KEYS).extend({
  /** Goals against / minutes x 60, 2 decimals, as text ("2.45"); null without minutes. */
  gaa: z.string().nullable(),
  /** Saves / shots against as a percent with 1 decimal ("91.7"); null without shots. */
  savePct: z.string().nullable(),
});

export const SeasonStatSchema = z.object({
  id: z.string(),
  playerId: z.string(),
  season: z.string(),
  league: z.string().nullable(),
  gamesPlayed: z.number(),
  goals: z.number(),
  assists: z.number(),
  points: z.number(),
  penaltyMinutes: z.number(),
  plusMinus: z.number(),
  corsiFor: z.number(),
});

/** A season of goalie play, summed from the logged goalie games of that season. */
export const GoalieSeasonStatSchema = GoalieTotalsSchema.extend({
  id: z.string(),
  playerId: z.string(),
  season: z.string(),
  league: z.string().nullable(),
});

export const MeasurablesSchema = z.object({
  fortyYardTime: z.number().nullable(),
  proAgilityTime: z.number().nullable(),
  wingspan: z.number().nullable(),
  benchPress: z.number().nullable(),
  squat: z.number().nullable(),
  verticalJump: z.number().nullable(),
  testedBy: z.string().nullable(),
  testedDate: z.string().nullable(),
});
export const MeasurablesInputSchema = z.strictObject({
  fortyYardTime: optionalNumber(z.number().min(0).max(60)),
  proAgilityTime: optionalNumber(z.number().min(0).max(60)),
  wingspan: optionalNumber(z.number().min(0).max(300)),
  benchPress: optionalNumber(z.number().min(0).max(500)),
  squat: optionalNumber(z.number().min(0).max(500)),
  verticalJump: optionalNumber(z.number().min(0).max(200)),
  testedBy: optionalText(120),
  testedDate: z.preprocess(emptyToNull, dateString('Use the format YYYY-MM-DD').nullish()),
});

export const CoachReferenceSchema = z.object({
  id: z.string(),
  coachName: z.string(),
  teamName: z.string(),
  season: z.string(),
  /** Only for people who may edit the profile. */
  coachEmail: z.string().nullable(),
});

/** A stat count: blank is 0 (spec 2 §5), integers of at least 0. */
const statCount = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z.number().int('Must be a whole number').min(0, 'Must be 0 or more').max(10_000),
);

export const GameInputSchema = z.strictObject({
  gameDate: dateString('Game date is required'),
  opponent: requiredText(120, 'Opponent is required'),
  venue: optionalText(120),
  homeAway: z.enum(['home', 'away']).default('home'),
  teamScore: optionalNumber(z.number().int().min(0).max(99)),
  opponentScore: optionalNumber(z.number().int().min(0).max(99)),
});

export const SkaterStatsInputSchema = z.strictObject({
  goals: statCount,
  assistsPrimary: statCount,
  assistsSecondary: statCount,
  shots: statCount,
  plusMinus: z.preprocess((v) => (v === '' || v == null ? 0 : v), z.number().int().min(-20).max(20)),
  pim: statCount,
  powerPlayGoals: statCount,
  powerPlayAssists: statCount,
  shorthandedGoals: statCount,
  shorthandedAssists: statCount,
  gameWinningGoals: statCount,
  faceoffsWon: statCount,
  faceoffsLost: statCount,
  hits: statCount,
  blockedShots: statCount,
  takeaways: statCount,
  giveaways: statCount,
  timeOnIceMinutes: z.preprocess((v) => (v === '' || v == null ? 0 : v), z.number().min(0).max(90)),
});

/** The goalie line's fields; the cross-field rules (goalieLineIssues) apply to the whole line. */
const GoalieStatsFieldsSchema = z.strictObject({
  shotsAgainst: statCount,
  saves: statCount,
  goalsAgainst: statCount,
  /** Minutes times 60 (spec 2 §7). */
  toiSeconds: statCount,
  shutout: z.boolean().default(false),
  goals: statCount.optional(),
  assists: statCount.optional(),
  pim: statCount.optional(),
});

/** A goalie line's cross-field rules, for a created line and for an edited one (merged with what is stored). */
export function goalieLineIssues(s: {
  saves: number;
  shotsAgainst: number;
  shutout: boolean;
  goalsAgainst: number;
}): { path: 'saves' | 'shutout'; message: string }[] {
  const issues: { path: 'saves' | 'shutout'; message: string }[] = [];
  if (s.saves > s.shotsAgainst) issues.push({ path: 'saves', message: 'Saves cannot exceed shots against' });
  if (s.shutout && s.goalsAgainst !== 0)
    issues.push({ path: 'shutout', message: 'A shutout means no goals against' });
  return issues;
}

export const GoalieStatsInputSchema = GoalieStatsFieldsSchema.superRefine((s, ctx) => {
  for (const issue of goalieLineIssues(s)) ctx.addIssue({ code: 'custom', ...issue, path: [issue.path] });
});

export const AddSkaterGameInputSchema = z.strictObject({
  gameData: GameInputSchema,
  statsData: SkaterStatsInputSchema,
});
export const AddGoalieGameInputSchema = z.strictObject({
  gameData: GameInputSchema,
  statsData: GoalieStatsInputSchema,
});

/**
 * PATCH /api/players/{id}/game-stats/{gameId}: the create schemas with every field optional
 * (no defaults, so a field left out stays as stored). `kind` names the game's line; a mismatch is 400.
 */
const GamePatchSchema = GameInputSchema.extend({ homeAway: z.enum(['home', 'away']) }).partial();
export const UpdateGameInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('skater'),
      gameData: GamePatchSchema.optional(),
      statsData: SkaterStatsInputSchema.partial().optional(),
    }),
    z.strictObject({
      kind: z.literal('goalie'),
      gameData: GamePatchSchema.optional(),
      statsData: GoalieStatsFieldsSchema.extend({ shutout: z.boolean() }).partial().optional(),
    }),
  ],
  { error: "kind must be 'skater' or 'goalie'" },
);
export type UpdateGameInput = z.output<typeof UpdateGameInputSchema>;

export const GameSchema = z.object({
  id: z.string(),
  gameDate: z.string(),
  opponent: z.string(),
  venue: z.string().nullable(),
  homeAway: z.string().nullable(),
  teamScore: z.number().nullable(),
  opponentScore: z.number().nullable(),
});

export const SkaterStatSchema = z.object({
  gameId: z.string(),
  goals: z.number(),
  assistsPrimary: z.number(),
  assistsSecondary: z.number(),
  assists: z.number(),
  points: z.number(),
  shots: z.number(),
  plusMinus: z.number(),
  pim: z.number(),
  powerPlayGoals: z.number(),
  powerPlayAssists: z.number(),
  shorthandedGoals: z.number(),
  shorthandedAssists: z.number(),
  gameWinningGoals: z.number(),
  faceoffsWon: z.number(),
  faceoffsLost: z.number(),
  hits: z.number(),
  blockedShots: z.number(),
  takeaways: z.number(),
  giveaways: z.number(),
  timeOnIceMinutes: z.number(),
  verifiedStatus: z.string(),
  /** The organization whose staff attested the line (verifiedStatus verified), or null. */
  verifiedByOrganization: z.string().nullable(),
});

export const GoalieStatSchema = z.object({
  gameId: z.string(),
  shotsAgainst: z.number(),
  saves: z.number(),
  goalsAgainst: z.number(),
  toiSeconds: z.number(),
  shutout: z.boolean(),
  /** Per game, 0-1 with 3 decimals (null without shots). */
  savePercentage: z.number().nullable(),
  goalsAgainstAverage: z.number().nullable(),
  verifiedStatus: z.string(),
  /** The organization whose staff attested the line (verifiedStatus verified), or null. */
  verifiedByOrganization: z.string().nullable(),
});

export const GameStatsResponseSchema = z.object({
  games: z.array(GameSchema),
  skaterStats: z.array(SkaterStatSchema),
  goalieStats: z.array(GoalieStatSchema),
  /** Summed over the games with common/stats.ts, skater and goalie apart (games played never added up). */
  totals: z.object({
    skater: SkaterGameTotalsSchema,
    goalie: GoalieTotalsSchema,
  }),
});
export type GameStatsResponse = z.infer<typeof GameStatsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Goals

export const GoalSchema = z.object({
  id: z.string(),
  goal: z.string(),
  type: z.enum(GOAL_TYPES),
  isPublic: z.boolean(),
});
export const GoalInputSchema = z.strictObject({
  goal: requiredMultilineText(500, 'Goal text is required'),
  type: z.enum(GOAL_TYPES),
  isPublic: z.boolean().default(false),
});
/** An empty patch is allowed (it changes nothing), like every PATCH of the API. */
export const GoalPatchSchema = z.strictObject({ isPublic: z.boolean().optional() });

// ---------------------------------------------------------------------------------------------------------
// Counts

export const ViewCountSchema = z.object({ viewCount: z.number() });
export const ListCountSchema = z.object({ listCount: z.number() });

/** GET /api/players/{id}/profile-strength: computeProfileStrength (common/profile-strength.ts) on the stored profile. */
const StrengthItemSchema = z.object({
  key: z.enum(['photo', 'bio', 'physical', 'teamHistory', 'videos', 'schedule', 'measurables', 'academics']),
  label: z.string(),
  weight: z.number(),
  tip: z.string(),
  complete: z.boolean(),
});
export const ProfileStrengthSchema = z.object({
  percent: z.number(),
  level: z.enum(['great', 'halfway', 'started']),
  completed: z.array(StrengthItemSchema),
  nextSteps: z.array(StrengthItemSchema),
});

export const IdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
/** Players are read by id or by slug (slugs and uuids are both lower-case letters, digits and hyphens). */
export const PlayerRefParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9-]+$/, 'Not a valid player id'),
});
export const PlayerGameParamsSchema = PlayerRefParamsSchema.extend({
  gameId: z.uuid({ message: 'Not a valid id' }),
});
export const PlayerGoalParamsSchema = PlayerRefParamsSchema.extend({
  goalId: z.uuid({ message: 'Not a valid id' }),
});
export const PlayerUpcomingEventParamsSchema = PlayerRefParamsSchema.extend({
  eventId: z.uuid({ message: 'Not a valid id' }),
});

// ---------------------------------------------------------------------------------------------------------
// Response envelopes (spec 2 §7 names the key each screen reads)

export const PlayerResponseSchema = z.object({ player: PlayerSchema });
export const TeamHistoryListSchema = z.object({ teamHistory: z.array(TeamHistoryEntrySchema) });
export const TeamHistoryEntryResponseSchema = z.object({ entry: TeamHistoryEntrySchema });
export const ScheduleEventListSchema = z.object({ events: z.array(ScheduleEventSchema) });
export const ScheduleEventResponseSchema = z.object({ event: ScheduleEventSchema });
export const UpcomingEventListSchema = z.object({ events: z.array(UpcomingEventSchema) });
/**
 * `stats` are skater seasons (spec 2 §3), `goalieStats` goalie seasons, newest first; `gameCount` is how
 * many games are logged (the Game by Game dialog is offered only when there are some).
 */
export const SeasonStatListSchema = z.object({
  stats: z.array(SeasonStatSchema),
  goalieStats: z.array(GoalieSeasonStatSchema),
  gameCount: z.number(),
});
/** null when nothing was measured yet. */
export const MeasurablesResponseSchema = z.object({ measurables: MeasurablesSchema.nullable() });
export const CoachReferenceListSchema = z.object({ references: z.array(CoachReferenceSchema) });
export const GameCreatedResponseSchema = z.object({ gameId: z.string() });
export const GoalListSchema = z.object({ goals: z.array(GoalSchema) });
export const GoalResponseSchema = z.object({ goal: GoalSchema });
export const DeletedResponseSchema = z.object({ message: z.string() });

/**
 * What decided a feature's access (D248): the plan's tier, an administrator's override, or the feature
 * being not yet available. An override is not changed by a plan, so the screens offer no plan for it.
 * Absent reads as 'tier'.
 */
export const FeatureSourceSchema = z.enum(['tier', 'override', 'coming_soon']);
/** A counted feature as the profile screen needs it for its add buttons (limit: number, 'unlimited' or null). */
export const FeatureUsageSchema = z.object({
  hasAccess: z.boolean(),
  limit: z.union([z.number(), z.literal('unlimited')]).nullable(),
  used: z.number(),
  source: FeatureSourceSchema.optional(),
});
/** A switch feature: whether the player's plan (or a linked parent's) includes it. */
export const FeatureSwitchSchema = z.object({
  hasAccess: z.boolean(),
  source: FeatureSourceSchema.optional(),
});
export const PlayerFeaturesSchema = z.object({
  highlightClips: FeatureUsageSchema,
  upcomingEvents: FeatureUsageSchema,
  customProfileUrl: FeatureSwitchSchema,
  advancedAnalytics: FeatureSwitchSchema,
});
export type PlayerFeatures = z.infer<typeof PlayerFeaturesSchema>;

/**
 * Everything the public profile page draws, in one answer: the profile and the answers of its
 * six supporting reads, each exactly as its own endpoint gives it (those keep working for other clients).
 */
export const PublicProfilePageSchema = z.object({
  detail: PlayerDetailSchema,
  scheduleEvents: ScheduleEventListSchema,
  upcomingEvents: UpcomingEventListSchema,
  seasonStats: SeasonStatListSchema,
  measurables: MeasurablesResponseSchema,
  coachReferences: CoachReferenceListSchema,
  goals: GoalListSchema,
});
export type PublicProfilePage = z.infer<typeof PublicProfilePageSchema>;
