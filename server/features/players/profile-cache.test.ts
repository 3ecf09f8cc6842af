import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { media, players, playerTeamHistory, teams } from '#server/db/schema/index.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import { birthYearForAge, ownedPlayer } from '#test/players-kit.ts';
import { logQueries } from '#test/query-log.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { createProfileCache } from './profile-cache.ts';

/**
 * D127: a signed-out profile read is kept in memory and answered without the
 * database until the player, its team history, media or current team change; a change is seen by the
 * next read.
 */
const { t, api } = withTestApp();

const read = (ref: string) => logQueries(t.db, () => api.call(contract.players.get, { params: { id: ref } }));

describe('signed-out profile reads from memory', () => {
  it('a second signed-out read runs no statement and answers the same', async () => {
    const { player } = await ownedPlayer(t, { firstName: 'Cached', lastName: 'Carter' });
    const first = await read(player.slug);
    expect(first.result.statusCode).toBe(200);
    expect(first.statements).toHaveLength(1);
    const second = await read(player.slug);
    expect(second.statements).toEqual([]);
    expect(second.result.statusCode).toBe(200);
    expect(second.result.json()).toEqual(first.result.json());
  });

  it('a profile hidden, a minor’s consent withdrawn or a player deleted is gone at the next read', async () => {
    const { player } = await ownedPlayer(t);
    expect((await read(player.slug)).result.statusCode).toBe(200);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
    const hidden = await read(player.slug);
    expect(hidden.result.statusCode).toBe(404);
    expect(hidden.statements).toHaveLength(1);

    const { player: minor, owner } = await ownedPlayer(t, { birthYear: birthYearForAge(15) });
    expect((await read(minor.slug)).result.statusCode).toBe(200);
    await t.db.delete(players).where(eq(players.id, minor.id));
    expect((await read(minor.slug)).result.statusCode).toBe(404);
    expect(owner).toBeTruthy();
  });

  it('an edit of the player, its team history, media or current team’s name shows at the next read', async () => {
    const team = await createTeam(t.db, { name: 'Old Name' });
    const { player } = await ownedPlayer(t, { currentTeamId: team.id });
    expect((await read(player.slug)).result.json().player.currentTeamName).toBe('Old Name');

    await t.db.update(players).set({ bio: 'Fresh bio' }).where(eq(players.id, player.id));
    expect((await read(player.slug)).result.json().player.bio).toBe('Fresh bio');

    await t.db.insert(playerTeamHistory).values({ playerId: player.id, teamId: team.id, season: '2025-26' });
    expect((await read(player.slug)).result.json().teamHistory).toHaveLength(1);

    await t.db.update(teams).set({ name: 'New Name' }).where(eq(teams.id, team.id));
    const renamed = (await read(player.slug)).result.json();
    expect(renamed.player.currentTeamName).toBe('New Name');
    expect(renamed.teamHistory[0].teamName).toBe('New Name');

    await t.db.insert(media).values({ playerId: player.id, type: 'image', url: '/media/c.jpg' });
    expect((await read(player.slug)).result.json().media).toHaveLength(1);
    await t.db.delete(media).where(eq(media.playerId, player.id));
    expect((await read(player.slug)).result.json().media).toEqual([]);
  });

  it('signed-in reads never come from memory', async () => {
    const { player, owner } = await ownedPlayer(t);
    await read(player.slug);
    const mine = await logQueries(t.db, () =>
      api.call(contract.players.get, { params: { id: player.slug }, cookie: owner.cookie }),
    );
    expect(mine.result.json().viewer.isOwner).toBe(true);
    expect(mine.statements.length).toBeGreaterThanOrEqual(2);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a change committed by another process is seen once its notification arrives (PostgreSQL)',
    async () => {
      const { player } = await ownedPlayer(t);
      expect((await read(player.slug)).statements).toHaveLength(1);
      expect((await read(player.slug)).statements).toEqual([]);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      url.pathname = `/${rows[0]!.name}`;
      const other = new pg.Client({ connectionString: url.toString() });
      await other.connect();
      try {
        await other.query(`update players set profile_status = 'inactive' where id = $1`, [player.id]);
      } finally {
        await other.end();
      }
      await expect
        .poll(
          async () => (await api.call(contract.players.get, { params: { id: player.slug } })).statusCode,
          { timeout: 2_000 },
        )
        .toBe(404);
    },
  );
});

describe('createProfileCache', () => {
  it('answers nothing and keeps nothing while not listening, and forgets everything across a gap', () => {
    const cache = createProfileCache<string>();
    cache.fill('a', 'p1', 'row', cache.generation());
    expect(cache.get('a')).toBeUndefined();
    cache.setListening(true);
    cache.fill('a', 'p1', 'row', cache.generation());
    expect(cache.get('a')).toBe('row');
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a read that overlapped a change, and drops every ref of a changed player', () => {
    const cache = createProfileCache<string>();
    cache.setListening(true);
    const before = cache.generation();
    cache.invalidate('p2');
    cache.fill('slug', 'p1', 'stale', before);
    expect(cache.get('slug')).toBeUndefined();
    cache.fill('slug', 'p1', 'row', cache.generation());
    cache.fill('id-p1', 'p1', 'row', cache.generation());
    cache.fill('other', 'p3', 'row', cache.generation());
    cache.invalidate('p1');
    expect([cache.get('slug'), cache.get('id-p1'), cache.get('other')]).toEqual([
      undefined,
      undefined,
      'row',
    ]);
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, oldest out first, each for at most ttlMs', () => {
    const cache = createProfileCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.setListening(true);
    for (const n of [1, 2, 3]) cache.fill(`r${n}`, `p${n}`, n, cache.generation());
    expect([cache.get('r1'), cache.get('r2'), cache.get('r3')]).toEqual([undefined, 2, 3]);
    const expiring = createProfileCache<number>({ ttlMs: 0 });
    expiring.setListening(true);
    expiring.fill('r', 'p', 1, expiring.generation());
    expect(expiring.get('r')).toBeUndefined();
  });
});
