import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { computeProfileStrength } from '#common/profile-strength.ts';
import { measurables, media, playerScheduleEvents, playerTeamHistory } from '#server/db/schema/index.ts';
import { createTeam } from '#server/db/seed/factories.ts';
import { birthYearForAge, grantOverride, linkedParent, ownedPlayer, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

const strengthUrl = (id: string) => `/api/players/${id}/profile-strength`;

describe('GET /api/players/:id/profile-strength', () => {
  it('answers the shared function on the stored profile, and moves when a video is added', async () => {
    const { owner, player } = await ownedPlayer(t, {
      bio: 'A two-way center who kills penalties.',
      heightCm: '180.0',
      weightKg: null,
      gpa: null,
      major: 'Kinesiology',
    });
    const team = await createTeam(t.db);
    await t.db.insert(playerTeamHistory).values({ playerId: player.id, teamId: team.id, season: '2025-26' });
    await t.db
      .insert(playerScheduleEvents)
      .values({ playerId: player.id, eventDate: '2030-01-05', rinkName: 'Braemar Arena' });
    await t.db.insert(measurables).values({ playerId: player.id, verticalJump: '61.0' });
    // An image is a photo, not a video.
    await t.db.insert(media).values({ playerId: player.id, type: 'image', url: '/media/photo.jpg' });

    const before = await api.get(strengthUrl(player.id), { cookie: owner.cookie });
    expect(before.statusCode).toBe(200);
    const expected = computeProfileStrength({
      hasPhoto: true,
      bio: 'A two-way center who kills penalties.',
      heightCm: 180,
      weightKg: null,
      teamHistoryCount: 1,
      videoCount: 0,
      scheduleEventCount: 1,
      hasMeasurables: true,
      gpa: null,
      major: 'Kinesiology',
    });
    expect(before.json()).toEqual(expected);
    // photo 15 + bio 10 + team history 15 + schedule 10 + measurables 10 + academics 10
    expect(expected.percent).toBe(70);
    expect(before.json().nextSteps.map((i: { key: string }) => i.key)).toEqual(['videos', 'physical']);

    await grantOverride(t.db, owner.user.id, 'highlight_clips', true, 'unlimited');
    const added = await api.post(`/api/players/${player.id}/media`, {
      cookie: owner.cookie,
      payload: { type: 'vimeo', url: 'https://vimeo.com/76979871' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await api.get(strengthUrl(player.slug), { cookie: owner.cookie });
    expect(after.json()).toMatchObject({ percent: 90, level: 'great' });
    expect(after.json().nextSteps.map((i: { key: string }) => i.key)).toEqual(['physical']);
  });

  it('is 0% for an empty profile, and counts height and weight only together', async () => {
    const { owner, player } = await ownedPlayer(t, { heightCm: null, weightKg: null, bio: 'Short bio' });
    const empty = await api.get(strengthUrl(player.id), { cookie: owner.cookie });
    expect(empty.json()).toMatchObject({ percent: 0, level: 'started', completed: [] });
    expect(empty.json().nextSteps).toHaveLength(4);

    await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { weightKg: 77 },
    });
    expect((await api.get(strengthUrl(player.id), { cookie: owner.cookie })).json().percent).toBe(0);
    await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { heightCm: 180 },
    });
    expect((await api.get(strengthUrl(player.id), { cookie: owner.cookie })).json().percent).toBe(10);
  });

  it('answers a linked parent and an admin; 401 without a session, 403 for a stranger', async () => {
    const { player } = await ownedPlayer(t);
    const parent = await linkedParent(t, player.id);
    const admin = await signIn(t, 'ADMIN');
    for (const who of [parent, admin]) {
      const res = await api.get(strengthUrl(player.id), { cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveProperty('percent');
    }
    expect((await api.get(strengthUrl(player.id))).statusCode).toBe(401);
    for (const role of ['RECRUITER', 'PLAYER', 'PARENT'] as const) {
      const stranger = await signIn(t, role);
      expect((await api.get(strengthUrl(player.id), { cookie: stranger.cookie })).statusCode, role).toBe(403);
    }
  });

  it('answers a malformed player id with 400 and the issue', async () => {
    const { owner } = await ownedPlayer(t);
    const res = await api.get(strengthUrl('not_a;player'), { cookie: owner.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Not a valid player id');
  });

  it("hides a draft profile's strength from a recruiter (404) but not from its owner", async () => {
    const { owner, player } = await ownedPlayer(t, {
      birthYear: birthYearForAge(15),
      profileStatus: 'draft',
    });
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await api.get(strengthUrl(player.id), { cookie: recruiter.cookie })).statusCode).toBe(404);
    expect((await api.get(strengthUrl(player.id), { cookie: owner.cookie })).statusCode).toBe(200);
  });
});
