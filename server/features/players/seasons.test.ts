import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { playerTeamHistory, seasonStats } from '#server/db/schema/index.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import { issuesByPath, ownedPlayer } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

/** D103: one season format ("2025-26") on every path that writes or shows a season. */
describe('seasons in one format', () => {
  it('team history stores what people type in the one format and refuses text that is not a season', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.teamHistory.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { teamName: 'Edina Hornets', season: '2024-2025', isCurrent: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry.season).toBe('2024-25');
    const [row] = await t.db
      .select()
      .from(playerTeamHistory)
      .where(eq(playerTeamHistory.playerId, player.id));
    expect(row?.season).toBe('2024-25');

    const bad = await api.call(contract.players.teamHistory.create, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { teamName: 'Edina Hornets', season: 'Fall 2025' },
    });
    expect(bad.statusCode).toBe(400);
    expect(issuesByPath(bad)).toEqual({ season: 'Enter the season as 2025-26' });

    const patched = await api.call(contract.players.teamHistory.update, {
      params: { id: row!.id },
      cookie: owner.cookie,
      body: { season: '2025/26' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().entry.season).toBe('2025-26');
  });

  it('rows stored in another format read in the one format on the profile, team history and season stats', async () => {
    const { owner, player } = await ownedPlayer(t, { profileStatus: 'active' });
    const team = await createTeam(t.db, { name: 'Legacy Blades' });
    await t.db.insert(playerTeamHistory).values([
      { playerId: player.id, teamId: team.id, season: '2025', isCurrent: true },
      { playerId: player.id, teamId: team.id, season: '2023-2024', isCurrent: false },
    ]);
    await t.db.insert(seasonStats).values({ playerId: player.id, season: '2024/2025', gamesPlayed: 30 });

    const history = await api.call(contract.players.teamHistory.list, { params: { id: player.id } });
    expect(history.json().teamHistory.map((e: { season: string }) => e.season)).toEqual([
      '2025-26',
      '2023-24',
    ]);
    const profile = await api.call(contract.players.get, { params: { id: player.id }, cookie: owner.cookie });
    expect(profile.json().teamHistory.map((e: { season: string }) => e.season)).toEqual([
      '2025-26',
      '2023-24',
    ]);
    const stats = await api.call(contract.players.stats.seasons, { params: { id: player.id } });
    expect(stats.json().stats[0]).toMatchObject({ season: '2024-25', gamesPlayed: 30 });
  });
});
