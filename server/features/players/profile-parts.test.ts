import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  media,
  playerCommitments,
  playerProfileParts,
  players,
  playerTeamHistory,
  teams,
} from '#server/db/schema/index.ts';
import { createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { PLAYER_DTO_COLUMNS } from './players.serializers.ts';

type LiveRow = { player_id: string; slug: string; doc: unknown };
/** node-postgres answers { rows }, PGlite through drizzle the same shape. */
const rowsOf = (result: unknown): LiveRow[] => (result as { rows: LiveRow[] }).rows;

/**
 * D129: player_profile_parts holds each player's profile document (the answer's player columns, the
 * current team's name, the team history with team names and the media) as the profile read returns it,
 * kept by triggers (migrations 0013_profile_parts and 0016_profile_doc). Every test compares the stored row
 * of every player with the same document computed from the live tables, written here independently of the
 * migration's function (the player's columns from PLAYER_DTO_COLUMNS, the answer's own list): any write path
 * the triggers missed, or a column added to the answer but not to the document, leaves the two apart.
 */
const { t, api } = withTestApp();

const playerJson = sql.join(
  Object.entries(PLAYER_DTO_COLUMNS).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
);

async function liveDocs(): Promise<Map<string, { slug: string; doc: unknown }>> {
  const result = await t.db.execute(sql`
    select ${players.id} as player_id, ${players.slug} as slug, json_build_object(
      'player', json_build_object(${playerJson}),
      'currentTeamName', (select ct.name from teams ct where ct.id = ${players.currentTeamId}),
      'teamHistory', coalesce((select json_agg(json_build_object(
        'id', h.id, 'teamId', h.team_id, 'season', h.season, 'jerseyNumber', h.jersey_number,
        'isCurrent', h.is_current, 'coachName', h.coach_name, 'coachEmail', h.coach_email,
        'teamUrl', h.team_url, 'rosterUrl', h.roster_url,
        'team', (select json_build_object('name', t.name, 'league', t.league, 'level', t.level)
          from teams t where t.id = h.team_id))
        order by h.is_current desc, h.season desc, h.created_at desc)
        from player_team_history h where h.player_id = ${players.id}), '[]'::json),
      'media', coalesce((select json_agg(json_build_object(
        'id', m.id, 'type', m.type, 'url', m.url, 'providerId', m.provider_id,
        'caption', m.caption, 'sortOrder', m.sort_order)
        order by m.sort_order, m.created_at)
        from media m where m.player_id = ${players.id}), '[]'::json),
      'commitment', (select json_build_object('kind', c.kind, 'programName', c.program_name,
        'division', c.division, 'programGender', c.program_gender, 'committedOn', c.committed_on)
        from player_commitments c where c.player_id = ${players.id})) as doc
    from ${players}`);
  return new Map(rowsOf(result).map((r) => [r.player_id, { slug: r.slug, doc: r.doc }]));
}

async function storedDocs() {
  const rows = await t.db.select().from(playerProfileParts);
  return new Map(rows.map((r) => [r.playerId, { slug: r.slug, doc: r.doc }]));
}

async function expectPartsCurrent() {
  expect(await storedDocs()).toEqual(await liveDocs());
}

type StoredDoc = {
  currentTeamName: string | null;
  teamHistory: unknown[];
  player: Record<string, unknown>;
  commitment: Record<string, unknown> | null;
};
const storedDoc = async (playerId: string) =>
  (await storedDocs()).get(playerId)?.doc as StoredDoc | undefined;

const history = (playerId: string, teamId: string, season: string, extra: Record<string, unknown> = {}) => ({
  playerId,
  teamId,
  season,
  ...extra,
});

describe('player_profile_parts (the profile read’s stored document)', () => {
  it('follows every insert, update and delete of team history, media and team names', async () => {
    const [a, b] = [await createPlayer(t.db), await createPlayer(t.db)];
    const [north, south] = [await createTeam(t.db, { name: 'North Stars' }), await createTeam(t.db)];
    // A new player has its document at once (no history, no media).
    expect((await storedDoc(a.id))?.teamHistory).toEqual([]);
    await expectPartsCurrent();

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
    expect(JSON.stringify((await storedDoc(b.id))?.teamHistory)).toContain('North Stars U18');

    // Deletes: the last history and media of a player leave an empty document.
    await t.db.delete(media).where(eq(media.playerId, a.id));
    await t.db.delete(playerTeamHistory).where(eq(playerTeamHistory.playerId, a.id));
    await expectPartsCurrent();
    expect((await storedDoc(a.id))?.teamHistory).toEqual([]);

    // A deleted player takes its row with it.
    await t.db.delete(players).where(eq(players.id, b.id));
    expect((await storedDocs()).has(b.id)).toBe(false);
    await expectPartsCurrent();
  });

  it('follows every change of the player: its columns, address, status and current team', async () => {
    const [north, south] = [
      await createTeam(t.db, { name: 'North' }),
      await createTeam(t.db, { name: 'South' }),
    ];
    const [a, b] = [
      await createPlayer(t.db, { currentTeamId: north.id }),
      await createPlayer(t.db, { profileStatus: 'active' }),
    ];
    expect((await storedDoc(a.id))?.currentTeamName).toBe('North');
    // One statement for two players.
    await t.db
      .update(players)
      .set({ firstName: 'Renamed', bio: 'New bio', heightCm: '180' })
      .where(inArray(players.id, [a.id, b.id]));
    await expectPartsCurrent();
    await t.db
      .update(players)
      .set({ slug: `moved-${a.id.slice(0, 8)}`, currentTeamId: south.id })
      .where(eq(players.id, a.id));
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, b.id));
    await expectPartsCurrent();
    expect((await storedDocs()).get(a.id)?.slug).toBe(`moved-${a.id.slice(0, 8)}`);
    expect((await storedDoc(b.id))?.player.profileStatus).toBe('inactive');
    // The current team renamed, then deleted (the player's current team is set to null).
    await t.db.update(teams).set({ name: 'South Elite' }).where(eq(teams.id, south.id));
    expect((await storedDoc(a.id))?.currentTeamName).toBe('South Elite');
    await t.db.delete(teams).where(eq(teams.id, south.id));
    expect((await storedDoc(a.id))?.currentTeamName).toBeNull();
    await expectPartsCurrent();
  });

  it('follows a commitment set, changed and removed (migration 0018)', async () => {
    const [a, b] = [await createPlayer(t.db), await createPlayer(t.db)];
    expect((await storedDoc(a.id))?.commitment).toBeNull();
    await t.db.insert(playerCommitments).values([
      {
        playerId: a.id,
        kind: 'ncaa',
        programName: 'Boston College',
        division: 'D1',
        programGender: 'men',
        committedOn: '2026-11-01',
      },
      { playerId: b.id, kind: 'other', programName: 'Sioux Falls Stampede', committedOn: '2026-10-15' },
    ]);
    await expectPartsCurrent();
    expect((await storedDoc(a.id))?.commitment).toEqual({
      kind: 'ncaa',
      programName: 'Boston College',
      division: 'D1',
      programGender: 'men',
      committedOn: '2026-11-01',
    });
    await t.db
      .update(playerCommitments)
      .set({ programName: 'Boston University' })
      .where(eq(playerCommitments.playerId, a.id));
    await expectPartsCurrent();
    await t.db.delete(playerCommitments).where(eq(playerCommitments.playerId, b.id));
    expect((await storedDoc(b.id))?.commitment).toBeNull();
    await expectPartsCurrent();
    // A deleted player takes its commitment with it.
    await t.db.delete(players).where(eq(players.id, a.id));
    expect(await t.db.select().from(playerCommitments).where(eq(playerCommitments.playerId, a.id))).toEqual(
      [],
    );
    await expectPartsCurrent();
  });

  it('is what the profile answer shows after edits through the API', async () => {
    const player = await createPlayer(t.db, { profileStatus: 'active', birthYear: 2000 });
    const team = await createTeam(t.db, { name: 'Lakers' });
    await t.db.insert(playerTeamHistory).values(history(player.id, team.id, '2025-26', { isCurrent: true }));
    await t.db.update(teams).set({ name: 'Lakers Elite' }).where(eq(teams.id, team.id));
    const res = await api.call(contract.players.get, { params: { id: player.slug } });
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
      expect((await storedDoc(player.id))?.teamHistory.length).toBe(2);
      await expectPartsCurrent();
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets a transaction writing the history and then the player run beside one writing the player (PostgreSQL)',
    async () => {
      const player = await createPlayer(t.db);
      const team = await createTeam(t.db);
      let historyWritten!: () => void;
      const written = new Promise<void>((resolve) => {
        historyWritten = resolve;
      });
      const first = t.db.transaction(async (tx) => {
        await tx
          .insert(playerTeamHistory)
          .values(history(player.id, team.id, '2025-26', { isCurrent: true }));
        historyWritten();
        await new Promise((r) => setTimeout(r, 300));
        await tx.update(players).set({ currentTeamId: team.id }).where(eq(players.id, player.id));
      });
      await written;
      const second = t.db.update(players).set({ bio: 'Written meanwhile' }).where(eq(players.id, player.id));
      // With 0013's advisory lock the two waited for each other and one failed with a deadlock.
      await Promise.all([first, second]);
      const doc = await storedDoc(player.id);
      expect(doc?.player.bio).toBe('Written meanwhile');
      expect(doc?.teamHistory.length).toBe(1);
      await expectPartsCurrent();
    },
  );
});
