import { z } from 'zod';
import { MIN_BIRTH_YEAR } from '../../age.ts';
import {
  CATEGORIES,
  NCAA_DIVISIONS,
  POSITIONS,
  PROFILE_STATUSES,
  SHOOTS,
  VERIFICATION_STATUSES,
} from '../../enums.ts';
import { regionError } from '../../regions.ts';
import { CommitmentSchema } from '../commitment.ts';
import { emptyToNull, optionalMultilineText, optionalText, requiredText } from '../text.ts';
import { optionalNumber } from './fields.ts';
import { MediaSchema } from './media.ts';
import { TeamHistoryEntrySchema } from './team-history.ts';

/** The player profile: its fields, the setup and edit inputs, the profile read and its counts. */

const thisYear = () => new Date().getFullYear();

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
  /** D293: a minor's photo is printed on the one-pager (a parent's switch). PRIVATE like birthMonth. */
  onePagerPhoto: z.boolean().optional(),
  /** D296: a minor's public profile shows the Share Profile menu (a parent's switch). PRIVATE like birthMonth. */
  shareMenu: z.boolean().optional(),
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

/** What the viewer may do, so the client shows the right controls (the server checks again). */
export const ViewerSchema = z.object({
  isOwner: z.boolean(),
  canEdit: z.boolean(),
  isSignedIn: z.boolean(),
  /**
   * D296: whether the page shows the Share Profile menu: false only for a minor whose parents turned it
   * off (the switch itself is private to the managers). Absent: shown.
   */
  canShare: z.boolean().optional(),
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
  /** D293: a parent's (or an admin's) choice for a minor; refused from the minor themself. */
  onePagerPhoto: z.boolean().optional(),
  /** D296: a parent's (or an admin's) choice for a minor, like onePagerPhoto. */
  shareMenu: z.boolean().optional(),
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

export const PlayerResponseSchema = z.object({ player: PlayerSchema });

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
