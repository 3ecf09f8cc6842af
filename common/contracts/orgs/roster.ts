import { z } from 'zod';
import { MIN_BIRTH_YEAR } from '../../age.ts';
import { SPONSORSHIP_END_REASONS } from '../../enums.ts';
import { SearchResultPlayerSchema } from '../search.ts';
import { absentIfEmpty, isOneLine, optionalText, pagingParams } from '../text.ts';
import { email } from './fields.ts';
import { FieldControlSchema } from './shared.ts';

/** The roster of sponsored players: its entries, query, counts and additions. */

/**
 * How the roster shows a sponsorship: the stored status, but an invitation past its expiry reads
 * 'expired', and an invitation by e-mail that no profile has answered yet reads 'pending'.
 */
export const ROSTER_STATUSES = ['active', 'invited', 'pending', 'expired', 'revoked'] as const;
export type RosterStatus = (typeof ROSTER_STATUSES)[number];

export const RosterEntrySchema = z.object({
  id: z.string(),
  status: z.enum(ROSTER_STATUSES),
  endReason: z.enum(SPONSORSHIP_END_REASONS).nullable(),
  /** The player's card (null while an invitation by e-mail waits for a profile). */
  player: SearchResultPlayerSchema.nullable(),
  /** The player's profile strength, 0-100 (null without a player). */
  profileStrength: z.number().int().nullable(),
  invitedEmail: z.string().nullable(),
  invitedName: z.string().nullable(),
  fieldControl: FieldControlSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

/**
 * The roster's orders (D249): newest first; by name (the player's last then first name, else the
 * invited name or address); by status, active players first; by birth year, oldest first.
 */
export const ROSTER_SORTS = ['recent', 'name', 'status', 'birthYear'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const ROSTER_PAGE_SIZE = 25;
export const ROSTER_MAX_PAGE_SIZE = 100;
export const ROSTER_SEARCH_MAX = 100;

/**
 * GET /api/orgs/{orgId}/roster (D249): one page of the roster, searched by name or address, filtered by
 * status, current team and birth year (the age group recruiters filter by), in one of ROSTER_SORTS.
 * playerId finds one player's entries (the roster player page).
 */
export const RosterQuerySchema = z.object({
  status: z.preprocess(
    absentIfEmpty,
    z.enum(ROSTER_STATUSES, { message: 'Unknown roster status' }).optional(),
  ),
  q: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .max(ROSTER_SEARCH_MAX, `Search must be at most ${ROSTER_SEARCH_MAX} characters`)
      .refine(isOneLine, 'Search contains an invalid character')
      .transform((v) => v.trim() || undefined)
      .optional(),
  ),
  team: z.preprocess(absentIfEmpty, z.uuid({ message: 'Not a valid team id' }).optional()),
  birthYear: z.preprocess(
    absentIfEmpty,
    z.coerce
      .number({ message: 'Birth year must be a year' })
      .int('Birth year must be a year')
      .min(MIN_BIRTH_YEAR, 'Birth year is out of range')
      .max(2100, 'Birth year is out of range')
      .optional(),
  ),
  playerId: z.preprocess(absentIfEmpty, z.uuid({ message: 'Not a valid player id' }).optional()),
  sort: z.preprocess(
    absentIfEmpty,
    z.enum(ROSTER_SORTS, { message: `Sort must be one of ${ROSTER_SORTS.join(', ')}` }).default('recent'),
  ),
  ...pagingParams({
    maxPage: 10_000,
    maxPageMessage: 'Page must be at most 10000',
    defaultSize: ROSTER_PAGE_SIZE,
    maxSize: ROSTER_MAX_PAGE_SIZE,
  }),
});
export type RosterQueryInput = z.input<typeof RosterQuerySchema>;
export type RosterQuery = z.output<typeof RosterQuerySchema>;

/** Entries per status among those the search, team and birth year match (the status chips' counts). */
export const RosterCountsSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  invited: z.number().int(),
  pending: z.number().int(),
  expired: z.number().int(),
  revoked: z.number().int(),
});
export type RosterCounts = z.infer<typeof RosterCountsSchema>;

export const RosterResponseSchema = z.object({
  /** The page's entries, in the order asked for. */
  roster: z.array(RosterEntrySchema),
  /** Entries matching every filter (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: RosterCountsSchema,
  /** What the team and birth-year filters offer: the current teams and birth years of the roster's players. */
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  birthYears: z.array(z.number().int()),
});
export type RosterResponse = z.infer<typeof RosterResponseSchema>;

/**
 * Adding a found profile that nobody can answer for (no account, or a minor without a linked parent):
 * the Add Player dialog offers the invitation by e-mail in place when it gets one of these (D252).
 */
export const NO_ACCOUNT_TO_ANSWER =
  'This profile has no account to answer. Invite the family by email instead.';
export const MINOR_WITHOUT_PARENT =
  'This player is under 17 and has no linked parent to answer for them. Invite the family by email instead.';
export const NEEDS_EMAIL_INVITATION = [NO_ACCOUNT_TO_ANSWER, MINOR_WITHOUT_PARENT] as const;

/** POST /api/orgs/{orgId}/roster: a player found by search (playerId) or an invitation by e-mail. */
export const AddToRosterInputSchema = z.union(
  [
    z.strictObject({
      playerId: z.uuid({ message: 'Not a valid player id' }),
      fieldControl: FieldControlSchema.default({ teamHistory: false, schedule: false, stats: false }),
    }),
    z.strictObject({
      email,
      name: optionalText(120),
      fieldControl: FieldControlSchema.default({ teamHistory: false, schedule: false, stats: false }),
    }),
  ],
  { message: 'Choose a player or enter an email address' },
);
export type AddToRosterInput = z.input<typeof AddToRosterInputSchema>;
export const RosterEntryResponseSchema = z.object({ entry: RosterEntrySchema, message: z.string() });
