import { goalsAgainstAverage, savePercent } from './goalie-stats.ts';

/**
 * Season and career aggregates of skater and goalie play: the one place that sums stat lines,
 * used by the server (season lines from logged games, the game log's totals) and by the screens (the
 * career rows, the hero). A game is a line with gamesPlayed 1; a season line sums its games. Skater and
 * goalie lines are summed apart: a game played as a goalie is never a skater game, so games played are
 * never added across the two.
 */

/** The figures a season line of skater play carries (spec 2 §3 season stats). */
export const SKATER_SEASON_KEYS = [
  'gamesPlayed',
  'goals',
  'assists',
  'points',
  'penaltyMinutes',
  'plusMinus',
] as const;
/** Every summed figure of a skater's game log (the Game by Game totals row). */
export const SKATER_GAME_KEYS = [
  ...SKATER_SEASON_KEYS,
  'shots',
  'powerPlayGoals',
  'faceoffsWon',
  'faceoffsLost',
  'hits',
  'blockedShots',
  'toiSeconds',
] as const;
/** Every summed figure of goalie play; GAA and SV% are derived from the sums, never averaged. */
export const GOALIE_KEYS = [
  'gamesPlayed',
  'wins',
  'losses',
  'ties',
  'shotsAgainst',
  'saves',
  'goalsAgainst',
  'toiSeconds',
  'shutouts',
] as const;

export type SkaterSeasonCounts = Record<(typeof SKATER_SEASON_KEYS)[number], number>;
export type SkaterGameCounts = Record<(typeof SKATER_GAME_KEYS)[number], number>;
export type GoalieCounts = Record<(typeof GOALIE_KEYS)[number], number>;
export interface GoalieTotals extends GoalieCounts {
  /** Goals against per 60 minutes, 2 decimals ("2.45"); null without ice time. */
  gaa: string | null;
  /** Saves / shots against in percent, 1 decimal ("91.7"); null without shots. */
  savePct: string | null;
}

/** Sums the named figures over lines (an empty list sums to zeros). */
export function sumStatLines<K extends string>(
  lines: readonly Readonly<Record<K, number>>[],
  keys: readonly K[],
): Record<K, number> {
  const total = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const line of lines) for (const k of keys) total[k] += line[k];
  return total;
}

/** Goalie lines summed, with GAA and SV% from the sums (spec 2 §9). */
export function totalGoalie(lines: readonly GoalieCounts[]): GoalieTotals {
  const t = sumStatLines(lines, GOALIE_KEYS);
  return {
    ...t,
    gaa: goalsAgainstAverage(t.goalsAgainst, t.toiSeconds),
    savePct: savePercent(t.saves, t.shotsAgainst),
  };
}

/**
 * Career totals of a player's season lines: skater and goalie apart, each null when the player has no line
 * of that kind.
 */
export function careerTotals(
  skater: readonly SkaterSeasonCounts[],
  goalie: readonly GoalieCounts[],
): { skater: SkaterSeasonCounts | null; goalie: GoalieTotals | null } {
  return {
    skater: skater.length ? sumStatLines(skater, SKATER_SEASON_KEYS) : null,
    goalie: goalie.length ? totalGoalie(goalie) : null,
  };
}

/** A game's outcome from its score; null when either score is missing. */
export function gameOutcome(teamScore: number | null, opponentScore: number | null): 'W' | 'L' | 'T' | null {
  if (teamScore == null || opponentScore == null) return null;
  return teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T';
}

/** One logged goalie game as counts: the record comes from the game's score when both scores are known. */
export function goalieGameCounts(
  line: { shotsAgainst: number; saves: number; goalsAgainst: number; toiSeconds: number; shutout: boolean },
  game: { teamScore: number | null; opponentScore: number | null },
): GoalieCounts {
  const outcome = gameOutcome(game.teamScore, game.opponentScore);
  return {
    gamesPlayed: 1,
    wins: outcome === 'W' ? 1 : 0,
    losses: outcome === 'L' ? 1 : 0,
    ties: outcome === 'T' ? 1 : 0,
    shotsAgainst: line.shotsAgainst,
    saves: line.saves,
    goalsAgainst: line.goalsAgainst,
    toiSeconds: line.toiSeconds,
    shutouts: line.shutout ? 1 : 0,
  };
}

/** One logged skater game as counts. */
export function skaterGameCounts(line: {
  goals: number;
  assists: number;
  points: number;
  pim: number;
  plusMinus: number;
  shots: number;
  powerPlayGoals: number;
  faceoffsWon: number;
  faceoffsLost: number;
  hits: number;
  blockedShots: number;
  toiSeconds: number;
}): SkaterGameCounts {
  return {
    gamesPlayed: 1,
    goals: line.goals,
    assists: line.assists,
    points: line.points,
    penaltyMinutes: line.pim,
    plusMinus: line.plusMinus,
    shots: line.shots,
    powerPlayGoals: line.powerPlayGoals,
    faceoffsWon: line.faceoffsWon,
    faceoffsLost: line.faceoffsLost,
    hits: line.hits,
    blockedShots: line.blockedShots,
    toiSeconds: line.toiSeconds,
  };
}

/**
 * A goalie's record as "W-L", or "W-L-T" once a game was tied; null when no game has both scores
 * (the request's "W-L if scores allow").
 */
export function goalieRecord(c: Pick<GoalieCounts, 'wins' | 'losses' | 'ties'>): string | null {
  if (c.wins + c.losses + c.ties === 0) return null;
  return c.ties > 0 ? `${c.wins}-${c.losses}-${c.ties}` : `${c.wins}-${c.losses}`;
}

/**
 * A skater's points per game, 2 decimals ("1.25"), shown wherever skater totals are (D258); null without a
 * game played. The same rounding as the hockey sites: from the sums, never an average of averages.
 */
export function pointsPerGame(c: Pick<SkaterSeasonCounts, 'points' | 'gamesPlayed'>): string | null {
  if (c.gamesPlayed <= 0) return null;
  return (c.points / c.gamesPlayed).toFixed(2);
}
