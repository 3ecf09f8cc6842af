import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { games, skaterGameStats } from '#server/db/schema/index.ts';
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

describe('editing and deleting logged games', () => {
  const addSkater = async (playerId: string, cookie: string, over: Record<string, unknown> = {}) => {
    const res = await api.call(contract.players.stats.addSkaterGame, {
      params: { id: playerId },
      cookie,
      body: { gameData: gameData(), statsData: skaterStats(over) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().gameId as string;
  };
  const addGoalie = async (playerId: string, cookie: string, over: Record<string, unknown> = {}) => {
    const res = await api.call(contract.players.stats.addGoalieGame, {
      params: { id: playerId },
      cookie,
      body: {
        gameData: gameData(),
        statsData: { shotsAgainst: 30, saves: 27, goalsAgainst: 3, toiSeconds: 3600, ...over },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().gameId as string;
  };
  const read = async (playerId: string) =>
    (await api.call(contract.players.stats.games, { params: { id: playerId } })).json();

  it('edits a skater game: only the fields sent change, derived figures and totals follow at once', async () => {
    const { owner, player } = await ownedPlayer(t);
    const gameId = await addSkater(player.id, owner.cookie);
    const res = await api.call(contract.players.stats.updateGame, {
      params: { id: player.id, gameId },
      cookie: owner.cookie,
      body: {
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
    expect(
      (await api.call(contract.players.stats.seasons, { params: { id: player.id } })).json().stats[0],
    ).toMatchObject({
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
    const res = await api.call(contract.players.stats.deleteGame, {
      params: { id: player.id, gameId: gone },
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Game deleted' });
    expect(await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gone))).toHaveLength(0);
    const after = await read(player.id);
    expect(after.games.map((g: { id: string }) => g.id).sort()).toEqual([keep, goalie].sort());
    expect(after.totals.skater).toMatchObject({ gamesPlayed: 1, goals: 1 });
    expect(after.totals.goalie).toMatchObject({ gamesPlayed: 1 });
    const seasons = (await api.call(contract.players.stats.seasons, { params: { id: player.id } })).json();
    expect(seasons.stats[0]).toMatchObject({ gamesPlayed: 1, goals: 1 });
    expect(seasons.gameCount).toBe(2);
    // Gone is gone.
    expect(
      (
        await api.call(contract.players.stats.deleteGame, {
          params: { id: player.id, gameId: gone },
          cookie: owner.cookie,
        })
      ).statusCode,
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
