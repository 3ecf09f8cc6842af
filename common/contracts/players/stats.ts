import { z } from 'zod';
import { GOALIE_KEYS, SKATER_GAME_KEYS } from '../../stats.ts';
import { optionalText, requiredText } from '../text.ts';
import { dateString, optionalNumber } from './fields.ts';

/** Season and game statistics, skater and goalie. */

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

/**
 * `stats` are skater seasons (spec 2 §3), `goalieStats` goalie seasons, newest first; `gameCount` is how
 * many games are logged (the Game by Game dialog is offered only when there are some).
 */
export const SeasonStatListSchema = z.object({
  stats: z.array(SeasonStatSchema),
  goalieStats: z.array(GoalieSeasonStatSchema),
  gameCount: z.number(),
});
export const GameCreatedResponseSchema = z.object({ gameId: z.string() });
