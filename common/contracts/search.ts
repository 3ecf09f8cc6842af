import { z } from 'zod';
import { MIN_BIRTH_YEAR } from '../age.ts';
import { CATEGORIES, type Position, VERIFICATION_STATUSES } from '../enums.ts';
import { REGION_GROUPS } from '../regions.ts';
import {
  lastReachablePage,
  SEARCH_CATEGORY_VALUES,
  SEARCH_DIRECTIONS,
  SEARCH_HANDEDNESS_VALUES,
  SEARCH_KEYWORD_MAX,
  SEARCH_MAX_OFFSET,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_NUMBER_BOUNDS,
  SEARCH_PAGE_SIZE,
  SEARCH_POSITION_VALUES,
  SEARCH_SORTS,
  SEARCH_TEAM_TEXT_MAX,
  type SearchNumberKey,
} from '../search-rules.ts';
import { CommitmentSchema } from './commitment.ts';
import { absentIfEmpty, isOneLine, pagingParams } from './text.ts';

/**
 * GET /api/players/search (spec 3 §2 and §7, decisions §7). Every filter is optional; filters combine
 * with AND, the values inside one filter with OR. Accepted values (anything else answers 400):
 * - category (repeatable): Boys | Girls | Coed, or the stored MALE | FEMALE. Coed means both, so it
 *   (or Boys and Girls together) applies no category restriction.
 * - birthYear (single or repeated): a year, e.g. 2005 to 2012 on the screen.
 * - positions (repeatable): C | LW | RW | D | G, the groups Offense (C, LW, RW) and Defense (D), and Goalie (G).
 * - handedness: L | R, or Left | Right.
 * - region: Northeast | Midwest | South | West | Canada (US Census regions; Canada = any province).
 * - keyword: up to 100 characters; every word must appear in a first, last or preferred name, the city
 *   or the current team's name, ignoring case and accents.
 * - gradYear (single or repeated): the class of (graduation year).
 * - heightMin, heightMax: centimetres, 100 to 230, either alone; min at most max.
 * - level, league: the current team's level or league, whole, ignoring case and outer spaces ('U16 AAA').
 * - team: part of the current team's name, ignoring case and accents.
 * - verified=true: verified profiles only. committed: yes | no. hasVideo=true: with a highlight video.
 * - minPpg (skaters, points per game), maxGaa and minSvPct (goalies, SV% in percent as shown, e.g. 91.5):
 *   career figures from the sums (common/stats.ts); minGames (default 1) is the games a figure needs,
 *   as a skater for minPpg and as a goalie for the goalie figures (D314).
 * - sort: name | birthYear | ppg | svPct | strength | updated, and dir: asc | desc (each sort has its
 *   natural direction, SEARCH_SORT_DIRECTIONS). Absent: verified first, then with a photo, then last updated.
 *   Ties are broken by the player's id, so pages never repeat or skip a player (D310).
 * - page (1-based, default 1, at most 500) and pageSize (default 24, at most 100), with at most
 *   10,000 players before the page ((page - 1) x pageSize): deeper, narrow the filters instead.
 * Repeated keys (`?positions=C&positions=LW`) and a single key (`?positions=C`) are both accepted, and
 * an empty value (`?keyword=`) counts as absent, as plain HTML forms send it.
 */

// The limits, values and sorts, shared with the screen without zod (D346).
export * from '../search-rules.ts';

const CATEGORY_MEANS: Record<
  (typeof SEARCH_CATEGORY_VALUES)[number],
  readonly (typeof CATEGORIES)[number][]
> = {
  Boys: ['MALE'],
  Girls: ['FEMALE'],
  Coed: CATEGORIES,
  MALE: ['MALE'],
  FEMALE: ['FEMALE'],
};
const POSITION_MEANS: Record<(typeof SEARCH_POSITION_VALUES)[number], readonly Position[]> = {
  C: ['C'],
  LW: ['LW'],
  RW: ['RW'],
  D: ['D'],
  G: ['G'],
  Offense: ['C', 'LW', 'RW'],
  Defense: ['D'],
  Goalie: ['G'],
};

