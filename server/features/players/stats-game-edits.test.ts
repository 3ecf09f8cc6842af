import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract, type EndpointBody } from '#common/api/index.ts';
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
  /** A logged game, as the edit and delete endpoints name it. */
  type Game = { id: string; gameId: string };
  const edit = (game: Game, body: EndpointBody<typeof contract.players.stats.updateGame>, cookie?: string) =>
    api.call(contract.players.stats.updateGame, { params: game, body, cookie });
  const remove = (game: Game, cookie?: string) =>
    api.call(contract.players.stats.deleteGame, { params: game, cookie });
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
    const game = { id: player.id, gameId };
    // 31 saves of the stored 30 shots against.
    const tooMany = await edit(game, { kind: 'goalie', statsData: { saves: 31 } }, owner.cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(issuesByPath(tooMany)['statsData.saves']).toBe('Saves cannot exceed shots against');
    const shutout = await edit(game, { kind: 'goalie', statsData: { shutout: true } }, owner.cookie);
    expect(shutout.statusCode).toBe(400);
    expect(issuesByPath(shutout)['statsData.shutout']).toBe('A shutout means no goals against');

    const ok = await edit(
      game,
      {
        kind: 'goalie',
        statsData: { goalsAgainst: 0, saves: 30, shutout: true },
        gameData: { teamScore: 1, opponentScore: 0 },
      },
      owner.cookie,
    );
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
    const bad = async (bodyRaw: unknown) => {
      const res = await api.call(contract.players.stats.updateGame, {
        params: { id: player.id, gameId },
        cookie: owner.cookie,
        bodyRaw,
      });
      expect(res.statusCode, JSON.stringify(bodyRaw)).toBe(400);
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
    const game = { id: player.id, gameId };
    expect((await edit(game, { kind: 'skater', statsData: { hits: 7 } }, owner.cookie)).statusCode).toBe(200);
    const [line] = await t.db.select().from(skaterGameStats).where(eq(skaterGameStats.gameId, gameId));
    expect(line).toMatchObject({ hits: 7, verifiedStatus: 'draft', verifiedAt: null, source: 'user_entry' });

    await grantOverride(t.db, owner.user.id, 'game_stats', false, null);
    const refused = await edit(game, { kind: 'skater', statsData: { hits: 1 } }, owner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LIMIT_REACHED');
    expect((await remove(game, owner.cookie)).statusCode).toBe(200);
  });

  it("lets a linked parent edit and delete; refuses strangers (403, 404 hidden), anonymous callers and another player's game (404)", async () => {
    const { owner, player } = await ownedPlayer(t);
    const gameId = await addSkater(player.id, owner.cookie);
    const game = { id: player.id, gameId };
    const body = { kind: 'skater', statsData: { goals: 1 } } as const;
    expect((await edit(game, body)).statusCode).toBe(401);
    expect((await remove(game)).statusCode).toBe(401);
    for (const role of ['PARENT', 'RECRUITER', 'PLAYER'] as const) {
      const stranger = await signIn(t, role);
      expect((await edit(game, body, stranger.cookie)).statusCode, role).toBe(403);
      expect((await remove(game, stranger.cookie)).statusCode, role).toBe(403);
    }
    const draft = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const draftGame = await addSkater(draft.player.id, draft.owner.cookie);
    const stranger = await signIn(t, 'PLAYER');
    const draftsGame = { id: draft.player.id, gameId: draftGame };
    expect((await edit(draftsGame, body, stranger.cookie)).statusCode).toBe(404);
    expect((await remove(draftsGame, stranger.cookie)).statusCode).toBe(404);

    // Another player's game through one's own profile: not found, and untouched.
    const other = await ownedPlayer(t);
    const otherGame = await addSkater(other.player.id, other.owner.cookie);
    const crossed = { id: player.id, gameId: otherGame };
    expect((await edit(crossed, body, owner.cookie)).statusCode).toBe(404);
    expect((await remove(crossed, owner.cookie)).statusCode).toBe(404);
    expect(await t.db.select().from(games).where(eq(games.id, otherGame))).toHaveLength(1);

    const parent = await linkedParent(t, player.id);
    expect((await edit(game, body, parent.cookie)).statusCode).toBe(200);
    expect((await remove(game, parent.cookie)).statusCode).toBe(200);
  });
});
