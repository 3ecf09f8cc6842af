import { and, asc, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AddGoalieGameInputSchema,
  AddSkaterGameInputSchema,
  CoachReferenceSchema,
  GameInputSchema,
  GameStatsResponse,
  MeasurablesInputSchema,
  MeasurablesSchema,
  SeasonStatSchema,
} from '#common/contracts/players.ts';
import { goalieTotals } from '#common/goalie-stats.ts';
import { formatSeason, hockeySeasonOf } from '#common/season.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  games,
  goalieGameStats,
  measurables,
  organizations,
  playerTeamHistory,
  seasonStats,
  skaterGameStats,
  teams,
} from '#server/db/schema/index.ts';
import { assertCanAdd } from '#server/features/subscriptions/index.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { PlayerRow } from './player-access.ts';
import {
  toCoachReferenceDto,
  toMeasurablesDto,
  toNumber,
  toNumeric,
  toSeasonStatDto,
} from './players.serializers.ts';

// ---------------------------------------------------------------------------------------------------------
// Season stats, measurables, coach references

type SeasonLine = z.infer<typeof SeasonStatSchema>;

/**
 * Season stats (spec 2 §3): the stored season_stats rows (imported or seeded), plus, for every season
 * without one, the totals of the player's own logged games in that season (decisions.md), so logging
 * games fills the Season Stats card. Newest season first.
 */
