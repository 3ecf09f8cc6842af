import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AddGoalieGameInputSchema,
  type AddSkaterGameInputSchema,
  type GameInputSchema,
  type GameStatsResponse,
  type GoalieStatsInputSchema,
  goalieLineIssues,
  type SkaterStatsInputSchema,
  type UpdateGameInput,
} from '#common/contracts/players.ts';
import {
  goalieGameCounts,
  SKATER_GAME_KEYS,
  skaterGameCounts,
  sumStatLines,
  totalGoalie,
} from '#common/stats.ts';
import { builtOnce, filled, placeholdersOf } from '#server/db/built-once.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { games, goalieGameStats, organizations, skaterGameStats } from '#server/db/schema/index.ts';
import { assertCanAdd } from '#server/features/subscriptions/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import type { PlayerRow } from './player-access.ts';
import { toNumber, toNumeric } from './players.serializers.ts';

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
  /** An attested line names the organization that attested it. */
  const attestedBy = (row: { line: { verifiedStatus: string }; verifiedBy: string | null }) =>
    row.line.verifiedStatus === 'verified' ? row.verifiedBy : null;
  skaterRows.sort(byGameOrder);
  goalieRows.sort(byGameOrder);

  const gameById = new Map(gameRows.map((g) => [g.id, g]));
  const skaterToi = new Map(skaterRows.map((row) => [row.line.gameId, row.line.toiSeconds]));
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
      skater: sumStatLines(
        skaterStats.map((s) => skaterGameCounts({ ...s, toiSeconds: skaterToi.get(s.gameId) ?? 0 })),
        SKATER_GAME_KEYS,
      ),
      // Summed over games, never averaged per game (spec 2 §9).
      goalie: totalGoalie(goalieStats.map((g) => goalieGameCounts(g, gameById.get(g.gameId) ?? NO_SCORE))),
    },
  };
}

const NO_SCORE = { teamScore: null, opponentScore: null };

type GameInput = z.output<typeof GameInputSchema>;

function gameValues(player: PlayerRow, game: GameInput) {
  return {
    playerId: player.id,
    teamId: player.currentTeamId,
    gameDate: game.gameDate,
    opponent: game.opponent,
    venue: game.venue || null,
    homeAway: game.homeAway,
    teamScore: game.teamScore ?? null,
    opponentScore: game.opponentScore ?? null,
  };
}

const GAME_KEYS = {
  id: true,
  playerId: true,
  teamId: true,
  gameDate: true,
  opponent: true,
  venue: true,
  homeAway: true,
  teamScore: true,
  opponentScore: true,
} as const satisfies Record<keyof ReturnType<typeof gameValues> | 'id', true>;

/**
 * A new game and its stat line in one statement (D230): the game's id is made here, so the line's insert
 * names it and the game's insert runs as a WITH of it. One statement is atomic without a transaction, and
 * the line's foreign key is checked at the statement's end, when the game is there. Each kind of line's
 * statement is built once per process (D364): the game's columns are placeholders named game_<key>, the
 * line's line_<key>.
 */
const insertedGame = (db: DbOrTx) =>
  db
    .$with('inserted_game')
    .as(db.insert(games).values(placeholdersOf(GAME_KEYS, 'game_')).returning({ id: games.id }));

/** Entered by the player or a parent: user_entry, draft until verified (the UI shows "Unverified"). */
const USER_ENTRY = { source: 'user_entry', verifiedStatus: 'draft' } as const;

type SkaterInput = z.output<typeof SkaterStatsInputSchema>;
type GoalieInput = z.output<typeof GoalieStatsInputSchema>;

/** A skater line's stored columns from its input figures (derived points, faceoff % and seconds). */
function skaterColumns(s: SkaterInput) {
  const faceoffs = s.faceoffsWon + s.faceoffsLost;
  return {
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
  };
}

