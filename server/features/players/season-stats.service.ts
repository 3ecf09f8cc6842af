import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CoachReferenceSchema,
  GoalieSeasonStatSchema,
  MeasurablesInputSchema,
  MeasurablesSchema,
  SeasonStatListSchema,
  SeasonStatSchema,
} from '#common/contracts/players.ts';
import { formatSeason, hockeySeasonOf } from '#common/season.ts';
import {
  type GoalieCounts,
  goalieGameCounts,
  SKATER_SEASON_KEYS,
  type SkaterSeasonCounts,
  sumStatLines,
  totalGoalie,
} from '#common/stats.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  games,
  goalieGameStats,
  measurables,
  playerTeamHistory,
  seasonStats,
  skaterGameStats,
  teams,
} from '#server/db/schema/index.ts';
import { toCoachReferenceDto, toMeasurablesDto, toNumeric, toSeasonStatDto } from './players.serializers.ts';

/** A player's season stats, measurables and coach references; the game-by-game stats are stats.service.ts's. */

type SeasonLine = z.infer<typeof SeasonStatSchema>;
type GoalieSeasonLine = z.infer<typeof GoalieSeasonStatSchema>;
type SeasonList = z.infer<typeof SeasonStatListSchema>;

/**
 * Season stats (spec 2 §3): skater seasons are the stored season_stats rows (imported or
 * seeded), plus, for every season without one, the totals of the player's logged skater games in that
 * season (D033, D110); goalie seasons are the totals of the logged goalie games. Both summed with
 * common/stats.ts, apart, so a goalie game is never a skater game played. Newest season first.
 */
export async function listSeasonStats(db: DbOrTx, playerId: string): Promise<SeasonList> {
  const [stored, gameRows] = await Promise.all([
    db
      .select()
      .from(seasonStats)
      .where(eq(seasonStats.playerId, playerId))
      .orderBy(desc(seasonStats.season), asc(seasonStats.createdAt)),
    // One row per game (each stats table is unique per game and player), newest first.
    db
      .select({
        gameDate: games.gameDate,
        teamScore: games.teamScore,
        opponentScore: games.opponentScore,
        league: teams.league,
        skater: skaterGameStats,
        goalie: goalieGameStats,
      })
      .from(games)
      .leftJoin(
        skaterGameStats,
        and(eq(skaterGameStats.gameId, games.id), eq(skaterGameStats.playerId, playerId)),
      )
      .leftJoin(
        goalieGameStats,
        and(eq(goalieGameStats.gameId, games.id), eq(goalieGameStats.playerId, playerId)),
      )
      .leftJoin(teams, eq(teams.id, games.teamId))
      .where(eq(games.playerId, playerId))
      .orderBy(desc(games.gameDate)),
  ]);

  const storedSeasons = new Set(stored.map((r) => formatSeason(r.season)));
  // Per season, in the order met (newest game first): the league of the newest game's team that has one.
  const skaterSeasons = new Map<string, { league: string | null; lines: SkaterSeasonCounts[] }>();
  const goalieSeasons = new Map<string, { league: string | null; lines: GoalieCounts[] }>();
  const add = <T>(
    map: Map<string, { league: string | null; lines: T[] }>,
    season: string,
    league: string | null,
    line: T,
  ) => {
    const entry = map.get(season) ?? { league: null, lines: [] };
    entry.league ??= league;
    entry.lines.push(line);
    map.set(season, entry);
  };
  for (const row of gameRows) {
    const season = hockeySeasonOf(row.gameDate);
    if (row.skater && !storedSeasons.has(season)) {
      const s = row.skater;
      add(skaterSeasons, season, row.league, {
        gamesPlayed: 1,
        goals: s.goals,
        assists: s.assistsPrimary + s.assistsSecondary,
        points: s.goals + s.assistsPrimary + s.assistsSecondary,
        penaltyMinutes: s.pim,
        plusMinus: s.plusMinus,
      });
    }
    if (row.goalie) add(goalieSeasons, season, row.league, goalieGameCounts(row.goalie, row));
  }

  const derived: SeasonLine[] = [...skaterSeasons].map(([season, { league, lines }]) => ({
    id: `games-${season}`,
    playerId,
    season,
    league,
    ...sumStatLines(lines, SKATER_SEASON_KEYS),
    corsiFor: 0,
  }));
  const goalie: GoalieSeasonLine[] = [...goalieSeasons].map(([season, { league, lines }]) => ({
    id: `goalie-games-${season}`,
    playerId,
    season,
    league,
    ...totalGoalie(lines),
  }));
  const newestFirst = (a: { season: string }, b: { season: string }) => b.season.localeCompare(a.season);
  return {
    // The sort is stable, so stored rows keep their order within a season.
    stats: [...stored.map(toSeasonStatDto), ...derived].sort(newestFirst),
    goalieStats: goalie.sort(newestFirst),
    gameCount: gameRows.length,
  };
}

export async function getMeasurables(
  db: DbOrTx,
  playerId: string,
): Promise<z.infer<typeof MeasurablesSchema> | null> {
  const [row] = await db.select().from(measurables).where(eq(measurables.playerId, playerId)).limit(1);
  return row ? toMeasurablesDto(row) : null;
}

/** PUT replaces the whole record: a field left out is cleared, like an empty form field. */
export async function putMeasurables(
  db: DbOrTx,
  playerId: string,
  input: z.output<typeof MeasurablesInputSchema>,
): Promise<z.infer<typeof MeasurablesSchema>> {
  const values = {
    fortyYardTime: toNumeric(input.fortyYardTime) ?? null,
    proAgilityTime: toNumeric(input.proAgilityTime) ?? null,
    wingspan: toNumeric(input.wingspan) ?? null,
    benchPress: toNumeric(input.benchPress) ?? null,
    squat: toNumeric(input.squat) ?? null,
    verticalJump: toNumeric(input.verticalJump) ?? null,
    testedBy: input.testedBy || null,
    testedDate: input.testedDate ?? null,
  };
  const [row] = await db
    .insert(measurables)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: measurables.playerId, set: values })
    .returning();
  return toMeasurablesDto(row!);
}

/** Coach references are the team history entries that name a coach (spec 2 §3 shows no own fields). */
export async function listCoachReferences(
  db: DbOrTx,
  playerId: string,
  opts: { showCoachEmail: boolean },
): Promise<z.infer<typeof CoachReferenceSchema>[]> {
  const rows = await db
    .select({ entry: playerTeamHistory, teamName: teams.name })
    .from(playerTeamHistory)
    .innerJoin(teams, eq(teams.id, playerTeamHistory.teamId))
    .where(
      and(
        eq(playerTeamHistory.playerId, playerId),
        isNotNull(playerTeamHistory.coachName),
        ne(playerTeamHistory.coachName, ''),
      ),
    )
    .orderBy(
      desc(playerTeamHistory.isCurrent),
      desc(playerTeamHistory.season),
      desc(playerTeamHistory.createdAt),
    );
  return rows.map((r) =>
    toCoachReferenceDto({ ...r.entry, coachName: r.entry.coachName! }, r.teamName, opts),
  );
}
