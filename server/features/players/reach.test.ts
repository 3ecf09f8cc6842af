import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type EndpointQuery, api as endpoints } from '#common/api/index.ts';
import { ANALYTICS_LOCKED_MESSAGE, CUSTOM_URL_LOCKED_MESSAGE } from '#common/profile-url.ts';
import { playerSlugHistory, players, profileViews } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import {
  birthYearForAge,
  grantOverride,
  isoDay,
  issuesByPath,
  linkedParent,
  ownedPlayer,
  signIn,
  subscribe,
} from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { findFreeSlug } from './player-slug.ts';

/** The custom profile URL and advanced analytics, for those whose plan includes them. */
const { t, api } = withTestApp();

const setSlug = (id: string, cookie: string | undefined, slug: string) =>
  api.call(endpoints.players.profileUrl, { params: { id }, cookie, body: { slug } });

async function paidPlayer(tier = 'first_line', input: Parameters<typeof ownedPlayer>[1] = {}) {
  const world = await ownedPlayer(t, input);
  await subscribe(t.db, world.owner.user.id, tier);
  return world;
}

describe('PUT /api/players/{id}/profile-url', () => {
  it('a First Line player chooses an address; the old one redirects (308) on the API, query kept', async () => {
    const { owner, player } = await paidPlayer();
    const res = await setSlug(player.id, owner.cookie, '  Jamie-Goals-9 ');
    expect(res.statusCode).toBe(200);
    expect(json(endpoints.players.profileUrl, res)).toEqual({
      slug: 'jamie-goals-9',
      previousSlug: player.slug,
    });

    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.slug).toBe('jamie-goals-9');
    expect(
      await t.db.select().from(playerSlugHistory).where(eq(playerSlugHistory.playerId, player.id)),
    ).toEqual([expect.objectContaining({ oldSlug: player.slug })]);

    const read = await api.call(endpoints.players.get, { params: { id: player.slug } });
    expect(read.statusCode).toBe(308);
    expect(read.headers.location).toBe('/api/players/jamie-goals-9');
    const page = await api.call(endpoints.players.page, { params: { id: player.slug }, queryRaw: { x: 1 } });
    expect(page.statusCode).toBe(308);
    expect(page.headers.location).toBe('/api/players/jamie-goals-9/page?x=1');
    expect((await api.call(endpoints.players.get, { params: { id: 'jamie-goals-9' } })).statusCode).toBe(200);
    // The id keeps working, and an unknown slug is still 404.
    expect((await api.call(endpoints.players.get, { params: { id: player.id } })).statusCode).toBe(200);
    expect(
      (await api.call(endpoints.players.get, { params: { id: 'nobody-ever-had-this' } })).statusCode,
    ).toBe(404);
  });

  it('a second rename keeps every old address pointing at the current one; taking one back ends its redirect', async () => {
    const { owner, player } = await paidPlayer('all_star');
    const first = player.slug;
    expect((await setSlug(player.id, owner.cookie, 'second-name')).statusCode).toBe(200);
    expect((await setSlug(player.id, owner.cookie, 'third-name')).statusCode).toBe(200);
    for (const old of [first, 'second-name']) {
      const res = await api.call(endpoints.players.get, { params: { id: old } });
      expect(res.statusCode).toBe(308);
      expect(res.headers.location).toBe('/api/players/third-name');
    }
    const back = await setSlug(player.id, owner.cookie, 'second-name');
    expect(json(endpoints.players.profileUrl, back)).toEqual({
      slug: 'second-name',
      previousSlug: 'third-name',
    });
    expect((await api.call(endpoints.players.get, { params: { id: 'second-name' } })).statusCode).toBe(200);
    expect((await api.call(endpoints.players.get, { params: { id: 'third-name' } })).headers.location).toBe(
      '/api/players/second-name',
    );
    // Choosing the address it already has changes nothing.
    const same = await setSlug(player.id, owner.cookie, 'second-name');
    expect(json(endpoints.players.profileUrl, same)).toEqual({ slug: 'second-name', previousSlug: null });
  });

  it('a linked parent on a paid plan renames the child; the plan of either account counts', async () => {
    const child = await createPlayer(t.db, { birthYear: birthYearForAge(15), profileStatus: 'active' });
    const parent = await linkedParent(t, child.id);
    const refused = await setSlug(child.id, parent.cookie, 'kid-sniper');
    expect(refused.statusCode).toBe(403);
    await subscribe(t.db, parent.user.id, 'first_line');
    const ok = await setSlug(child.id, parent.cookie, 'kid-sniper');
    expect(ok.statusCode).toBe(200);
  });

  it('bad input is a 400 naming the rule: length, characters, reserved words, ids', async () => {
    const { owner, player } = await paidPlayer();
    const setSlugRaw = (bodyRaw: unknown) =>
      api.call(endpoints.players.profileUrl, { params: { id: player.id }, cookie: owner.cookie, bodyRaw });
    const cases: [unknown, RegExp][] = [
      ['ab', /at least 3/],
      ['x'.repeat(41), /at most 40/],
      ['jamie_goals', /lower-case letters, digits and single hyphens/],
      ['-jamie', /starting and ending/],
      ['jamie--goals', /single hyphens/],
      ['12345', /at least one letter/],
      ['profile', /reserved/],
      ['setup', /reserved/],
      ['pricing', /reserved/],
      ['0f8fad5b-d9cb-469f-a165-70867728950e', /reserved/],
    ];
    for (const [slug, message] of cases) {
      const res = await setSlugRaw({ slug });
      expect(res.statusCode, String(slug)).toBe(400);
      expect(issuesByPath(res).slug, String(slug)).toMatch(message);
    }
    const missing = await setSlugRaw({});
    expect(missing.statusCode).toBe(400);
    const extra = await setSlugRaw({ slug: 'fine-one', x: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it('a taken address is a 409: another profile has it, or it still redirects to another profile', async () => {
    const { owner, player } = await paidPlayer();
    const other = await paidPlayer();
    const taken = await setSlug(player.id, owner.cookie, other.player.slug);
    expect(taken.statusCode).toBe(409);
    expect(errorJson(taken).message).toBe('That address is taken. Please choose another.');

    // The other player renames: its old address stays reserved to it while it redirects.
    await setSlug(other.player.id, other.owner.cookie, 'other-renamed');
    const freed = await setSlug(player.id, owner.cookie, other.player.slug);
    expect(freed.statusCode).toBe(409);
    // New profiles never get an address that redirects.
    const [first, last] = ['Held', 'Address'];
    await setSlug(other.player.id, other.owner.cookie, 'held-address');
    await setSlug(other.player.id, other.owner.cookie, 'other-again');
    expect(await findFreeSlug(t.db, first, last)).not.toBe('held-address');
  });

  it('not on the plan: 403 naming the plans, for Locker Room and Warm-Up; an override opens it', async () => {
    for (const tier of [null, 'warm_up']) {
      const { owner, player } = await ownedPlayer(t);
      if (tier) await subscribe(t.db, owner.user.id, tier);
      const res = await setSlug(player.id, owner.cookie, 'wants-this-one');
      expect(res.statusCode).toBe(403);
      expect(errorJson(res).message).toBe(CUSTOM_URL_LOCKED_MESSAGE);
      expect(CUSTOM_URL_LOCKED_MESSAGE).toContain('First Line or All-Star');
    }
    const { owner, player } = await ownedPlayer(t);
    await grantOverride(t.db, owner.user.id, 'custom_profile_url', true, null);
    expect((await setSlug(player.id, owner.cookie, 'override-url')).statusCode).toBe(200);
  });

  it('no session is 401; another user is 403 on a visible profile, 404 on a hidden one', async () => {
    const { player } = await paidPlayer();
    expect((await setSlug(player.id, undefined, 'not-mine')).statusCode).toBe(401);
    const stranger = await signIn(t, 'PLAYER');
    await subscribe(t.db, stranger.user.id, 'all_star');
    const res = await setSlug(player.id, stranger.cookie, 'not-mine');
    expect(res.statusCode).toBe(403);
    const recruiter = await signIn(t, 'RECRUITER');
    expect((await setSlug(player.id, recruiter.cookie, 'not-mine')).statusCode).toBe(403);
    const hidden = await createPlayer(t.db, { profileStatus: 'draft' });
    expect((await setSlug(hidden.id, stranger.cookie, 'not-mine')).statusCode).toBe(404);
    const [row] = await t.db.select().from(players).where(eq(players.id, player.id));
    expect(row!.slug).toBe(player.slug);
  });

  it("a hidden profile's old address does not redirect (its new one is not given away)", async () => {
    const { owner, player } = await paidPlayer();
    await setSlug(player.id, owner.cookie, 'soon-hidden');
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
    expect((await api.call(endpoints.players.get, { params: { id: player.slug } })).statusCode).toBe(404);
  });
});

describe('GET /api/players/{id}/analytics', () => {
  const analytics = (
    id: string,
    cookie?: string,
    query: EndpointQuery<typeof endpoints.players.analytics> = {},
  ) => api.call(endpoints.players.analytics, { params: { id }, cookie, query });
  /** A read with a query the contract refuses, sent as given. */
  const analyticsRaw = (id: string, cookie: string, queryRaw: Record<string, unknown>) =>
    api.call(endpoints.players.analytics, { params: { id }, cookie, queryRaw });

  async function view(playerId: string, role: string, key: string, daysAgo: number) {
    await t.db.insert(profileViews).values({
      playerId,
      viewerRole: role,
      viewerKey: key,
      viewedOn: isoDay(-daysAgo),
      viewerUserId: null,
    });
  }

  it('views over the last 30 days by day and by role, with the previous period', async () => {
    const { owner, player } = await paidPlayer();
    await view(player.id, 'RECRUITER', 'u:r1', 0);
    await view(player.id, 'RECRUITER', 'u:r1', 1);
    await view(player.id, 'RECRUITER', 'u:r2', 1);
    await view(player.id, 'anonymous', 'a:1', 29);
    await view(player.id, 'PARENT', 'u:p1', 30); // the day before the window
    await view(player.id, 'ORG_STAFF', 'u:o1', 45);
    const res = await analytics(player.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = json(endpoints.players.analytics, res);
    expect(body).toMatchObject({ range: 30, bucket: 'day', from: isoDay(-29), to: isoDay(0) });
    expect(body.totalViews).toBe(4);
    expect(body.uniqueViewers).toBe(3);
    expect(body.previousViews).toBe(2);
    expect(body.series).toHaveLength(30);
    expect(body.series[0]).toEqual({ start: isoDay(-29), views: 1 });
    expect(body.series.at(-2)).toEqual({ start: isoDay(-1), views: 2 });
    expect(body.series.at(-1)).toEqual({ start: isoDay(0), views: 1 });
    expect(body.byRole[0]).toEqual({ role: 'RECRUITER', views: 3 });
    expect(body.byRole).toContainEqual({ role: 'anonymous', views: 1 });
    expect(body.byRole).toContainEqual({ role: 'PARENT', views: 0 });
  });

  it('90 days by week: Monday weeks, the first cut at the window, every view counted once', async () => {
    const { owner, player } = await paidPlayer();
    for (const [i, days] of [0, 6, 13, 40, 89].entries()) await view(player.id, 'RECRUITER', `u:${i}`, days);
    const body = json(endpoints.players.analytics, await analytics(player.id, owner.cookie, { range: '90' }));
    expect(body.bucket).toBe('week');
    expect(body.series[0]!.start).toBe(isoDay(-89));
    expect(body.series.length).toBeGreaterThanOrEqual(13);
    expect(body.series.length).toBeLessThanOrEqual(14);
    for (const entry of body.series.slice(1))
      expect(new Date(`${entry.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(body.series.reduce((s, e) => s + e.views, 0)).toBe(5);
    const daily = json(
      endpoints.players.analytics,
      await analytics(player.id, owner.cookie, { range: '90', bucket: 'day' }),
    );
    expect(daily.series).toHaveLength(90);
  });

  it('bad input is a 400', async () => {
    const { owner, player } = await paidPlayer();
    expect((await analyticsRaw(player.id, owner.cookie, { range: 7 })).statusCode).toBe(400);
    expect((await analyticsRaw(player.id, owner.cookie, { bucket: 'year' })).statusCode).toBe(400);
    expect((await analyticsRaw(player.id, owner.cookie, { other: 1 })).statusCode).toBe(400);
  });

  it('not on the plan: 403 naming the plans', async () => {
    const { owner, player } = await ownedPlayer(t);
    await subscribe(t.db, owner.user.id, 'warm_up');
    const res = await analytics(player.id, owner.cookie);
    expect(res.statusCode).toBe(403);
    expect(errorJson(res).message).toBe(ANALYTICS_LOCKED_MESSAGE);
  });

  it('no session 401; a recruiter, another player or parent 403; a hidden profile 404', async () => {
    const { player } = await paidPlayer();
    expect((await analytics(player.id)).statusCode).toBe(401);
    for (const role of ['RECRUITER', 'PLAYER', 'PARENT', 'ORG_ADMIN'] as const) {
      const other = await signIn(t, role);
      expect((await analytics(player.id, other.cookie)).statusCode, role).toBe(403);
    }
    const hidden = await createPlayer(t.db, { profileStatus: 'draft' });
    const stranger = await signIn(t, 'PLAYER');
    expect((await analytics(hidden.id, stranger.cookie)).statusCode).toBe(404);
  });

  it("a minor's analytics: the parent on a paid plan sees counts by role, never who viewed", async () => {
    const child = await createPlayer(t.db, { birthYear: birthYearForAge(14), profileStatus: 'active' });
    const parent = await linkedParent(t, child.id);
    await subscribe(t.db, parent.user.id, 'first_line');
    const recruiter = await signIn(t, 'RECRUITER', 'Rhonda Recruiter');
    await t.db.insert(profileViews).values({
      playerId: child.id,
      viewerRole: 'RECRUITER',
      viewerKey: `u:${recruiter.user.id}`,
      viewerUserId: recruiter.user.id,
      viewedOn: isoDay(0),
    });
    const res = await analytics(child.id, parent.cookie);
    expect(res.statusCode).toBe(200);
    expect(json(endpoints.players.analytics, res).byRole[0]).toEqual({ role: 'RECRUITER', views: 1 });
    expect(res.body).not.toContain(recruiter.user.id);
    expect(res.body).not.toContain('Rhonda');
    expect(res.body).not.toContain(recruiter.user.email);
  });
});

describe('GET /api/players/{id}/features: the paid switches', () => {
  it('says which of the paid switches the plan includes', async () => {
    const free = await ownedPlayer(t);
    const freeBody = json(
      endpoints.players.features,
      await api.call(endpoints.players.features, {
        params: { id: free.player.id },
        cookie: free.owner.cookie,
      }),
    );
    expect(freeBody.customProfileUrl).toEqual({ hasAccess: false, source: 'tier' });
    expect(freeBody.advancedAnalytics).toEqual({ hasAccess: false, source: 'tier' });
    const paid = await paidPlayer();
    const paidBody = json(
      endpoints.players.features,
      await api.call(endpoints.players.features, {
        params: { id: paid.player.id },
        cookie: paid.owner.cookie,
      }),
    );
    expect(paidBody.customProfileUrl).toEqual({ hasAccess: true, source: 'tier' });
    expect(paidBody.advancedAnalytics).toEqual({ hasAccess: true, source: 'tier' });
  });
});

describe('GET /api/demo-profile', () => {
  it('is null without demo data, and follows the demo profile to its current address', async () => {
    expect(json(endpoints.players.demoProfile, await api.call(endpoints.players.demoProfile, {}))).toEqual({
      path: null,
    });
    const demo = await createPlayer(t.db, { slug: 'ethan-marchetti-demo', profileStatus: 'active' });
    expect(json(endpoints.players.demoProfile, await api.call(endpoints.players.demoProfile, {}))).toEqual({
      path: '/player/ethan-marchetti-demo',
    });
    await t.db.update(players).set({ slug: 'ethan-19' }).where(eq(players.id, demo.id));
    await t.db.insert(playerSlugHistory).values({ oldSlug: 'ethan-marchetti-demo', playerId: demo.id });
    expect(json(endpoints.players.demoProfile, await api.call(endpoints.players.demoProfile, {}))).toEqual({
      path: '/player/ethan-19',
    });
  });
});
