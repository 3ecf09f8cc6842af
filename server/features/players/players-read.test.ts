import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract, fillPath } from '#common/api/index.ts';
import {
  auditLogs,
  media,
  players,
  playerTeamHistory,
  recruiterListItems,
  recruiterLists,
} from '#server/db/schema/index.ts';
import { createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { playerSetupKit } from '#test/player-setup-kit.ts';
import { birthYearForAge, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { profileViewOf } from './players.service.ts';

const { t, api } = withTestApp();
const { viewsOf } = playerSetupKit(t);

/**
 * The profile read's path, filled from the contract, for reads that send a visitor's own user agent,
 * which a call of the endpoint does not.
 */
const profilePath = (slug: string) => fillPath(contract.players.get, { id: slug });

describe('GET /api/players/:id', () => {
  it('reads an active profile by slug or id without a session, with photo, current team and team history', async () => {
    const { player } = await ownedPlayer(t, { heightCm: '182.0', gpa: '3.75', bio: 'Two-way center.' });
    const team = await createTeam(t.db, { name: 'Duluth East', level: 'High School' });
    await t.db.update(players).set({ currentTeamId: team.id }).where(eq(players.id, player.id));
    await t.db.insert(playerTeamHistory).values({
      playerId: player.id,
      teamId: team.id,
      season: '2025-26',
      isCurrent: true,
      coachName: 'Coach Carter',
      coachEmail: 'carter@example.com',
    });
    await t.db.insert(media).values([
      { playerId: player.id, type: 'image', url: '/media/second.webp', sortOrder: 5 },
      { playerId: player.id, type: 'image', url: '/media/first.webp', sortOrder: 1 },
      {
        playerId: player.id,
        type: 'youtube',
        url: 'https://youtu.be/abc123',
        providerId: 'abc123',
        sortOrder: 0,
      },
    ]);

    for (const ref of [player.slug, player.id]) {
      const res = await api.call(contract.players.get, { params: { id: ref } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.player).toMatchObject({
        id: player.id,
        heightCm: 182,
        gpa: 3.75,
        profileImageUrl: '/media/first.webp',
        currentTeamName: 'Duluth East',
      });
      expect(body.viewer).toEqual({ isOwner: false, canEdit: false, isSignedIn: false, canShare: true });
      expect(body.teamHistory).toEqual([
        expect.objectContaining({ teamName: 'Duluth East', coachName: 'Coach Carter', coachEmail: null }),
      ]);
      expect(body.media.map((m: { url: string }) => m.url)).toEqual([
        'https://youtu.be/abc123',
        '/media/first.webp',
        '/media/second.webp',
      ]);
      expect(body.media[0].thumbnailUrl).toBe('https://i.ytimg.com/vi/abc123/hqdefault.jpg');
      expect(body.media[1]).toMatchObject({ publicPath: '/media/first.webp', thumbnailUrl: null });
    }
  });

  it('shows the coach e-mail and edit rights to the owner', async () => {
    const { owner, player } = await ownedPlayer(t);
    const team = await createTeam(t.db);
    await t.db.insert(playerTeamHistory).values({
      playerId: player.id,
      teamId: team.id,
      season: '2024-25',
      coachName: 'Coach',
      coachEmail: 'coach@example.com',
    });
    const body = (
      await api.call(contract.players.get, { params: { id: player.slug }, cookie: owner.cookie })
    ).json();
    expect(body.viewer).toEqual({ isOwner: true, canEdit: true, isSignedIn: true, canShare: true });
    expect(body.teamHistory[0].coachEmail).toBe('coach@example.com');
  });

  it('hides a draft profile from anonymous visitors and recruiters, but not from its owner, parents and admins', async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const parent = await linkedParent(t, player.id);
    const recruiter = await signIn(t, 'RECRUITER');
    const admin = await signIn(t, 'ADMIN');
    const anon = await api.call(contract.players.get, { params: { id: player.slug } });
    expect(anon.statusCode).toBe(404);
    expect(
      (await api.call(contract.players.get, { params: { id: player.id }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(404);
    for (const who of [owner, parent, admin]) {
      const res = await api.call(contract.players.get, { params: { id: player.id }, cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().viewer.canEdit).toBe(true);
    }
    expect(await viewsOf(player.id)).toHaveLength(0);
  });

  it('records a profile view for visitors (anonymous included) but not for the owner, parents or admins', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const admin = await signIn(t, 'ADMIN');
    const recruiter = await signIn(t, 'RECRUITER');
    await api.call(contract.players.get, { params: { id: player.slug }, cookie: owner.cookie });
    await api.call(contract.players.get, { params: { id: player.slug }, cookie: parent.cookie });
    await api.call(contract.players.get, { params: { id: player.slug }, cookie: admin.cookie });
    expect(await viewsOf(player.id)).toHaveLength(0);

    await api.call(contract.players.get, { params: { id: player.slug } });
    await api.call(contract.players.get, { params: { id: player.id }, cookie: recruiter.cookie });
    const views = await viewsOf(player.id);
    expect(views).toHaveLength(2);
    const anonymous = views.find((v) => v.viewerUserId === null);
    expect(anonymous).toMatchObject({
      viewerRole: 'anonymous',
      viewedOn: new Date().toISOString().slice(0, 10),
    });
    expect(anonymous?.viewerKey).toMatch(/^a:[0-9a-f]{64}$/);
    expect(views.find((v) => v.viewerUserId === recruiter.user.id)).toMatchObject({
      viewerRole: 'RECRUITER',
      viewerKey: `u:${recruiter.user.id}`,
    });
  });

  it('answers 404 for an unknown player and 400 for a malformed reference', async () => {
    expect((await api.call(contract.players.get, { params: { id: 'nobody-here-zzzz' } })).statusCode).toBe(
      404,
    );
    expect(
      (await api.call(contract.players.get, { params: { id: '00000000-0000-4000-8000-000000000000' } }))
        .statusCode,
    ).toBe(404);
    expect((await api.get('/api/players/bad%20slug')).statusCode).toBe(400);
  });
});

describe('view and list counts', () => {
  it('counts profile views for the owner, parents, admins and recruiters, and refuses other users', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const recruiter = await signIn(t, 'RECRUITER');
    const admin = await signIn(t, 'ADMIN');
    await api.call(contract.players.get, { params: { id: player.slug } });
    await t.app.inject({ url: profilePath(player.slug), headers: { 'user-agent': 'Another browser' } });
    await api.call(contract.players.get, { params: { id: player.slug }, cookie: recruiter.cookie });
    await t.app.ctx.profileViews.flush();
    for (const who of [owner, parent, recruiter, admin]) {
      const res = await api.call(contract.players.views, { params: { id: player.id }, cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ viewCount: 3 });
    }
    const other = await signIn(t, 'PLAYER');
    expect(
      (await api.call(contract.players.views, { params: { id: player.id }, cookie: other.cookie }))
        .statusCode,
    ).toBe(403);
    expect((await api.call(contract.players.views, { params: { id: player.id } })).statusCode).toBe(401);
  });

  it('counts one view per viewer, player and day, and writes no audit row for it', async () => {
    const { player } = await ownedPlayer(t);
    const recruiter = await signIn(t, 'RECRUITER');
    const viewCount = async () => {
      await t.app.ctx.profileViews.flush();
      return (
        await api.call(contract.players.views, { params: { id: player.id }, cookie: recruiter.cookie })
      ).json().viewCount;
    };
    const browser = { 'user-agent': 'Mozilla/5.0 (Test) Firefox/130' };
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject({ url: profilePath(player.slug), headers: browser });
      expect(res.statusCode).toBe(200);
    }
    expect(await viewCount()).toBe(1);
    await t.app.inject({
      url: profilePath(player.slug),
      headers: { 'user-agent': 'Mozilla/5.0 (Test) Safari/18' },
    });
    expect(await viewCount()).toBe(2);
    await api.call(contract.players.get, { params: { id: player.slug }, cookie: recruiter.cookie });
    await api.call(contract.players.get, { params: { id: player.slug }, cookie: recruiter.cookie });
    expect(await viewCount()).toBe(3);

    // The next UTC day counts the same viewers again.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const info = { ipAddress: '127.0.0.1', userAgent: browser['user-agent'] };
    t.app.ctx.profileViews.record(profileViewOf(player, null, info, tomorrow));
    t.app.ctx.profileViews.record(profileViewOf(player, null, info, tomorrow));
    expect(await viewCount()).toBe(4);

    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'profile_view'), eq(auditLogs.targetId, player.id)));
    expect(audit).toHaveLength(0);
  });

  it('hides the view count of a draft profile from recruiters (404)', async () => {
    const { player } = await ownedPlayer(t, { birthYear: birthYearForAge(15), profileStatus: 'draft' });
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.call(contract.players.views, { params: { id: player.id }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('counts the recruiter lists holding the player, for its managers only', async () => {
    const { owner, player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const r1 = await signIn(t, 'RECRUITER');
    const r2 = await signIn(t, 'RECRUITER');
    const lists = await t.db
      .insert(recruiterLists)
      .values([
        { ownerUserId: r1.user.id, name: 'Centers' },
        { ownerUserId: r2.user.id, name: 'Watch' },
      ])
      .returning();
    await t.db.insert(recruiterListItems).values(lists.map((l) => ({ listId: l.id, playerId: player.id })));
    for (const who of [owner, parent]) {
      const res = await api.call(contract.players.listCount, {
        params: { id: player.id },
        cookie: who.cookie,
      });
      expect(res.json()).toEqual({ listCount: 2 });
    }
    expect(
      (await api.call(contract.players.listCount, { params: { id: player.id }, cookie: r1.cookie }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/players/:id/features', () => {
  it('reports the locker_room allowances and usage for the profile screen buttons', async () => {
    const { owner, player } = await ownedPlayer(t);
    const res = await api.call(contract.players.features, {
      params: { id: player.id },
      cookie: owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      highlightClips: { hasAccess: false, limit: null, used: 0, source: 'tier' },
      upcomingEvents: { hasAccess: true, limit: 2, used: 0, source: 'tier' },
      customProfileUrl: { hasAccess: false, source: 'tier' },
      advancedAnalytics: { hasAccess: false, source: 'tier' },
    });
    const recruiter = await signIn(t, 'RECRUITER');
    expect(
      (await api.call(contract.players.features, { params: { id: player.id }, cookie: recruiter.cookie }))
        .statusCode,
    ).toBe(403);
  });

  it('a parent-created child without an account uses the parent plan', async () => {
    const player = await createPlayer(t.db, { userId: null });
    const parent = await linkedParent(t, player.id);
    const res = await api.call(contract.players.features, {
      params: { id: player.id },
      cookie: parent.cookie,
    });
    expect(res.json().upcomingEvents).toEqual({ hasAccess: true, limit: 2, used: 0, source: 'tier' });
  });
});
