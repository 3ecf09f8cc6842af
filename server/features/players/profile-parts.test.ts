import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media, playerProfileParts, players, playerTeamHistory, teams } from '#server/db/schema/index.ts';
import { createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { withTestApp } from '../../../test/with-test-app.ts';

type LiveRow = { player_id: string; team_history: unknown; media: unknown };
/** node-postgres answers { rows }, PGlite through drizzle the same shape. */
const rowsOf = (result: unknown): LiveRow[] => (result as { rows: LiveRow[] }).rows;

/**
 * Issue 15: player_profile_parts holds each player's team history and media as the profile read returns
 * them, kept by triggers (migration 0013_profile_parts). Every test compares the stored parts of every
 * player with the same aggregates computed from the live tables, written here independently of the
 * migration's function: any write path the triggers missed leaves the two apart.
 */
const { t, api } = withTestApp();

async function liveParts(): Promise<Map<string, { teamHistory: unknown; media: unknown }>> {
  const result = await t.db.execute(sql`
    select p.id as player_id,
      (select json_agg(json_build_object(
        'id', h.id, 'teamId', h.team_id, 'season', h.season, 'jerseyNumber', h.jersey_number,
        'isCurrent', h.is_current, 'coachName', h.coach_name, 'coachEmail', h.coach_email,
        'teamUrl', h.team_url, 'rosterUrl', h.roster_url,
        'team', (select json_build_object('name', t.name, 'league', t.league, 'level', t.level)
          from teams t where t.id = h.team_id))
        order by h.is_current desc, h.season desc, h.created_at desc)
        from player_team_history h where h.player_id = p.id) as team_history,
      (select json_agg(json_build_object(
        'id', m.id, 'type', m.type, 'url', m.url, 'providerId', m.provider_id,
        'caption', m.caption, 'sortOrder', m.sort_order)
        order by m.sort_order, m.created_at)
        from media m where m.player_id = p.id) as media
    from players p`);
  const rows = rowsOf(result);
  const parts = new Map<string, { teamHistory: unknown; media: unknown }>();
  for (const row of rows) {
    if (row.team_history === null && row.media === null) continue;
    parts.set(row.player_id, { teamHistory: row.team_history ?? [], media: row.media ?? [] });
  }
  return parts;
}

async function storedParts() {
  const rows = await t.db.select().from(playerProfileParts);
  return new Map(rows.map((r) => [r.playerId, { teamHistory: r.teamHistory, media: r.media }]));
}

async function expectPartsCurrent() {
  expect(await storedParts()).toEqual(await liveParts());
}

const history = (playerId: string, teamId: string, season: string, extra: Record<string, unknown> = {}) => ({
  playerId,
  teamId,
  season,
  ...extra,
});

describe('player_profile_parts (the profile read’s team history and media)', () => {
  it('follows every insert, update and delete of team history, media and team names', async () => {
    const [a, b] = [await createPlayer(t.db), await createPlayer(t.db)];
    const [north, south] = [await createTeam(t.db, { name: 'North Stars' }), await createTeam(t.db)];
    expect((await storedParts()).has(a.id)).toBe(false);

    // One statement for two players, several rows each.
    await t.db
      .insert(playerTeamHistory)
      .values([
        history(a.id, north.id, '2024-25', { jerseyNumber: 9 }),
        history(a.id, south.id, '2025-26', { isCurrent: true }),
        history(b.id, north.id, '2023-24'),
      ]);
    await expectPartsCurrent();
    await t.db.insert(media).values([
      { playerId: a.id, type: 'image', url: '/media/a.webp', sortOrder: 1 },
      { playerId: a.id, type: 'youtube', url: 'https://youtu.be/x', providerId: 'x', sortOrder: 0 },
    ]);
    await expectPartsCurrent();

    // Updates: a field, a row moved to another player, a team renamed.
    await t.db
      .update(playerTeamHistory)
      .set({ jerseyNumber: 19 })
      .where(eq(playerTeamHistory.playerId, a.id));
    await t.db
      .update(playerTeamHistory)
      .set({ playerId: b.id })
      .where(eq(playerTeamHistory.teamId, south.id));
    await t.db.update(teams).set({ name: 'North Stars U18', league: 'NAPHL' }).where(eq(teams.id, north.id));
    await t.db.update(media).set({ caption: 'Highlights' }).where(eq(media.type, 'youtube'));
    await expectPartsCurrent();
    const stored = (await storedParts()).get(b.id)!;
    expect(JSON.stringify(stored.teamHistory)).toContain('North Stars U18');

    // Deletes: the last history and media of a player remove its row.
    await t.db.delete(media).where(eq(media.playerId, a.id));
    await t.db.delete(playerTeamHistory).where(eq(playerTeamHistory.playerId, a.id));
    await expectPartsCurrent();
    expect((await storedParts()).has(a.id)).toBe(false);

    // A deleted player takes its parts with it.
    await t.db.delete(players).where(eq(players.id, b.id));
    expect((await storedParts()).has(b.id)).toBe(false);
    await expectPartsCurrent();
  });

  it('is what the profile answer shows after edits through the API', async () => {
    const player = await createPlayer(t.db, { profileStatus: 'active', birthYear: 2000 });
    const team = await createTeam(t.db, { name: 'Lakers' });
    await t.db.insert(playerTeamHistory).values(history(player.id, team.id, '2025-26', { isCurrent: true }));
    await t.db.update(teams).set({ name: 'Lakers Elite' }).where(eq(teams.id, team.id));
    const res = await api.get(`/api/players/${player.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().teamHistory.map((h: { teamName: string }) => h.teamName)).toEqual(['Lakers Elite']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps both of two transactions writing one player at once (PostgreSQL)',
    async () => {
      const player = await createPlayer(t.db);
      const [one, two] = [await createTeam(t.db), await createTeam(t.db)];
      let firstInserted!: () => void;
      const inserted = new Promise<void>((resolve) => {
        firstInserted = resolve;
      });
      const first = t.db.transaction(async (tx) => {
        await tx.insert(playerTeamHistory).values(history(player.id, one.id, '2024-25'));
        firstInserted();
        // The second transaction's insert runs (and waits) while this one is still open.
        await new Promise((r) => setTimeout(r, 300));
      });
      await inserted;
      const second = t.db.transaction(async (tx) => {
        await tx.insert(playerTeamHistory).values(history(player.id, two.id, '2025-26'));
      });
      await Promise.all([first, second]);
      const stored = (await storedParts()).get(player.id)!;
      expect((stored.teamHistory as unknown[]).length).toBe(2);
      await expectPartsCurrent();
    },
  );
});
