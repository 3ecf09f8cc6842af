import { eq } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api as endpoints, fillPath } from '#common/api/index.ts';
import { PlayerDetailSchema } from '#common/contracts/players.ts';
import { media, playerTeamHistory, profileViews } from '#server/db/schema/index.ts';
import { createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { json } from '#test/api-json.ts';
import { birthYearForAge, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { logQueries } from '#test/query-log.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { findProfileForView } from './player-access.ts';
import { playerDetailSerializer } from './profile.serialize.ts';
import { toPlayerDetail } from './profile-read.ts';
import { insertProfileViews, type ProfileView } from './view-recorder.ts';

/** The public profile read costs one statement, and its view never makes the answer wait. */
const { t, api } = withTestApp();

const viewsOf = async (app: TestApp, playerId: string) => {
  await app.app.ctx.profileViews.flush();
  return app.db.select().from(profileViews).where(eq(profileViews.playerId, playerId));
};

/**
 * The profile read's path, filled from the contract, for reads that send a visitor's own headers (user
 * agent, address), which a call of the endpoint does not.
 */
const profilePath = (slug: string) => fillPath(endpoints.players.get, { id: slug });

const visitor = (userAgent: string, ip = '203.0.113.7') => ({
  headers: { 'user-agent': userAgent },
  remoteAddress: ip,
});

describe('GET /api/players/{slug}: one statement', () => {
  it('an anonymous read of an active profile runs exactly one SQL statement', async () => {
    const { player } = await ownedPlayer(t);
    const team = await createTeam(t.db, { name: 'Duluth Stars' });
    await t.db.insert(playerTeamHistory).values({ playerId: player.id, teamId: team.id, season: '2025-26' });
    await t.db.insert(media).values({ playerId: player.id, type: 'image', url: '/media/one.jpg' });
    await t.app.ctx.profileViews.flush();
    const { result, statements } = await logQueries(t.db, () =>
      api.call(endpoints.players.get, { params: { id: player.slug } }),
    );
    expect(result.statusCode).toBe(200);
    expect(json(endpoints.players.get, result).teamHistory).toHaveLength(1);
    expect(statements).toHaveLength(1);
  });

  it('a hidden profile is one statement and a 404 for a visitor', async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const { result, statements } = await logQueries(t.db, () =>
      api.call(endpoints.players.get, { params: { id: player.id } }),
    );
    expect(result.statusCode).toBe(404);
    expect(statements).toHaveLength(1);
  });

  it('a signed-in read adds only the session lookup: a linked parent sees the hidden profile it manages', async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const parent = await linkedParent(t, player.id);
    const otherParent = await signIn(t, 'PARENT');
    const recruiter = await signIn(t, 'RECRUITER');

    const read = await logQueries(t.db, () =>
      api.call(endpoints.players.get, { params: { id: player.slug }, cookie: parent.cookie }),
    );
    expect(read.result.statusCode).toBe(200);
    expect(json(endpoints.players.get, read.result).viewer).toEqual({
      isOwner: false,
      canEdit: true,
      isSignedIn: true,
      canShare: true,
    });
    expect(read.statements).toHaveLength(2);

    for (const stranger of [otherParent, recruiter]) {
      const refused = await logQueries(t.db, () =>
        api.call(endpoints.players.get, { params: { id: player.slug }, cookie: stranger.cookie }),
      );
      expect(refused.result.statusCode).toBe(404);
      expect(refused.statements).toHaveLength(2);
    }
  });

  it("answers the profile screen's data in its order: history current first then newest, media by sortOrder", async () => {
    const current = await createTeam(t.db, { name: 'Current Team', league: 'USHL', level: 'Junior A' });
    const earlier = await createTeam(t.db, { name: 'Earlier Team' });
    const oldest = await createTeam(t.db, { name: 'Oldest Team' });
    const { owner, player } = await ownedPlayer(t, { currentTeamId: current.id });
    await t.db.insert(playerTeamHistory).values([
      { playerId: player.id, teamId: oldest.id, season: '2022-23', coachEmail: 'old@example.com' },
      { playerId: player.id, teamId: current.id, season: '2025-26', isCurrent: true, jerseyNumber: 19 },
      {
        playerId: player.id,
        teamId: earlier.id,
        season: '2024-25',
        coachName: 'Pat',
        coachEmail: 'pat@example.com',
      },
    ]);
    await t.db.insert(media).values([
      { playerId: player.id, type: 'youtube', url: 'https://youtu.be/abc', providerId: 'abc', sortOrder: 0 },
      { playerId: player.id, type: 'image', url: '/media/second.jpg', sortOrder: 2 },
      { playerId: player.id, type: 'image', url: '/media/first.jpg', sortOrder: 1, caption: 'Game day' },
    ]);

    const anonymous = json(
      endpoints.players.get,
      await api.call(endpoints.players.get, { params: { id: player.slug } }),
    );
    expect(anonymous.player).toMatchObject({
      currentTeamName: 'Current Team',
      profileImageUrl: '/media/first.jpg',
    });
    expect(anonymous.teamHistory.map((h) => [h.teamName, h.season, h.isCurrent])).toEqual([
      ['Current Team', '2025-26', true],
      ['Earlier Team', '2024-25', false],
      ['Oldest Team', '2022-23', false],
    ]);
    expect(anonymous.teamHistory[0]).toMatchObject({ league: 'USHL', level: 'Junior A', jerseyNumber: 19 });
    expect(anonymous.teamHistory.map((h) => h.coachEmail)).toEqual([null, null, null]);
    expect(anonymous.teamHistory[1]?.coachName).toBe('Pat');
    expect(anonymous.media.map((m) => [m.type, m.url, m.sortOrder])).toEqual([
      ['youtube', 'https://youtu.be/abc', 0],
      ['image', '/media/first.jpg', 1],
      ['image', '/media/second.jpg', 2],
    ]);
    expect(anonymous.media[1]).toMatchObject({ caption: 'Game day', publicPath: '/media/first.jpg' });

    const own = json(
      endpoints.players.get,
      await api.call(endpoints.players.get, { params: { id: player.slug }, cookie: owner.cookie }),
    );
    expect(own.teamHistory.map((h) => h.coachEmail)).toEqual([null, 'pat@example.com', 'old@example.com']);
    // GET /api/players/me answers the same detail from its own one statement.
    expect(
      json(endpoints.players.me, await api.call(endpoints.players.me, { cookie: owner.cookie })),
    ).toEqual(own);
  });

  it('names the current team even when the team history does not list it', async () => {
    const team = await createTeam(t.db, { name: 'Only Current' });
    const player = await createPlayer(t.db, { currentTeamId: team.id });
    const detail = json(
      endpoints.players.get,
      await api.call(endpoints.players.get, { params: { id: player.slug } }),
    );
    expect(detail.player.currentTeamName).toBe('Only Current');
    expect(detail.teamHistory).toEqual([]);
    expect(detail.media).toEqual([]);
  });
});

