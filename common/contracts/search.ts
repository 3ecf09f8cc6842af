import { z } from 'zod';
import { MIN_BIRTH_YEAR } from '../age.ts';
import { CATEGORIES, POSITIONS, type Position, VERIFICATION_STATUSES } from '../enums.ts';
import { REGION_GROUPS } from '../regions.ts';
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
 * - page (1-based, default 1, at most 500) and pageSize (default 24, at most 100), with at most
 *   10,000 players before the page ((page - 1) x pageSize): deeper, narrow the filters instead.
 * Repeated keys (`?positions=C&positions=LW`) and a single key (`?positions=C`) are both accepted, and
 * an empty value (`?keyword=`) counts as absent, as plain HTML forms send it.
 */

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 100;
/** Deeper pages cost a long index walk and serve no one: refine the filters instead. */
export const SEARCH_MAX_PAGE = 500;
/**
 * At most this many players are skipped to reach a page ((page - 1) x pageSize): page 417 at the
 * default 24, page 101 at 100. Each skipped player is still an index step (docs/performance.md).
 */
export const SEARCH_MAX_OFFSET = 10_000;
/** The last page a search can reach at a page size. */
/**
 * Totals are counted up to this many players: beyond it the answer is this number with
 * totalIsLowerBound ('10,000+ players found'). No page past it can be reached anyway, and counting
 * every match cost a long scan for each new filter combination (docs/performance.md).
 */
export const SEARCH_MAX_TOTAL = SEARCH_MAX_OFFSET;
export const lastReachablePage = (pageSize: number) => Math.floor(SEARCH_MAX_OFFSET / pageSize) + 1;
export const SEARCH_KEYWORD_MAX = 100;

export const SEARCH_CATEGORY_VALUES = ['Boys', 'Girls', 'Coed', ...CATEGORIES] as const;
export const SEARCH_POSITION_VALUES = [...POSITIONS, 'Offense', 'Defense', 'Goalie'] as const;
export const SEARCH_HANDEDNESS_VALUES = ['L', 'R', 'Left', 'Right'] as const;

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
    ...pagingParams({
      maxPage: SEARCH_MAX_PAGE,
      maxPageMessage: `Page must be at most ${SEARCH_MAX_PAGE}`,
      defaultSize: SEARCH_PAGE_SIZE,
      maxSize: SEARCH_MAX_PAGE_SIZE,
    }),
  })
  .superRefine((query, ctx) => {
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