/** A querystring key given once is a string, given several times an array (Fastify's parser). */
const toList = (v: unknown) => {
  if (v === undefined) return undefined;
  const list = (Array.isArray(v) ? v : [v]).filter((x) => x !== '');
  return list.length > 0 ? list : undefined;
};
const repeated = <T extends z.ZodType>(item: T) => z.preprocess(toList, z.array(item).max(20).optional());
const unique = <T>(values: Iterable<T>) => [...new Set(values)];

/** A number within bounds, with one message for anything else ('Minimum height must be ...'). */
const bounded = (label: string, key: SearchNumberKey, unit = '') => {
  const { min, max } = SEARCH_NUMBER_BOUNDS[key];
  return z.preprocess(
    absentIfEmpty,
    z.coerce
      .number({ message: `${label} must be a number from ${min} to ${max}${unit}` })
      .min(min, `${label} must be a number from ${min} to ${max}${unit}`)
      .max(max, `${label} must be a number from ${min} to ${max}${unit}`)
      .optional(),
  );
};
const MIN_GAMES_MESSAGE = `Minimum games must be a whole number from ${SEARCH_NUMBER_BOUNDS.minGames.min} to ${SEARCH_NUMBER_BOUNDS.minGames.max}`;
/** A one-line text filter of the current team, trimmed; blank is absent. */
const teamText = (label: string) =>
  z.preprocess(
    absentIfEmpty,
    z
      .string()
      .max(SEARCH_TEAM_TEXT_MAX, `${label} must be at most ${SEARCH_TEAM_TEXT_MAX} characters`)
      .refine(isOneLine, `${label} contains an invalid character`)
      .transform((v) => v.trim() || undefined)
      .optional(),
  );
/** A yes-only switch: `true` turns it on; absent (or empty) leaves it off. */
const onlySwitch = (label: string) =>
  z.preprocess(
    absentIfEmpty,
    z
      .enum(['true'], { message: `${label} must be true or left out` })
      .transform(() => true as const)
      .optional(),
  );

