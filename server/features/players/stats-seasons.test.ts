import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { players, playerTeamHistory, seasonStats } from '#server/db/schema/index.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import { issuesByPath, ownedPlayer, signIn } from '#test/players-kit.ts';
import { gameData, skaterStats } from '#test/stats-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

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
    const res = await api.call(contract.players.stats.seasons, { params: { id: player.id } });
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
      api.call(contract.players.stats.addSkaterGame, {
        params: { id: player.id },
        cookie: owner.cookie,
        body: { gameData: gameData({ gameDate }), statsData: skaterStats(over) },
      });
    expect((await api.call(contract.players.stats.seasons, { params: { id: player.id } })).json()).toEqual({
      stats: [],
      goalieStats: [],
      gameCount: 0,
    });

    // 2026-27: August 2026 to July 2027.
    await skater('2026-08-01', { goals: 2, assistsPrimary: 1, assistsSecondary: 0, pim: 2, plusMinus: 1 });
    await skater('2027-07-31', { goals: 0, assistsPrimary: 1, assistsSecondary: 1, pim: 4, plusMinus: -3 });
    // 2025-26, with a goalie game too.
    await skater('2026-07-31', { goals: 1, assistsPrimary: 0, assistsSecondary: 0, pim: 0, plusMinus: 0 });
    const goalie = await api.call(contract.players.stats.addGoalieGame, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: {
        gameData: gameData({ gameDate: '2025-10-04' }),
        statsData: { shotsAgainst: 20, saves: 18, goalsAgainst: 2, toiSeconds: 3600, assists: 1, pim: 2 },
      },
    });
    expect(goalie.statusCode, goalie.body).toBe(201);

    const res = await api.call(contract.players.stats.seasons, { params: { id: player.slug } });
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
    const after = (await api.call(contract.players.stats.seasons, { params: { id: player.id } })).json()
      .stats;
    expect(after.map((s: { season: string; gamesPlayed: number }) => [s.season, s.gamesPlayed])).toEqual([
      ['2026-27', 2],
      ['2025-26', 50],
    ]);
    // A stored season row is skater play: the goalie season stays.
    const goalieAfter = (await api.call(contract.players.stats.seasons, { params: { id: player.id } })).json()
      .goalieStats;
    expect(goalieAfter.map((s: { season: string }) => s.season)).toEqual(['2025-26']);
  });
});

describe('measurables', () => {
  it('reads null before anything is measured, then upserts with PUT', async () => {
    const { owner, player } = await ownedPlayer(t);
    expect(
      (await api.call(contract.players.stats.measurables, { params: { id: player.id } })).json(),
    ).toEqual({ measurables: null });
    const put = await api.call(contract.players.stats.putMeasurables, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: {
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
    const again = await api.call(contract.players.stats.putMeasurables, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { squat: 120 },
    });
    expect(again.json().measurables).toMatchObject({ squat: 120, fortyYardTime: null });
    expect(
      (await api.call(contract.players.stats.measurables, { params: { id: player.id } })).json().measurables
        .squat,
    ).toBe(120);
  });

  it('refuses bad values, unknown fields, strangers and anonymous callers', async () => {
    const { owner, player } = await ownedPlayer(t);
    const bad = await api.call(contract.players.stats.putMeasurables, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { fortyYardTime: -2, testedDate: '2025-13-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesByPath(bad)).sort()).toEqual(['fortyYardTime', 'testedDate']);
    expect(
      (
        await api.call(contract.players.stats.putMeasurables, {
          params: { id: player.id },
          cookie: owner.cookie,
          bodyRaw: { playerId: player.id },
        })
      ).statusCode,
    ).toBe(400);
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (
        await api.call(contract.players.stats.putMeasurables, {
          params: { id: player.id },
          cookie: recruiter.cookie,
          body: { squat: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await api.call(contract.players.stats.putMeasurables, {
          params: { id: player.id },
          body: { squat: 1 },
        })
      ).statusCode,
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
    const anon = await api.call(contract.players.stats.coachReferences, { params: { id: player.id } });
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
    const mine = await api.call(contract.players.stats.coachReferences, {
      params: { id: player.id },
      cookie: owner.cookie,
    });
    expect(mine.json().references[0].coachEmail).toBe('pat@example.com');
  });
});
