import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { games, goalieGameStats, skaterGameStats } from '#server/db/schema/index.ts';
import {
  birthYearForAge,
  grantOverride,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  signIn,
} from '#test/players-kit.ts';
import { gameData, skaterStats } from '#test/stats-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

describe('game stats', () => {
  it('adds a skater game with its stat line in one go, as an unverified user entry', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.stats.addSkaterGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { gameData: gameData(), statsData: skaterStats() },
    });
    expect(res.statusCode).toBe(201);
    const { gameId } = res.json();
    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(game).toMatchObject({
      playerId: player.id,
      opponent: 'Edina Hornets',
      homeAway: 'away',
      teamScore: 4,
    });
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line).toMatchObject({
      points: 4,
      ppg: 1,
      ppa: 1,
      gwg: 1,
      blocks: 2,
      toiSeconds: 1050,
      source: 'user_entry',
      verifiedStatus: 'draft',
      enteredByUserId: owner.user.id,
    });
    expect(Number(line!.faceoffPct)).toBe(75);

    const read = (await api.call(contract.players.stats.games, { params: { id: player.slug } })).json();
    expect(read.games).toEqual([
      expect.objectContaining({ id: gameId, gameDate: '2025-11-08', venue: 'Braemar Arena' }),
    ]);
    expect(read.skaterStats).toEqual([
      expect.objectContaining({
        gameId,
        goals: 2,
        assists: 2,
        points: 4,
        powerPlayGoals: 1,
        powerPlayAssists: 1,
        gameWinningGoals: 1,
        blockedShots: 2,
        plusMinus: -1,
        timeOnIceMinutes: 17.5,
        verifiedStatus: 'draft',
      }),
    ]);
    expect(read.totals.skater).toEqual({
      gamesPlayed: 1,
      goals: 2,
      assists: 2,
      points: 4,
      penaltyMinutes: 2,
      plusMinus: -1,
      shots: 6,
      powerPlayGoals: 1,
      faceoffsWon: 9,
      faceoffsLost: 3,
      hits: 4,
      blockedShots: 2,
      toiSeconds: 1050,
    });
  });

  it('adds goalie games and sums GAA and save percentage over all games, newest game first', async () => {
    const { owner, player } = await ownedPlayer(t, { positions: ['G'] });
    const post = (date: string, statsData: Record<string, unknown>) =>
      api.call(contract.players.stats.addGoalieGame, {
        params: { id: player.id },
        cookie: owner.cookie,
        bodyRaw: { gameData: gameData({ gameDate: date }), statsData },
      });
    const g1 = await post('2025-10-01', { shotsAgainst: 30, saves: 27, goalsAgainst: 3, toiSeconds: 3600 });
    const g2 = await post('2025-10-15', {
      shotsAgainst: 20,
      saves: 20,
      goalsAgainst: 0,
      toiSeconds: 1800,
      shutout: true,
    });
    expect(g1.statusCode).toBe(201);
    expect(g2.statusCode).toBe(201);

    const [stored] = await t.db
      .select()
      .from(goalieGameStats)
      .where(eq(goalieGameStats.gameId, g1.json().gameId));
    expect(stored).toMatchObject({
      source: 'user_entry',
      verifiedStatus: 'draft',
      enteredByUserId: owner.user.id,
    });
    expect(Number(stored!.minutesPlayed)).toBe(60);
    expect(Number(stored!.savePct)).toBe(0.9);
    expect(Number(stored!.gaa)).toBe(3);

    const read = (await api.call(contract.players.stats.games, { params: { id: player.id } })).json();
    expect(read.games.map((g: { gameDate: string }) => g.gameDate)).toEqual(['2025-10-15', '2025-10-01']);
    expect(read.goalieStats.map((g: { gameId: string }) => g.gameId)).toEqual([
      g2.json().gameId,
      g1.json().gameId,
    ]);
    expect(read.goalieStats[1]).toMatchObject({
      savePercentage: 0.9,
      goalsAgainstAverage: 3,
      shutout: false,
    });
    expect(read.goalieStats[0]).toMatchObject({ savePercentage: 1, goalsAgainstAverage: 0, shutout: true });
    // 3 goals in 90 minutes = 2.00; 47 saves of 50 shots = 94.0% (not the mean of per-game figures).
    // Both games were won 4-2 (gameData's score): the record comes from the scores.
    expect(read.totals.goalie).toEqual({
      gamesPlayed: 2,
      wins: 2,
      losses: 0,
      ties: 0,
      shotsAgainst: 50,
      saves: 47,
      goalsAgainst: 3,
      toiSeconds: 5400,
      shutouts: 1,
      gaa: '2.00',
      savePct: '94.0',
    });
  });

  it('answers bad input with 400 and the form messages, and writes nothing', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.stats.addSkaterGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { gameData: gameData({ gameDate: '', opponent: '' }), statsData: skaterStats({ goals: -1 }) },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)).toMatchObject({
      'gameData.gameDate': 'Game date is required',
      'gameData.opponent': 'Opponent is required',
      'statsData.goals': 'Must be 0 or more',
    });
    const goalie = await api.call(contract.players.stats.addGoalieGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: {
        gameData: gameData(),
        statsData: { shotsAgainst: 10, saves: 12, goalsAgainst: 0, toiSeconds: 3600 },
      },
    });
    expect(goalie.statusCode).toBe(400);
    expect(issuesByPath(goalie)['statsData.saves']).toBe('Saves cannot exceed shots against');
    const unknown = await api.call(contract.players.stats.addSkaterGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { gameData: gameData(), statsData: { ...skaterStats(), verifiedStatus: 'verified' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.select().from(games).where(eq(games.playerId, player.id))).toHaveLength(0);
  });

  it('treats blank numbers as 0', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.stats.addSkaterGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      bodyRaw: { gameData: gameData(), statsData: { goals: '', assistsPrimary: null } },
    });
    expect(res.statusCode).toBe(201);
  });

  it('lets a linked parent add stats, refuses strangers (403 active, 404 draft) and anonymous callers', async () => {
    const { player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const payload = { gameData: gameData(), statsData: skaterStats() };
    expect(
      (
        await api.call(contract.players.stats.addSkaterGame, {
          params: { id: player.id },
          cookie: parent.cookie,
          body: payload,
        })
      ).statusCode,
    ).toBe(201);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      const res = await api.call(contract.players.stats.addSkaterGame, {
        params: { id: player.id },
        cookie: stranger.cookie,
        body: payload,
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect(
      (await api.call(contract.players.stats.addGoalieGame, { params: { id: player.id }, bodyRaw: payload }))
        .statusCode,
    ).toBe(401);
    const draft = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    expect(
      (
        await api.call(contract.players.stats.addSkaterGame, {
          params: { id: draft.player.id },
          cookie: stranger.cookie,
          body: payload,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await api.call(contract.players.stats.games, { params: { id: draft.player.id } })).statusCode,
    ).toBe(404);
  });

  it('refuses game stats when an admin switched the feature off for the account', async () => {
    const { owner, player } = await ownedPlayer(t);
    await grantOverride(t.db, owner.user.id, 'game_stats', false, null);
    const res = await api.call(contract.players.stats.addSkaterGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { gameData: gameData(), statsData: skaterStats() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('LIMIT_REACHED');
  });
});
