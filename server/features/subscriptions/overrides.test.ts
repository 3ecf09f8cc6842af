import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { adminAudit, auditLogs, features, userFeatureOverrides } from '#server/db/schema/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import {
  birthYearForAge,
  isoDay,
  issuesByPath,
  ownedPlayer,
  type SignedIn,
  signIn,
  subscribe,
} from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

const OVERRIDE = '/api/subscriptions/override-feature';
let clip = 0;

/** Adds a highlight video to the player as its owner (each a different YouTube id). */
function addVideo(owner: SignedIn, playerId: string) {
  clip += 1;
  const id = `vid${String(clip).padStart(8, '0')}`;
  return api.post(`/api/players/${playerId}/media`, {
    cookie: owner.cookie,
    payload: { type: 'youtube', url: `https://www.youtube.com/watch?v=${id}` },
  });
}

function addUpcomingEvent(owner: SignedIn, playerId: string, n: number) {
  return api.call(contract.players.schedule.create, {
    params: { id: playerId },
    cookie: owner.cookie,
    body: { eventDate: isoDay(10 + n), rinkName: `Rink ${n}` },
  });
}

async function featuresOf(who: SignedIn) {
  const res = await api.call(contract.subscriptions.userFeatures, {
    params: { userId: who.user.id },
    cookie: who.cookie,
  });
  const body = json(contract.subscriptions.userFeatures, res);
  return Object.fromEntries(body.features.map((f) => [f.key, f]));
}