describe('the profile serializer', () => {
  const zodSerialize = serializerCompiler({
    schema: PlayerDetailSchema,
    method: 'GET',
    url: endpoints.players.get.path,
    httpStatus: '200',
  });

  it("sends exactly zod's answer: toPlayerDetail carries no field the contract does not name", async () => {
    const team = await createTeam(t.db, { name: 'Serialized "Team" \\ \u2028' });
    const { owner, player } = await ownedPlayer(t, { currentTeamId: team.id, bio: 'Quote " and \u2028' });
    await t.db.insert(playerTeamHistory).values({
      playerId: player.id,
      teamId: team.id,
      season: '2025-26',
      coachEmail: 'coach@example.com',
    });
    await t.db.insert(media).values([
      { playerId: player.id, type: 'image', url: '/media/x.jpg' },
      { playerId: player.id, type: 'youtube', url: 'https://youtu.be/q', providerId: 'q', sortOrder: 1 },
    ]);
    for (const user of [null, { ...owner.user, isReturning: true }]) {
      const read = await findProfileForView(t.db, user && { ...user, emailVerified: true }, player.slug);
      const detail = toPlayerDetail(read.player, read.profile, { user, canManage: read.canManage });
      const fast = playerDetailSerializer(false)(detail);
      expect(JSON.parse(fast)).toEqual(JSON.parse(zodSerialize(detail)));
      expect(playerDetailSerializer(true)(detail)).toBe(fast);
    }
  });

  it('checks the contract with zod outside production', () => {
    const bad = { player: { id: 1 }, teamHistory: [], media: [], viewer: {} };
    expect(() => playerDetailSerializer(true)(bad)).toThrow();
    expect(() => playerDetailSerializer(false)(bad)).not.toThrow();
  });
});

