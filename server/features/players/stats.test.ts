import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  games,
  goalieGameStats,
  players,
  playerTeamHistory,
  seasonStats,
  skaterGameStats,
} from '#server/db/schema/index.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import {
  birthYearForAge,
  grantOverride,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  signIn,
} from '../../../test/players-kit.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

const { t, api } = withTestApp();

const gameData = (over: Record<string, unknown> = {}) => ({
  gameDate: '2025-11-08',
  opponent: 'Edina Hornets',
  venue: 'Braemar Arena',
  homeAway: 'away',
  teamScore: 4,
  opponentScore: 2,
  ...over,
});

const skaterStats = (over: Record<string, unknown> = {}) => ({
  goals: 2,
  assistsPrimary: 1,
  assistsSecondary: 1,
  shots: 6,
  plusMinus: -1,
  pim: 2,
  powerPlayGoals: 1,
  powerPlayAssists: 1,
  shorthandedGoals: 0,
  shorthandedAssists: 0,
  gameWinningGoals: 1,
  faceoffsWon: 9,
  faceoffsLost: 3,
  hits: 4,
  blockedShots: 2,
  takeaways: 1,
  giveaways: 0,
  timeOnIceMinutes: 17.5,
  ...over,
});

describe('game stats', () => {
  it('adds a skater game with its stat line in one go, as an unverified user entry', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.post(`/api/players/${player.id}/game-stats/skater`, {
      cookie: owner.cookie,
      payload: { gameData: gameData(), statsData: skaterStats() },
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

    const read = (await api.get(`/api/players/${player.slug}/game-stats`)).json();
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
      api.post(`/api/players/${player.id}/game-stats/goalie`, {
        cookie: owner.cookie,
        payload: { gameData: gameData({ gameDate: date }), statsData },
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

    const read = (await api.get(`/api/players/${player.id}/game-stats`)).json();
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
    const res = await api.post(`/api/players/${player.id}/game-stats/skater`, {
      cookie: owner.cookie,
      payload: { gameData: gameData({ gameDate: '', opponent: '' }), statsData: skaterStats({ goals: -1 }) },
    });
    expect(res.statusCode).toBe(400);
    expect(issuesByPath(res)).toMatchObject({
      'gameData.gameDate': 'Game date is required',
      'gameData.opponent': 'Opponent is required',
      'statsData.goals': 'Must be 0 or more',
    });
    const goalie = await api.post(`/api/players/${player.id}/game-stats/goalie`, {
      cookie: owner.cookie,
      payload: {
        gameData: gameData(),
        statsData: { shotsAgainst: 10, saves: 12, goalsAgainst: 0, toiSeconds: 3600 },
      },
    });
    expect(goalie.statusCode).toBe(400);
    expect(issuesByPath(goalie)['statsData.saves']).toBe('Saves cannot exceed shots against');
    const unknown = await api.post(`/api/players/${player.id}/game-stats/skater`, {
      cookie: owner.cookie,
      payload: { gameData: gameData(), statsData: skaterStats({ verifiedStatus: 'verified' }) },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.select().from(games).where(eq(games.playerId, player.id))).toHaveLength(0);
  });

  it('treats blank numbers as 0', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.post(`/api/players/${player.id}/game-stats/skater`, {
      cookie: owner.cookie,
      payload: { gameData: gameData(), statsData: { goals: '', assistsPrimary: null } },
    });
    expect(res.statusCode).toBe(201);
  });

  it('lets a linked parent add stats, refuses strangers (403 active, 404 draft) and anonymous callers', async () => {
    const { player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const payload = { gameData: gameData(), statsData: skaterStats() };
    expect(
      (await api.post(`/api/players/${player.id}/game-stats/skater`, { cookie: parent.cookie, payload }))
        .statusCode,
    ).toBe(201);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      const res = await api.post(`/api/players/${player.id}/game-stats/skater`, {
        cookie: stranger.cookie,
        payload,
      });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await api.post(`/api/players/${player.id}/game-stats/goalie`, { payload })).statusCode).toBe(401);
    const draft = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    expect(
      (
        await api.post(`/api/players/${draft.player.id}/game-stats/skater`, {
          cookie: stranger.cookie,
          payload,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.get(`/api/players/${draft.player.id}/game-stats`)).statusCode).toBe(404);
  });

  it('refuses game stats when an admin switched the feature off for the account', async () => {
    const { owner, player } = await ownedPlayer(t);
    await grantOverride(t.db, owner.user.id, 'game_stats', false, null);
    const res = await api.post(`/api/players/${player.id}/game-stats/skater`, {
      cookie: owner.cookie,
      payload: { gameData: gameData(), statsData: skaterStats() },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('LIMIT_REACHED');
  });
});

describe('editing and deleting logged games', () => {
  const addSkater = async (playerId: string, cookie: string, over: Record<string, unknown> = {}) => {
    const res = await api.post(`/api/players/${playerId}/game-stats/skater`, {
      cookie,
      payload: { gameData: gameData(), statsData: skaterStats(over) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().gameId as string;
  };
  const addGoalie = async (playerId: string, cookie: string, over: Record<string, unknown> = {}) => {
    const res = await api.post(`/api/players/${playerId}/game-stats/goalie`, {
      cookie,
      payload: {
        gameData: gameData(),
        statsData: { shotsAgainst: 30, saves: 27, goalsAgainst: 3, toiSeconds: 3600, ...over },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().gameId as string;
  };
  const read = async (playerId: string) => (await api.get(`/api/players/${playerId}/game-stats`)).json();

  it('edits a skater game: only the fields sent change, derived figures and totals follow at once', async () => {
    const { owner, player } = await ownedPlayer(t);
    const gameId = await addSkater(player.id, owner.cookie);
    const res = await api.patch(`/api/players/${player.id}/game-stats/${gameId}`, {
      cookie: owner.cookie,
      payload: {
        kind: 'skater',
        gameData: { opponent: 'Wayzata Trojans', venue: '', opponentScore: 5 },
        statsData: { goals: 3, faceoffsLost: 9, timeOnIceMinutes: '' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ gameId });

    const [game] = await t.db.select().from(games).where(eq(games.id, gameId));
    // Left out: date, home/away and the team score stay as stored; '' clears the venue.
    expect(game).toMatchObject({
      gameDate: '2025-11-08',
      opponent: 'Wayzata Trojans',
      venue: null,
      homeAway: 'away',
      teamScore: 4,
      opponentScore: 5,
    });
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line).toMatchObject({
      goals: 3,
      assistsPrimary: 1,
      points: 5,
      faceoffsLost: 9,
      toiSeconds: 0,
      pim: 2,
    });
    expect(Number(line!.faceoffPct)).toBe(50);
    const after = await read(player.id);
    expect(after.totals.skater).toMatchObject({ gamesPlayed: 1, goals: 3, points: 5, toiSeconds: 0 });
    expect((await api.get(`/api/players/${player.id}/season-stats`)).json().stats[0]).toMatchObject({
      goals: 3,
      points: 5,
    });
  });

  it('edits a goalie game under the line rules checked on the merged line, and re-derives GAA and SV%', async () => {
    const { owner, player } = await ownedPlayer(t, { positions: ['G'] });
    const gameId = await addGoalie(player.id, owner.cookie);
    const url = `/api/players/${player.id}/game-stats/${gameId}`;
    // 31 saves of the stored 30 shots against.
    const tooMany = await api.patch(url, {
      cookie: owner.cookie,
      payload: { kind: 'goalie', statsData: { saves: 31 } },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(issuesByPath(tooMany)['statsData.saves']).toBe('Saves cannot exceed shots against');
    const shutout = await api.patch(url, {
      cookie: owner.cookie,
      payload: { kind: 'goalie', statsData: { shutout: true } },
    });
    expect(shutout.statusCode).toBe(400);
    expect(issuesByPath(shutout)['statsData.shutout']).toBe('A shutout means no goals against');

    const ok = await api.patch(url, {
      cookie: owner.cookie,
      payload: {
        kind: 'goalie',
        statsData: { goalsAgainst: 0, saves: 30, shutout: true },
        gameData: { teamScore: 1, opponentScore: 0 },
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = await read(player.id);
    expect(after.goalieStats[0]).toMatchObject({
      saves: 30,
      goalsAgainst: 0,
      shutout: true,
      savePercentage: 1,
      goalsAgainstAverage: 0,
    });
    expect(after.totals.goalie).toMatchObject({
      gamesPlayed: 1,
      wins: 1,
      shutouts: 1,
      gaa: '0.00',
      savePct: '100.0',
    });
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const { owner, player } = await ownedPlayer(t);
    const gameId = await addSkater(player.id, owner.cookie);
    const url = `/api/players/${player.id}/game-stats/${gameId}`;
    const bad = async (payload: unknown) => {
      const res = await api.patch(url, { cookie: owner.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      return res;
    };
    expect(issuesByPath(await bad({ kind: 'skater', gameData: { opponent: '' } }))['gameData.opponent']).toBe(
      'Opponent is required',
    );
    expect(issuesByPath(await bad({ kind: 'skater', statsData: { goals: -1 } }))['statsData.goals']).toBe(
      'Must be 0 or more',
    );
    await bad({ kind: 'skater', gameData: { gameDate: '2025-02-31' } });
    await bad({ kind: 'skater', statsData: { verifiedStatus: 'verified' } });
    await bad({ kind: 'skater', statsData: { saves: 3 } });
    await bad({ statsData: { goals: 1 } });
    // A goalie edit of a skater game.
    expect((await bad({ kind: 'goalie', statsData: { saves: 3 } })).json().message).toBe(
      'This game has no goalie stats.',
    );
    expect(
      (
        await api.patch(`/api/players/${player.id}/game-stats/not-a-uuid`, {
          cookie: owner.cookie,
          payload: { kind: 'skater' },
        })
      ).statusCode,
    ).toBe(400);
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line).toMatchObject({ goals: 2, points: 4 });
  });

  it('deletes a game with its line; the totals and the season lose it at once', async () => {
    const { owner, player } = await ownedPlayer(t, { positions: ['C', 'G'] });
    const keep = await addSkater(player.id, owner.cookie, { goals: 1 });
    const gone = await addSkater(player.id, owner.cookie, { goals: 4 });
    const goalie = await addGoalie(player.id, owner.cookie);
    const res = await api.del(`/api/players/${player.id}/game-stats/${gone}`, { cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Game deleted' });
    expect(await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gone))).toHaveLength(0);
    const after = await read(player.id);
    expect(after.games.map((g: { id: string }) => g.id).sort()).toEqual([keep, goalie].sort());
    expect(after.totals.skater).toMatchObject({ gamesPlayed: 1, goals: 1 });
    expect(after.totals.goalie).toMatchObject({ gamesPlayed: 1 });
    const seasons = (await api.get(`/api/players/${player.id}/season-stats`)).json();
    expect(seasons.stats[0]).toMatchObject({ gamesPlayed: 1, goals: 1 });
    expect(seasons.gameCount).toBe(2);
    // Gone is gone.
    expect(
      (await api.del(`/api/players/${player.id}/game-stats/${gone}`, { cookie: owner.cookie })).statusCode,
    ).toBe(404);
  });

  it('a changed attested line is self-reported again; deleting needs no plan feature, editing does', async () => {
    const { owner, player } = await ownedPlayer(t);
    const gameId = await addSkater(player.id, owner.cookie);
    await t.db
      .update(skaterGameStats)
      .set({ verifiedStatus: 'verified', verifiedAt: new Date() })
      .where(eq(skaterGameStats.gameId, gameId));
    const url = `/api/players/${player.id}/game-stats/${gameId}`;
    expect(
      (await api.patch(url, { cookie: owner.cookie, payload: { kind: 'skater', statsData: { hits: 7 } } }))
        .statusCode,
    ).toBe(200);
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line).toMatchObject({ hits: 7, verifiedStatus: 'draft', verifiedAt: null, source: 'user_entry' });

    await grantOverride(t.db, owner.user.id, 'game_stats', false, null);
    const refused = await api.patch(url, {
      cookie: owner.cookie,
      payload: { kind: 'skater', statsData: { hits: 1 } },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LIMIT_REACHED');
    expect((await api.del(url, { cookie: owner.cookie })).statusCode).toBe(200);
  });

  it("lets a linked parent edit and delete; refuses strangers (403, 404 hidden), anonymous callers and another player's game (404)", async () => {
    const { owner, player } = await ownedPlayer(t);
    const gameId = await addSkater(player.id, owner.cookie);
    const url = `/api/players/${player.id}/game-stats/${gameId}`;
    const payload = { kind: 'skater', statsData: { goals: 1 } };
    expect((await api.patch(url, { payload })).statusCode).toBe(401);
    expect((await api.del(url)).statusCode).toBe(401);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      expect((await api.patch(url, { cookie: stranger.cookie, payload })).statusCode, role).toBe(403);
      expect((await api.del(url, { cookie: stranger.cookie })).statusCode, role).toBe(403);
    }
    const draft = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const draftGame = await addSkater(draft.player.id, draft.owner.cookie);
    const stranger = await signIn(t, 'PLAYER');
    const draftUrl = `/api/players/${draft.player.id}/game-stats/${draftGame}`;
    expect((await api.patch(draftUrl, { cookie: stranger.cookie, payload })).statusCode).toBe(404);
    expect((await api.del(draftUrl, { cookie: stranger.cookie })).statusCode).toBe(404);

    // Another player's game through one's own profile: not found, and untouched.
    const other = await ownedPlayer(t);
    const otherGame = await addSkater(other.player.id, other.owner.cookie);
    const crossUrl = `/api/players/${player.id}/game-stats/${otherGame}`;
    expect((await api.patch(crossUrl, { cookie: owner.cookie, payload })).statusCode).toBe(404);
    expect((await api.del(crossUrl, { cookie: owner.cookie })).statusCode).toBe(404);
    expect(await t.db.select().from(games).where(eq(games.id, otherGame))).toHaveLength(1);

    const parent = await linkedParent(t, player.id);
    expect((await api.patch(url, { cookie: parent.cookie, payload })).statusCode).toBe(200);
    expect((await api.del(url, { cookie: parent.cookie })).statusCode).toBe(200);
  });
});

describe('season stats', () => {
  it('lists season rows, newest season first, to anyone for an active profile', async () => {
    const { player } = await ownedPlayer(t);
    await t.db.insert(seasonStats).values([
      { playerId: player.id, season: '2023-24', gamesPlayed: 30, goals: 10, assists: 12, points: 22 },
      {
        playerId: player.id,
        season: '2024-25',
        league: 'USHL',
        gamesPlayed: 40,
        goals: 15,
        assists: 20,
        points: 35,
      },
    ]);
    const res = await api.get(`/api/players/${player.id}/season-stats`);
    expect(res.statusCode).toBe(200);
    expect(res.json().stats.map((s: { season: string }) => s.season)).toEqual(['2024-25', '2023-24']);
    expect(res.json().stats[0]).toMatchObject({ league: 'USHL', points: 35, penaltyMinutes: 0, corsiFor: 0 });
  });
});

describe('season stats from logged games', () => {
  it('totals the logged games per August-July season when no season row exists, and a stored row wins', async () => {
    const { owner, player } = await ownedPlayer(t, { positions: ['C', 'G'] });
    const team = await createTeam(t.db, { league: 'Upper Midwest Elite' });
    await t.db.update(players).set({ currentTeamId: team.id }).where(eq(players.id, player.id));
    const skater = (gameDate: string, over: Record<string, unknown>) =>
      api.post(`/api/players/${player.id}/game-stats/skater`, {
        cookie: owner.cookie,
        payload: { gameData: gameData({ gameDate }), statsData: skaterStats(over) },
      });
    expect((await api.get(`/api/players/${player.id}/season-stats`)).json()).toEqual({
      stats: [],
      goalieStats: [],
      gameCount: 0,
    });

    // 2026-27: August 2026 to July 2027.
    await skater('2026-08-01', { goals: 2, assistsPrimary: 1, assistsSecondary: 0, pim: 2, plusMinus: 1 });
    await skater('2027-07-31', { goals: 0, assistsPrimary: 1, assistsSecondary: 1, pim: 4, plusMinus: -3 });
    // 2025-26, with a goalie game too.
    await skater('2026-07-31', { goals: 1, assistsPrimary: 0, assistsSecondary: 0, pim: 0, plusMinus: 0 });
    const goalie = await api.post(`/api/players/${player.id}/game-stats/goalie`, {
      cookie: owner.cookie,
      payload: {
        gameData: gameData({ gameDate: '2025-10-04' }),
        statsData: { shotsAgainst: 20, saves: 18, goalsAgainst: 2, toiSeconds: 3600, assists: 1, pim: 2 },
      },
    });
    expect(goalie.statusCode, goalie.body).toBe(201);

    const res = await api.get(`/api/players/${player.slug}/season-stats`);
    expect(res.statusCode).toBe(200);
    expect(res.json().stats).toEqual([
      {
        id: 'games-2026-27',
        playerId: player.id,
        season: '2026-27',
        league: 'Upper Midwest Elite',
        gamesPlayed: 2,
        goals: 2,
        assists: 3,
        points: 5,
        penaltyMinutes: 6,
        plusMinus: -2,
        corsiFor: 0,
      },
      // The goalie game is not a skater game: it has its own line.
      expect.objectContaining({
        season: '2025-26',
        gamesPlayed: 1,
        goals: 1,
        assists: 0,
        points: 1,
        penaltyMinutes: 0,
        plusMinus: 0,
      }),
    ]);
    expect(res.json().goalieStats).toEqual([
      {
        id: 'goalie-games-2025-26',
        playerId: player.id,
        season: '2025-26',
        league: 'Upper Midwest Elite',
        gamesPlayed: 1,
        wins: 1,
        losses: 0,
        ties: 0,
        shotsAgainst: 20,
        saves: 18,
        goalsAgainst: 2,
        toiSeconds: 3600,
        shutouts: 0,
        gaa: '2.00',
        savePct: '90.0',
      },
    ]);
    expect(res.json().gameCount).toBe(4);

    // An imported or seeded row for a season replaces the games' totals for that season only.
    await t.db.insert(seasonStats).values({
      playerId: player.id,
      season: '2025-26',
      league: 'USHL',
      gamesPlayed: 50,
      goals: 20,
      assists: 25,
      points: 45,
    });
    const after = (await api.get(`/api/players/${player.id}/season-stats`)).json().stats;
    expect(after.map((s: { season: string; gamesPlayed: number }) => [s.season, s.gamesPlayed])).toEqual([
      ['2026-27', 2],
      ['2025-26', 50],
    ]);
    // A stored season row is skater play: the goalie season stays.
    const goalieAfter = (await api.get(`/api/players/${player.id}/season-stats`)).json().goalieStats;
    expect(goalieAfter.map((s: { season: string }) => s.season)).toEqual(['2025-26']);
  });
});

describe('measurables', () => {
  it('reads null before anything is measured, then upserts with PUT', async () => {
    const { owner, player } = await ownedPlayer(t);
    expect((await api.get(`/api/players/${player.id}/measurables`)).json()).toEqual({ measurables: null });
    const put = await api.put(`/api/players/${player.id}/measurables`, {
      cookie: owner.cookie,
      payload: {
        fortyYardTime: 4.85,
        wingspan: 190.5,
        verticalJump: '',
        testedBy: 'Combine Inc',
        testedDate: '2025-06-01',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().measurables).toEqual({
      fortyYardTime: 4.85,
      proAgilityTime: null,
      wingspan: 190.5,
      benchPress: null,
      squat: null,
      verticalJump: null,
      testedBy: 'Combine Inc',
      testedDate: '2025-06-01',
    });
    const again = await api.put(`/api/players/${player.id}/measurables`, {
      cookie: owner.cookie,
      payload: { squat: 120 },
    });
    expect(again.json().measurables).toMatchObject({ squat: 120, fortyYardTime: null });
    expect((await api.get(`/api/players/${player.id}/measurables`)).json().measurables.squat).toBe(120);
  });

  it('refuses bad values, unknown fields, strangers and anonymous callers', async () => {
    const { owner, player } = await ownedPlayer(t);
    const bad = await api.put(`/api/players/${player.id}/measurables`, {
      cookie: owner.cookie,
      payload: { fortyYardTime: -2, testedDate: '2025-13-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(bad)).sort()).toEqual(['fortyYardTime', 'testedDate']);
    expect(
      (
        await api.put(`/api/players/${player.id}/measurables`, {
          cookie: owner.cookie,
          payload: { playerId: player.id },
        })
      ).statusCode,
    ).toBe(400);
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (
        await api.put(`/api/players/${player.id}/measurables`, {
          cookie: recruiter.cookie,
          payload: { squat: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.put(`/api/players/${player.id}/measurables`, { payload: { squat: 1 } })).statusCode,
    ).toBe(401);
  });
});

describe('coach references', () => {
  it('come from team history entries naming a coach; the e-mail only for managers', async () => {
    const { owner, player } = await ownedPlayer(t);
    const team = await createTeam(t.db, { name: 'Coached Team' });
    await t.db.insert(playerTeamHistory).values([
      {
        playerId: player.id,
        teamId: team.id,
        season: '2025-26',
        coachName: 'Pat Coach',
        coachEmail: 'pat@example.com',
      },
      { playerId: player.id, teamId: team.id, season: '2024-25' },
    ]);
    const anon = await api.get(`/api/players/${player.id}/coach-references`);
    expect(anon.statusCode).toBe(200);
    expect(anon.json().references).toEqual([
      expect.objectContaining({
        coachName: 'Pat Coach',
        teamName: 'Coached Team',
        season: '2025-26',
        coachEmail: null,
      }),
    ]);
    expect(anon.body).not.toContain('pat@example.com');
    const mine = await api.get(`/api/players/${player.id}/coach-references`, { cookie: owner.cookie });
    expect(mine.json().references[0].coachEmail).toBe('pat@example.com');
  });
});