describe('POST /api/subscriptions/override-feature', () => {
  it('grants highlight clips to a locker_room player: adding a video then works, up to the limit', async () => {
    const admin = await signIn(t, 'ADMIN');
    const { owner, player } = await ownedPlayer(t);
    const refused = await addVideo(owner, player.id);
    expect(refused.statusCode).toBe(403);
    expect(errorJson(refused).message).toBe(
      'Your plan does not include highlight clips. Upgrade to add highlight clips.',
    );

    const res = await api.post(OVERRIDE, {
      cookie: admin.cookie,
      payload: {
        userId: owner.user.id,
        featureKey: 'highlight_clips',
        enabled: true,
        limit: 1,
        adminNotes: 'Showcase invite',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.subscriptions.setOverride, res).override).toEqual({
      userId: owner.user.id,
      featureKey: 'highlight_clips',
      enabled: true,
      limit: 1,
      limitOverride: 1,
      adminNotes: 'Showcase invite',
    });
    expect((await addVideo(owner, player.id)).statusCode).toBe(201);
    const second = await addVideo(owner, player.id);
    expect(second.statusCode).toBe(403);
    // D248: the limit is the administrator's, so no upgrade is offered.
    expect(errorJson(second).message).toBe('An administrator set this account to 1 highlight clip.');
    expect((await featuresOf(owner)).highlight_clips).toMatchObject({ hasAccess: true, limit: 1, used: 1 });

    const [row] = await t.db
      .select()
      .from(userFeatureOverrides)
      .where(eq(userFeatureOverrides.userId, owner.user.id));
    expect(row).toMatchObject({ grantedBy: admin.user.id, limit: '1', enabled: true });
  });

  it('revokes highlight clips from a first_line subscriber: adding a video is then refused', async () => {
    const admin = await signIn(t, 'ADMIN');
    const { owner, player } = await ownedPlayer(t);
    await subscribe(t.db, owner.user.id, 'first_line');
    expect((await addVideo(owner, player.id)).statusCode).toBe(201);
    const res = await api.post(OVERRIDE, {
      cookie: admin.cookie,
      payload: { userId: owner.user.id, featureKey: 'highlight_clips', enabled: false },
    });
    expect(json(contract.subscriptions.setOverride, res).override).toMatchObject({
      enabled: false,
      limit: null,
      limitOverride: null,
      adminNotes: null,
    });
    const refused = await addVideo(owner, player.id);
    expect(refused.statusCode).toBe(403);
    expect(errorJson(refused).code).toBe('LIMIT_REACHED');
    expect((await featuresOf(owner)).highlight_clips).toMatchObject({ hasAccess: false, limit: null });

    // Removing the override gives the tier back.
    const removed = await api.del(OVERRIDE, {
      cookie: admin.cookie,
      payload: { userId: owner.user.id, featureKey: 'highlight_clips' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(contract.subscriptions.removeOverride, removed).message).toBe(
      'Highlight Clips override removed: the plan applies again.',
    );
    expect((await addVideo(owner, player.id)).statusCode).toBe(201);
  });

  it('replaces an earlier override (one row per user and feature), on/off features by switch', async () => {
    const admin = await signIn(t, 'ADMIN');
    const target = await signIn(t, 'PARENT');
    const set = (payload: Record<string, unknown>) =>
      api.post(OVERRIDE, { cookie: admin.cookie, payload: { userId: target.user.id, ...payload } });
    expect((await set({ featureKey: 'upcoming_events', enabled: true, limit: 3 })).statusCode).toBe(200);
    const unlimited = await set({ featureKey: 'upcoming_events', enabled: true, limit: 'unlimited' });
    expect(json(contract.subscriptions.setOverride, unlimited).override.limit).toBe('unlimited');
    const onOff = await set({ featureKey: 'custom_profile_url', enabled: true, limit: null });
    expect(json(contract.subscriptions.setOverride, onOff).override).toMatchObject({
      featureKey: 'custom_profile_url',
      enabled: true,
      limit: null,
    });
    const rows = await t.db
      .select()
      .from(userFeatureOverrides)
      .where(eq(userFeatureOverrides.userId, target.user.id));
    expect(rows).toHaveLength(2);
    const f = await featuresOf(target);
    expect(f.upcoming_events).toMatchObject({ hasAccess: true, limit: 'unlimited' });
    expect(f.custom_profile_url).toMatchObject({ hasAccess: true, limit: null });
  });

  it('writes an audit row for each change, with who, whom and from/to', async () => {
    const admin = await signIn(t, 'ADMIN');
    const target = await signIn(t, 'PLAYER');
    const body = { userId: target.user.id, featureKey: 'upcoming_events' };
    await api.post(OVERRIDE, { cookie: admin.cookie, payload: { ...body, enabled: true, limit: 3 } });
    await api.post(OVERRIDE, { cookie: admin.cookie, payload: { ...body, enabled: true, limit: 10 } });
    await api.del(OVERRIDE, { cookie: admin.cookie, payload: body });
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.eventType, 'feature_override_changed'), eq(auditLogs.targetUserId, target.user.id)),
      )
      .orderBy(auditLogs.createdAt);
    expect(rows.map((r) => [r.userId, r.changes, (r.metadata as { action: string }).action])).toEqual([
      [admin.user.id, { from: null, to: { enabled: true, limit: 3 } }, 'override_set'],
      [
        admin.user.id,
        { from: { enabled: true, limit: 3 }, to: { enabled: true, limit: 10 } },
        'override_set',
      ],
      [admin.user.id, { from: { enabled: true, limit: 10 }, to: null }, 'override_removed'],
    ]);
    // Every admin action is recorded in admin_audit too.
    const adminRows = await t.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.targetId, target.user.id))
      .orderBy(adminAudit.createdAt);
    expect(adminRows.map((r) => [r.adminUserId, r.action])).toEqual([
      [admin.user.id, 'set_feature_override'],
      [admin.user.id, 'set_feature_override'],
      [admin.user.id, 'remove_feature_override'],
    ]);
  });

  it('refuses unknown users and features (404), coming-soon features and contradictory limits (400)', async () => {
    const admin = await signIn(t, 'ADMIN');
    const target = await signIn(t, 'PLAYER');
    const post = (payload: Record<string, unknown>) => api.post(OVERRIDE, { cookie: admin.cookie, payload });
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { userId: crypto.randomUUID(), featureKey: 'highlight_clips', enabled: true, limit: 1 },
        404,
        'User not found.',
      ],
      [{ userId: target.user.id, featureKey: 'teleport', enabled: true }, 404, 'Feature not found.'],
      [
        { userId: target.user.id, featureKey: 'verified_badge_request', enabled: true },
        400,
        'Coming-soon features cannot be overridden.',
      ],
      [
        { userId: target.user.id, featureKey: 'game_stats', enabled: true, limit: 3 },
        400,
        'Game Stats is on or off: send no limit.',
      ],
      [
        { userId: target.user.id, featureKey: 'highlight_clips', enabled: true },
        400,
        "Highlight Clips needs a limit: a whole number or 'unlimited'.",
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(errorJson(res).message).toBe(message);
    }
    const [feature] = await t.db.select().from(features).where(eq(features.key, 'game_stats'));
    const rows = await t.db
      .select()
      .from(userFeatureOverrides)
      .where(eq(userFeatureOverrides.featureId, feature!.id));
    expect(rows.filter((r) => r.userId === target.user.id)).toHaveLength(0);
  });

  it('refuses malformed bodies with 400', async () => {
    const admin = await signIn(t, 'ADMIN');
    const target = await signIn(t, 'PLAYER');
    const ok = { userId: target.user.id, featureKey: 'upcoming_events', enabled: true, limit: 3 };
    const cases: [unknown, string][] = [
      [{}, 'userId'],
      [{ ...ok, userId: 'not-a-uuid' }, 'userId'],
      [{ ...ok, enabled: 'yes' }, 'enabled'],
      [{ ...ok, limit: -1 }, 'limit'],
      [{ ...ok, limit: 1.5 }, 'limit'],
      [{ ...ok, limit: 'lots' }, 'limit'],
      [{ ...ok, featureKey: '   ' }, 'featureKey'],
      [{ ...ok, adminNotes: 'x'.repeat(1001) }, 'adminNotes'],
      [{ ...ok, grantedBy: target.user.id }, ''],
    ];
    for (const [payload, path] of cases) {
      const res = await api.post(OVERRIDE, { cookie: admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (path) expect(issuesByPath(res), JSON.stringify(payload)).toHaveProperty(path);
    }
  });
});