describe('profile views', () => {
  it('records one view per viewer and day: the same visitor twice is one row, a second visitor two, a manager none', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const url = profilePath(player.slug);
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url, ...visitor('Firefox/130') })).statusCode).toBe(200);
    }
    expect(await viewsOf(t, player.id)).toHaveLength(1);
    expect((await t.app.inject({ url, ...visitor('Firefox/130', '198.51.100.4') })).statusCode).toBe(200);
    expect(await viewsOf(t, player.id)).toHaveLength(2);
    for (const who of [owner, parent])
      await api.call(endpoints.players.get, { params: { id: player.slug }, cookie: who.cookie });
    expect(await viewsOf(t, player.id)).toHaveLength(2);
  });

  it('writes the views held when the app closes (a graceful shutdown loses none)', async () => {
    const other = await createTestApp();
    try {
      const player = await createPlayer(other.db);
      for (const ua of ['A', 'B', 'C']) {
        await other.app.inject({ url: profilePath(player.slug), headers: { 'user-agent': ua } });
      }
      await other.app.close();
      const rows = await other.db.select().from(profileViews).where(eq(profileViews.playerId, player.id));
      expect(rows).toHaveLength(3);
    } finally {
      await other.database.close();
    }
  });
});

describe('profile views never make the answer wait', () => {
  let gated: TestApp;
  let release: () => void = () => {};
  let batchStarted: Promise<ProfileView[]>;
  let failing = false;

  beforeAll(async () => {
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: (views: ProfileView[]) => void = () => {};
    batchStarted = new Promise((resolve) => {
      started = resolve;
    });
    gated = await createTestApp({
      viewRecorder: {
        // Every view is a batch at once, so the read itself starts the write it must not wait for.
        batchSize: 1,
        write: async (db, views) => {
          if (failing) throw new Error('the database refused the batch');
          started(views);
          await gate;
          await insertProfileViews(db, views);
        },
      },
    });
  });
  afterAll(async () => {
    release();
    await gated?.close();
  });

  it('answers 200 while the insert of its view is still blocked', async () => {
    const player = await createPlayer(gated.db);
    const res = await gated.app.inject({
      url: profilePath(player.slug),
      headers: { 'user-agent': 'X' },
    });
    expect(res.statusCode).toBe(200);
    const views = await batchStarted;
    expect(views).toMatchObject([{ playerId: player.id, viewerRole: 'anonymous' }]);
    // The write is still held: nothing is stored yet, and a second visitor is answered too.
    expect(await gated.db.select().from(profileViews).where(eq(profileViews.playerId, player.id))).toEqual(
      [],
    );
    const second = await gated.app.inject({
      url: profilePath(player.slug),
      headers: { 'user-agent': 'Y' },
    });
    expect(second.statusCode).toBe(200);
    release();
    expect(await viewsOf(gated, player.id)).toHaveLength(2);
  });

  it('a failing batch is logged and counted, and the visitor still gets the profile', async () => {
    failing = true;
    const player = await createPlayer(gated.db);
    const failedBefore = gated.app.ctx.profileViews.stats.failed;
    const res = await gated.app.inject({
      url: profilePath(player.slug),
      headers: { 'user-agent': 'Z' },
    });
    expect(res.statusCode).toBe(200);
    await gated.app.ctx.profileViews.flush();
    expect(gated.app.ctx.profileViews.stats.failed).toBe(failedBefore + 1);
    expect(gated.logs.join('')).toContain('profile views not recorded: a batch failed');
    failing = false;
  });
});