export async function listSeasonStats(db: DbOrTx, playerId: string): Promise<SeasonLine[]> {
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
  const derived = new Map<string, SeasonLine>();
  for (const { gameDate, league, skater, goalie } of gameRows) {
    const season = hockeySeasonOf(gameDate);
    if ((!skater && !goalie) || storedSeasons.has(season)) continue;
    let line = derived.get(season);
    if (!line) {
      line = {
        id: `games-${season}`,
        playerId,
        season,
        league: null,
        gamesPlayed: 0,
        goals: 0,
        assists: 0,
        points: 0,
        penaltyMinutes: 0,
        plusMinus: 0,
        corsiFor: 0,
      };
      derived.set(season, line);
    }
    // The league of the newest game's team that has one.
    line.league ??= league;
    line.gamesPlayed += 1;
    if (skater) {
      line.goals += skater.goals;
      line.assists += skater.assistsPrimary + skater.assistsSecondary;
      line.penaltyMinutes += skater.pim;
      line.plusMinus += skater.plusMinus;
    }
    if (goalie) {
      line.goals += goalie.goals;
      line.assists += goalie.assists;
      line.penaltyMinutes += goalie.pim;
    }
    line.points = line.goals + line.assists;
  }

  // Newest season first; the sort is stable, so stored rows keep their order within a season.
  return [...stored.map(toSeasonStatDto), ...derived.values()].sort((a, b) =>
    b.season.localeCompare(a.season),
  );
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

// ---------------------------------------------------------------------------------------------------------
// Game-by-game stats

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** Per-game save fraction, 0-1 with 3 decimals; null without shots. */
export function gameSaveFraction(saves: number, shotsAgainst: number): number | null {
  return shotsAgainst > 0 ? round(saves / shotsAgainst, 3) : null;
}

/**
 * Per-game goals-against average (per 60 minutes), 2 decimals; null without ice time, or when a few
 * seconds of play make it too large to be meaningful (and to fit the numeric(5,2) column).
 */
export function gameGaa(goalsAgainst: number, toiSeconds: number): number | null {
  if (toiSeconds <= 0) return null;
  const gaa = round((goalsAgainst * 3600) / toiSeconds, 2);
  return gaa <= 999.99 ? gaa : null;
}

/** Game venues of a minor are withheld like schedule details (canSeeScheduleDetails, decisions §4). */
export async function listGameStats(
  db: DbOrTx,
  playerId: string,
  opts: { hideVenue: boolean },
): Promise<GameStatsResponse> {
  const [gameRows, skaterRows, goalieRows] = await Promise.all([
    db
      .select()
      .from(games)
      .where(eq(games.playerId, playerId))
      .orderBy(desc(games.gameDate), desc(games.createdAt)),
    db
      .select({ line: skaterGameStats, verifiedBy: organizations.name })
      .from(skaterGameStats)
      .leftJoin(organizations, eq(organizations.id, skaterGameStats.verifiedByOrganizationId))
      .where(eq(skaterGameStats.playerId, playerId)),
    db
      .select({ line: goalieGameStats, verifiedBy: organizations.name })
      .from(goalieGameStats)
      .leftJoin(organizations, eq(organizations.id, goalieGameStats.verifiedByOrganizationId))
      .where(eq(goalieGameStats.playerId, playerId)),
  ]);
  const order = new Map(gameRows.map((g, i) => [g.id, i]));
  const byGameOrder = (a: { line: { gameId: string } }, b: { line: { gameId: string } }) =>
    (order.get(a.line.gameId) ?? Number.MAX_SAFE_INTEGER) -
    (order.get(b.line.gameId) ?? Number.MAX_SAFE_INTEGER);
  /** Issue 14: an attested line names the organization that attested it. */
  const attestedBy = (row: { line: { verifiedStatus: string }; verifiedBy: string | null }) =>
    row.line.verifiedStatus === 'verified' ? row.verifiedBy : null;
  skaterRows.sort(byGameOrder);
  goalieRows.sort(byGameOrder);

  const skaterStats = skaterRows.map((row) => {
    const s = row.line;
    return {
      gameId: s.gameId,
      goals: s.goals,
      assistsPrimary: s.assistsPrimary,
      assistsSecondary: s.assistsSecondary,
      assists: s.assistsPrimary + s.assistsSecondary,
      points: s.points,
      shots: s.shots,
      plusMinus: s.plusMinus,
      pim: s.pim,
      powerPlayGoals: s.ppg,
      powerPlayAssists: s.ppa,
      shorthandedGoals: s.shg,
      shorthandedAssists: s.sha,
      gameWinningGoals: s.gwg,
      faceoffsWon: s.faceoffsWon,
      faceoffsLost: s.faceoffsLost,
      hits: s.hits,
      blockedShots: s.blocks,
      takeaways: s.takeaways,
      giveaways: s.giveaways,
      timeOnIceMinutes: round(s.toiSeconds / 60, 2),
      verifiedStatus: s.verifiedStatus,
      verifiedByOrganization: attestedBy(row),
    };
  });
  const goalieStats = goalieRows.map((row) => {
    const g = row.line;
    return {
      gameId: g.gameId,
      shotsAgainst: g.shotsAgainst,
      saves: g.saves,
      goalsAgainst: g.goalsAgainst,
      toiSeconds: g.toiSeconds,
      shutout: g.shutout,
      savePercentage: toNumber(g.savePct) ?? gameSaveFraction(g.saves, g.shotsAgainst),
      goalsAgainstAverage: toNumber(g.gaa) ?? gameGaa(g.goalsAgainst, g.toiSeconds),
      verifiedStatus: g.verifiedStatus,
      verifiedByOrganization: attestedBy(row),
    };
  });

  return {
    games: gameRows.map((g) => ({
      id: g.id,
      gameDate: g.gameDate,
      opponent: g.opponent,
      venue: opts.hideVenue ? null : g.venue,
      homeAway: g.homeAway,
      teamScore: g.teamScore,
      opponentScore: g.opponentScore,
    })),
    skaterStats,
    goalieStats,
    totals: {
      skater: {
        gamesPlayed: skaterStats.length,
        goals: skaterStats.reduce((n, s) => n + s.goals, 0),
        assists: skaterStats.reduce((n, s) => n + s.assists, 0),
        points: skaterStats.reduce((n, s) => n + s.points, 0),
      },
      // Summed over games, never averaged per game (spec 2 §9).
      goalie: goalieTotals(goalieRows.map((row) => row.line)),
    },
  };
}

type GameInput = z.output<typeof GameInputSchema>;

async function insertGame(tx: DbOrTx, player: PlayerRow, game: GameInput) {
  const [row] = await tx
    .insert(games)
    .values({
      playerId: player.id,
      teamId: player.currentTeamId,
      gameDate: game.gameDate,
      opponent: game.opponent,
      venue: game.venue || null,
      homeAway: game.homeAway,
      teamScore: game.teamScore ?? null,
      opponentScore: game.opponentScore ?? null,
    })
    .returning({ id: games.id });
  return row!.id;
}

/** Entered by the player or a parent: user_entry, draft until verified (the UI shows "Unverified"). */
const USER_ENTRY = { source: 'user_entry', verifiedStatus: 'draft' } as const;

export async function addSkaterGame(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: z.output<typeof AddSkaterGameInputSchema>,
): Promise<string> {
  await assertCanAdd(db, player, 'game_stats', 0);
  const s = input.statsData;
  const faceoffs = s.faceoffsWon + s.faceoffsLost;
  return db.transaction(async (tx) => {
    const gameId = await insertGame(tx, player, input.gameData);
    await tx.insert(skaterGameStats).values({
      gameId,
      playerId: player.id,
      teamId: player.currentTeamId,
      goals: s.goals,
      assistsPrimary: s.assistsPrimary,
      assistsSecondary: s.assistsSecondary,
      points: s.goals + s.assistsPrimary + s.assistsSecondary,
      shots: s.shots,
      plusMinus: s.plusMinus,
      pim: s.pim,
      hits: s.hits,
      blocks: s.blockedShots,
      takeaways: s.takeaways,
      giveaways: s.giveaways,
      faceoffsWon: s.faceoffsWon,
      faceoffsLost: s.faceoffsLost,
      faceoffPct: faceoffs > 0 ? ((s.faceoffsWon / faceoffs) * 100).toFixed(2) : null,
      ppg: s.powerPlayGoals,
      ppa: s.powerPlayAssists,
      shg: s.shorthandedGoals,
      sha: s.shorthandedAssists,
      gwg: s.gameWinningGoals,
      toiSeconds: Math.round(s.timeOnIceMinutes * 60),
      enteredByUserId: user.id,
      ...USER_ENTRY,
    });
    return gameId;
  });
}

export async function addGoalieGame(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: z.output<typeof AddGoalieGameInputSchema>,
): Promise<string> {
  await assertCanAdd(db, player, 'game_stats', 0);
  const s = input.statsData;
  return db.transaction(async (tx) => {
    const gameId = await insertGame(tx, player, input.gameData);
    await tx.insert(goalieGameStats).values({
      gameId,
      playerId: player.id,
      toiSeconds: s.toiSeconds,
      minutesPlayed: (s.toiSeconds / 60).toFixed(2),
      shotsAgainst: s.shotsAgainst,
      saves: s.saves,
      goalsAgainst: s.goalsAgainst,
      savePct: toNumeric(gameSaveFraction(s.saves, s.shotsAgainst)) ?? null,
      gaa: toNumeric(gameGaa(s.goalsAgainst, s.toiSeconds)) ?? null,
      shutout: s.shutout,
      goals: s.goals ?? 0,
      assists: s.assists ?? 0,
      pim: s.pim ?? 0,
      enteredByUserId: user.id,
      ...USER_ENTRY,
    });
    return gameId;
  });
}