export const SearchQuerySchema = z
  .object({
    category: repeated(
      z.enum(SEARCH_CATEGORY_VALUES, {
        message: `Category must be one of ${SEARCH_CATEGORY_VALUES.join(', ')}`,
      }),
    ).transform((values) => {
      if (!values) return undefined;
      const categories = unique(values.flatMap((v) => CATEGORY_MEANS[v]));
      return categories.length === CATEGORIES.length ? undefined : categories;
    }),
    birthYear: repeated(
      z.coerce
        .number({ message: 'Birth year must be a year' })
        .int('Birth year must be a year')
        .min(MIN_BIRTH_YEAR, 'Birth year is out of range')
        .max(2100, 'Birth year is out of range'),
    ).transform((years) => (years ? unique(years) : undefined)),
    positions: repeated(
      z.enum(SEARCH_POSITION_VALUES, {
        message: `Position must be one of ${SEARCH_POSITION_VALUES.join(', ')}`,
      }),
    ).transform((values) => (values ? unique(values.flatMap((v) => POSITION_MEANS[v])) : undefined)),
    handedness: z.preprocess(
      absentIfEmpty,
      z
        .enum(SEARCH_HANDEDNESS_VALUES, { message: 'Handedness must be L, R, Left or Right' })
        .transform((v) => (v === 'Left' || v === 'L' ? ('L' as const) : ('R' as const)))
        .optional(),
    ),
    region: z.preprocess(
      absentIfEmpty,
      z.enum(REGION_GROUPS, { message: `Region must be one of ${REGION_GROUPS.join(', ')}` }).optional(),
    ),
    keyword: z.preprocess(
      absentIfEmpty,
      z
        .string()
        .max(SEARCH_KEYWORD_MAX, `Keyword must be at most ${SEARCH_KEYWORD_MAX} characters`)
        .refine(isOneLine, 'Keyword contains an invalid character')
        .transform((v) => v.trim() || undefined)
        .optional(),
    ),
    gradYear: repeated(
      z.coerce
        .number({ message: 'Graduation year must be a year' })
        .int('Graduation year must be a year')
        .min(1950, 'Graduation year is out of range')
        .max(2100, 'Graduation year is out of range'),
    ).transform((years) => (years ? unique(years) : undefined)),
    heightMin: bounded('Minimum height', 'heightMin', ' cm'),
    heightMax: bounded('Maximum height', 'heightMax', ' cm'),
    level: teamText('Level'),
    league: teamText('League'),
    team: teamText('Team'),
    verified: onlySwitch('Verified'),
    committed: z.preprocess(
      absentIfEmpty,
      z.enum(['yes', 'no'], { message: 'Committed must be yes or no' }).optional(),
    ),
    hasVideo: onlySwitch('Has video'),
    minPpg: bounded('Minimum points per game', 'minPpg'),
    maxGaa: bounded('Maximum GAA', 'maxGaa'),
    minSvPct: bounded('Minimum save percentage', 'minSvPct'),
    minGames: z.preprocess(
      absentIfEmpty,
      z.coerce
        .number({ message: MIN_GAMES_MESSAGE })
        .int(MIN_GAMES_MESSAGE)
        .min(SEARCH_NUMBER_BOUNDS.minGames.min, MIN_GAMES_MESSAGE)
        .max(SEARCH_NUMBER_BOUNDS.minGames.max, MIN_GAMES_MESSAGE)
        .optional(),
    ),
    sort: z.preprocess(
      absentIfEmpty,
      z.enum(SEARCH_SORTS, { message: `Sort must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
    ),
    dir: z.preprocess(
      absentIfEmpty,
      z.enum(SEARCH_DIRECTIONS, { message: 'Direction must be asc or desc' }).optional(),
    ),
    ...pagingParams({
      maxPage: SEARCH_MAX_PAGE,
      maxPageMessage: `Page must be at most ${SEARCH_MAX_PAGE}`,
      defaultSize: SEARCH_PAGE_SIZE,
      maxSize: SEARCH_MAX_PAGE_SIZE,
    }),
  })
  .superRefine((query, ctx) => {
    if (query.heightMin !== undefined && query.heightMax !== undefined && query.heightMin > query.heightMax)
      ctx.addIssue({
        code: 'custom',
        path: ['heightMax'],
        message: 'Maximum height must be at least the minimum height',
      });
    if (query.dir && !query.sort)
      ctx.addIssue({ code: 'custom', path: ['dir'], message: 'Direction needs a sort' });
    if (
      query.minGames !== undefined &&
      query.minPpg === undefined &&
      query.maxGaa === undefined &&
      query.minSvPct === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['minGames'],
        message: 'Minimum games applies with minimum points per game, maximum GAA or minimum save percentage',
      });
    if ((query.page - 1) * query.pageSize > SEARCH_MAX_OFFSET)
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: `Page ${query.page} is too deep: at a page size of ${query.pageSize} the last page is ${lastReachablePage(query.pageSize)}. Narrow the filters to see more players.`,
      });
  });
/** What the client sends (strings as typed in the URL). */
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
/** The normalized filters: stored category and position codes, L or R, no empty values. */
export type SearchQuery = z.output<typeof SearchQuerySchema>;

/** A player card (spec 3 §3 "Search result player"). */
export const SearchResultPlayerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  positions: z.array(z.string()),
  birthYear: z.number(),
  /** null: the card shows 'Independent'. */
  currentTeamName: z.string().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  showCategory: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** The image with the lowest sortOrder, or null. */
  profileImageUrl: z.string().nullable(),
  /** The program the player committed to (the card's "Committed" badge), or null. */
  commitment: CommitmentSchema.nullable(),
});
export type SearchResultPlayer = z.infer<typeof SearchResultPlayerSchema>;

export const SearchResponseSchema = z.object({
  players: z.array(SearchResultPlayerSchema),
  /**
   * Every match, for '{n} players found' and the page count. Counting stops past SEARCH_MAX_TOTAL:
   * when more players match, total is SEARCH_MAX_TOTAL and totalIsLowerBound is true
   * ('10,000+ players found').
   */
  total: z.number(),
  totalIsLowerBound: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