/** The input figures of a stored skater line (what an edit starts from). */
function skaterInputOf(row: typeof skaterGameStats.$inferSelect): SkaterInput {
  return {
    goals: row.goals,
    assistsPrimary: row.assistsPrimary,
    assistsSecondary: row.assistsSecondary,
    shots: row.shots,
    plusMinus: row.plusMinus,
    pim: row.pim,
    powerPlayGoals: row.ppg,
    powerPlayAssists: row.ppa,
    shorthandedGoals: row.shg,
    shorthandedAssists: row.sha,
    gameWinningGoals: row.gwg,
    faceoffsWon: row.faceoffsWon,
    faceoffsLost: row.faceoffsLost,
    hits: row.hits,
    blockedShots: row.blocks,
    takeaways: row.takeaways,
    giveaways: row.giveaways,
    timeOnIceMinutes: row.toiSeconds / 60,
  };
}

/** A goalie line's stored columns from its input figures (derived minutes, save fraction and GAA). */
function goalieColumns(s: GoalieInput) {
  return {
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
  };
}

const SKATER_LINE_KEYS = {
  goals: true,
  assistsPrimary: true,
  assistsSecondary: true,
  points: true,
  shots: true,
  plusMinus: true,
  pim: true,
  hits: true,
  blocks: true,
  takeaways: true,
  giveaways: true,
  faceoffsWon: true,
  faceoffsLost: true,
  faceoffPct: true,
  ppg: true,
  ppa: true,
  shg: true,
  sha: true,
  gwg: true,
  toiSeconds: true,
} as const satisfies Record<keyof ReturnType<typeof skaterColumns>, true>;

const GOALIE_LINE_KEYS = {
  toiSeconds: true,
  minutesPlayed: true,
  shotsAgainst: true,
  saves: true,
  goalsAgainst: true,
  savePct: true,
  gaa: true,
  shutout: true,
  goals: true,
  assists: true,
  pim: true,
} as const satisfies Record<keyof ReturnType<typeof goalieColumns>, true>;

/** The line's own keys beside its figures: the game, the player (and for a skater the team), who entered it. */
const LINE_OF = {
  gameId: sql.placeholder('game_id'),
  playerId: sql.placeholder('game_playerId'),
  enteredByUserId: sql.placeholder('enteredBy'),
  ...USER_ENTRY,
};

const skaterGameInsert = builtOnce((db: DbOrTx) =>
  db
    .with(insertedGame(db))
    .insert(skaterGameStats)
    .values({
      ...LINE_OF,
      teamId: sql.placeholder('game_teamId'),
      ...placeholdersOf(SKATER_LINE_KEYS, 'line_'),
    })
    .prepare(''),
);

const goalieGameInsert = builtOnce((db: DbOrTx) =>
  db
    .with(insertedGame(db))
    .insert(goalieGameStats)
    .values({ ...LINE_OF, ...placeholdersOf(GOALIE_LINE_KEYS, 'line_') })
    .prepare(''),
);

/** Adds a game with its line (skaterGameInsert or goalieGameInsert); answers the new game's id. */
async function addGame(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  game: GameInput,
  insert: typeof skaterGameInsert,
  line: Record<string, unknown>,
): Promise<string> {
  await assertCanAdd(db, player, 'game_stats', 0);
  const gameId = randomUUID();
  await insert(db, {
    ...filled({ id: gameId, ...gameValues(player, game) }, 'game_'),
    ...filled(line, 'line_'),
    enteredBy: user.id,
  });
  return gameId;
}

function goalieInputOf(row: typeof goalieGameStats.$inferSelect): GoalieInput {
  return {
    shotsAgainst: row.shotsAgainst,
    saves: row.saves,
    goalsAgainst: row.goalsAgainst,
    toiSeconds: row.toiSeconds,
    shutout: row.shutout,
    goals: row.goals,
    assists: row.assists,
    pim: row.pim,
  };
}

/** An edited line carries no attestation: the organization vouched for the old figures. */
const NOT_ATTESTED = { verifiedByUserId: null, verifiedAt: null, verifiedByOrganizationId: null } as const;