describe('a feature an administrator turned off', () => {
  it('refuses the add saying so, with no upgrade, even on All-Star (D248); the features read says override', async () => {
    const admin = await signIn(t, 'ADMIN');
    const { owner, player } = await ownedPlayer(t);
    await subscribe(t.db, owner.user.id, 'all_star');
    const off = await api.post(OVERRIDE, {
      cookie: admin.cookie,
      payload: { userId: owner.user.id, featureKey: 'highlight_clips', enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await addVideo(owner, player.id);
    expect(refused.statusCode).toBe(403);
    expect(errorJson(refused).message).toBe('An administrator turned off highlight clips for this account.');
    const features = await api.call(contract.players.features, {
      params: { id: player.id },
      cookie: owner.cookie,
    });
    expect(features.json().highlightClips).toMatchObject({ hasAccess: false, source: 'override' });
    expect(features.json().upcomingEvents).toMatchObject({ hasAccess: true, source: 'tier' });
  });
});

describe('overrides on accounts that hold no plan', () => {
  it('refuses to set one on a recruiter, an organization member or an admin (D248)', async () => {
    const admin = await signIn(t, 'ADMIN');
    for (const role of ['RECRUITER', 'ORG_ADMIN', 'ADMIN'] as const) {
      const target = await signIn(t, role);
      const res = await api.post(OVERRIDE, {
        cookie: admin.cookie,
        payload: { userId: target.user.id, featureKey: 'advanced_analytics', enabled: true },
      });
      expect(res.statusCode, role).toBe(409);
      expect(errorJson(res).message).toBe(
        'Feature overrides are for player and parent accounts: this account holds no plan.',
      );
    }
  });
});

describe('DELETE /api/subscriptions/override-feature', () => {
  it('404 when the user has no override for that feature, or on unknown users and features; 400 on bad input', async () => {
    const admin = await signIn(t, 'ADMIN');
    const target = await signIn(t, 'PLAYER');
    const del = (payload: unknown) => api.del(OVERRIDE, { cookie: admin.cookie, payload });
    const none = await del({ userId: target.user.id, featureKey: 'highlight_clips' });
    expect(none.statusCode).toBe(404);
    expect(errorJson(none).message).toBe('This user has no override for that feature.');
    expect((await del({ userId: crypto.randomUUID(), featureKey: 'highlight_clips' })).statusCode).toBe(404);
    expect((await del({ userId: target.user.id, featureKey: 'teleport' })).statusCode).toBe(404);
    expect((await del({ userId: 'x', featureKey: 'highlight_clips' })).statusCode).toBe(400);
    expect((await del({})).statusCode).toBe(400);
  });
});

describe('limits at exactly N and N+1, through the one resolution', () => {
  it('highlight videos: warm_up allows 1, first_line 3', async () => {
    for (const [tier, limit] of [
      ['warm_up', 1],
      ['first_line', 3],
    ] as const) {
      const { owner, player } = await ownedPlayer(t);
      await subscribe(t.db, owner.user.id, tier);
      for (let n = 1; n <= limit; n++) {
        expect((await addVideo(owner, player.id)).statusCode, `${tier} video ${n}`).toBe(201);
      }
      const over = await addVideo(owner, player.id);
      expect(over.statusCode, `${tier} video ${limit + 1}`).toBe(403);
      expect(errorJson(over).code).toBe('LIMIT_REACHED');
    }
  });

  it('upcoming events: locker_room allows 2; an override raises it', async () => {
    const admin = await signIn(t, 'ADMIN');
    const { owner, player } = await ownedPlayer(t);
    expect((await addUpcomingEvent(owner, player.id, 1)).statusCode).toBe(201);
    expect((await addUpcomingEvent(owner, player.id, 2)).statusCode).toBe(201);
    const third = await addUpcomingEvent(owner, player.id, 3);
    expect(third.statusCode).toBe(403);
    expect(errorJson(third).message).toBe('Your plan allows 2 upcoming events. Upgrade to add more.');
    await api.post(OVERRIDE, {
      cookie: admin.cookie,
      payload: { userId: owner.user.id, featureKey: 'upcoming_events', enabled: true, limit: 3 },
    });
    expect((await addUpcomingEvent(owner, player.id, 3)).statusCode).toBe(201);
    expect((await addUpcomingEvent(owner, player.id, 4)).statusCode).toBe(403);
  });

  it('a paid subscription lifts the events limit; a canceled one does not', async () => {
    const { owner, player } = await ownedPlayer(t);
    await subscribe(t.db, owner.user.id, 'first_line', 'canceled');
    await addUpcomingEvent(owner, player.id, 1);
    await addUpcomingEvent(owner, player.id, 2);
    expect((await addUpcomingEvent(owner, player.id, 3)).statusCode).toBe(403);
    await subscribe(t.db, owner.user.id, 'first_line', 'active');
    for (let n = 3; n <= 6; n++) expect((await addUpcomingEvent(owner, player.id, n)).statusCode).toBe(201);
  });

  it('child profiles: maxPlayers 3, the 4th is refused 403', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = (n: number) =>
      api.call(contract.parents.createPlayer, {
        cookie: parent.cookie,
        body: {
          firstName: 'Kid',
          lastName: `Limit${n}`,
          birthYear: birthYearForAge(12),
          preferredPosition: 'C',
          shoots: 'L',
        },
      });
    for (let n = 1; n <= 3; n++) expect((await child(n)).statusCode, `child ${n}`).toBe(201);
    const fourth = await child(4);
    expect(fourth.statusCode).toBe(403);
    expect(errorJson(fourth)).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your plan allows 3 player profiles. Upgrade your plan to manage more players.',
    });
    const { subscription } = json(
      contract.subscriptions.mine,
      await api.call(contract.subscriptions.mine, { cookie: parent.cookie }),
    );
    expect(subscription).toMatchObject({ maxPlayers: 3, playerCount: 3 });
  });
});
