import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hockeySeasonOf } from '#common/season.ts';
import { SKATER_SEASON_KEYS, type SkaterSeasonCounts, sumStatLines } from '#common/stats.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { seasonStats } from '#server/db/schema/index.ts';
import * as D from '../demo-data.ts';
import { type Rng, slugify } from '../factories.ts';

/** What every area of the demo seed writes with: one transaction, one random sequence, one clock. */
export interface DemoContext {
  tx: DbOrTx;
  rng: Rng;
  now: Date;
  daysAgo: (n: number) => Date;
  daysAhead: (n: number) => Date;
  /** The season label `offset` seasons from the current one ("2025-26"). */
  season: (offset?: number) => string;
}

export const RNG_SEED = 20_251_122;
const BATCH_SIZE = 500;
export const DAY_MS = 24 * 60 * 60 * 1000;

export function createDemoContext(tx: DbOrTx, rng: Rng, now: Date): DemoContext {
  return {
    tx,
    rng,
    now,
    daysAgo: (n) => new Date(now.getTime() - n * DAY_MS),
    daysAhead: (n) => new Date(now.getTime() + n * DAY_MS),
    season: (offset = 0) => seasonLabel(now, offset),
  };
}

export async function insertInBatches<T extends PgTable>(db: DbOrTx, table: T, rows: PgInsertValue<T>[]) {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(i, i + BATCH_SIZE));
  }
}

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** Hockey seasons start in August: "2025-26" from August 2025 to July 2026. */
function seasonLabel(now: Date, offset = 0): string {
  const start = (now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1) + offset;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function weightedPick<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let r = rng() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items[items.length - 1]!;
}

/** A team of the demo, as written. */
export interface SeededTeam {
  id: string;
  seed: D.TeamSeed;
  country: string;
}

/** One logged skater game, as its season line counts it. */
export interface SkaterGameLine {
  playerId: string;
  gameDate: string;
  league: string | null;
  goals: number;
  assists: number;
  pim: number;
  plusMinus: number;
}

/**
 * D269: the demo's skater season lines are the sums of its logged games (common/stats.ts), one line per
 * player and season, so a stored line never disagrees with the game log it stands for.
 */
export function skaterSeasonLines(games: readonly SkaterGameLine[]): PgInsertValue<typeof seasonStats>[] {
  const bySeason = new Map<
    string,
    { playerId: string; season: string; league: string | null; lines: SkaterSeasonCounts[] }
  >();
  for (const g of games) {
    const season = hockeySeasonOf(g.gameDate);
    const key = `${g.playerId}|${season}`;
    const entry = bySeason.get(key) ?? { playerId: g.playerId, season, league: g.league, lines: [] };
    entry.lines.push({
      gamesPlayed: 1,
      goals: g.goals,
      assists: g.assists,
      points: g.goals + g.assists,
      penaltyMinutes: g.pim,
      plusMinus: g.plusMinus,
    });
    bySeason.set(key, entry);
  }
  return [...bySeason.values()].map(({ playerId, season, league, lines }) => ({
    playerId,
    season,
    league,
    ...sumStatLines(lines, SKATER_SEASON_KEYS),
  }));
}

/** The year a season label starts ("2025-26" starts in 2025). */
export const seasonStartYear = (season: string) => Number(season.slice(0, 4));

/**
 * D270: a level fits a player in a season when the season's start year minus the birth year is within the
 * level's playing ages (D.LEVEL_AGES): a U16 team of 2025-26 takes players born 2009 and 2010.
 */
export function levelFitsBirthYear(level: string, birthYear: number, season: string): boolean {
  const ages = D.LEVEL_AGES[level];
  if (!ages) return false;
  const age = seasonStartYear(season) - birthYear;
  return age >= ages[0] && age <= ages[1];
}

/** A club team's roster page: its site and its age group ("https://club.example/u16-aaa/roster"). */
export function teamRosterUrl(team: SeededTeam): string {
  const group = /U\d\d.*$/.exec(team.seed.name)?.[0] ?? team.seed.name;
  const site = team.seed.websiteUrl ?? `https://${slugify(team.seed.name)}.example`;
  return `${site}/${slugify(group)}/roster`;
}