export function addSkaterGame(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: z.output<typeof AddSkaterGameInputSchema>,
): Promise<string> {
  return addGame(db, user, player, input.gameData, skaterGameInsert, skaterColumns(input.statsData));
}

export function addGoalieGame(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  input: z.output<typeof AddGoalieGameInputSchema>,
): Promise<string> {
  return addGame(db, user, player, input.gameData, goalieGameInsert, goalieColumns(input.statsData));
}

/** The logged game of this player, locked for the change; 404 for a game of anyone else. */
async function lockGame(tx: DbOrTx, playerId: string, gameId: string) {
  const [game] = await tx
    .select()
    .from(games)
    .where(and(eq(games.id, gameId), eq(games.playerId, playerId)))
    .for('update');
  if (!game) throw notFound('Game not found.');
  return game;
}

const KIND_LABEL = { skater: 'skater', goalie: 'goalie' } as const;

/**
 * PATCH a logged game under the rules of adding one: the same policy, the game_stats feature,
 * the create schemas (every field optional) and the goalie line's cross-field rules on the merged line.
 * A changed line is a user entry again: an attestation vouched for the old figures.
 */
export async function updateGame(
  db: Db,
  user: AuthUser,
  player: PlayerRow,
  gameId: string,
  input: UpdateGameInput,
): Promise<void> {
  await assertCanAdd(db, player, 'game_stats', 0);
  const game = input.gameData ?? {};
  const stats = input.statsData ?? {};
  const changed = Object.keys(game).length + Object.keys(stats).length > 0;
  const reentered = { ...USER_ENTRY, enteredByUserId: user.id, ...NOT_ATTESTED };
  await db.transaction(async (tx) => {
    await lockGame(tx, player.id, gameId);
    const table = input.kind === 'skater' ? skaterGameStats : goalieGameStats;
    const [line] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.gameId, gameId), eq(table.playerId, player.id)));
    if (!line) {
      const message = `This game has no ${KIND_LABEL[input.kind]} stats.`;
      throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'kind', message }] });
    }
    if (!changed) return;

    const gameSet = {
      ...(game.gameDate !== undefined && { gameDate: game.gameDate }),
      ...(game.opponent !== undefined && { opponent: game.opponent }),
      ...(game.venue !== undefined && { venue: game.venue || null }),
      ...(game.homeAway !== undefined && { homeAway: game.homeAway }),
      ...(game.teamScore !== undefined && { teamScore: game.teamScore }),
      ...(game.opponentScore !== undefined && { opponentScore: game.opponentScore }),
    };
    if (Object.keys(gameSet).length > 0) await tx.update(games).set(gameSet).where(eq(games.id, gameId));

    if (input.kind === 'skater') {
      const [stored] = await tx.select().from(skaterGameStats).where(eq(skaterGameStats.id, line.id));
      const s = { ...skaterInputOf(stored!), ...definedOnly(input.statsData ?? {}) };
      await tx
        .update(skaterGameStats)
        .set({ ...skaterColumns(s), ...reentered })
        .where(eq(skaterGameStats.id, line.id));
    } else {
      const [stored] = await tx.select().from(goalieGameStats).where(eq(goalieGameStats.id, line.id));
      const s = { ...goalieInputOf(stored!), ...definedOnly(input.statsData ?? {}) };
      const issues = goalieLineIssues(s);
      if (issues.length > 0) {
        throw new AppError('VALIDATION_ERROR', issues[0]!.message, {
          issues: issues.map((i) => ({ path: `statsData.${i.path}`, message: i.message })),
        });
      }
      await tx
        .update(goalieGameStats)
        .set({ ...goalieColumns(s), ...reentered })
        .where(eq(goalieGameStats.id, line.id));
    }
  });
}

/** DELETE a logged game with its stat lines (they cascade); totals are sums, so they follow at once. */
export async function deleteGame(db: Db, player: PlayerRow, gameId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockGame(tx, player.id, gameId);
    await tx.delete(games).where(and(eq(games.id, gameId), eq(games.playerId, player.id)));
  });
}

function definedOnly<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as never;
}
