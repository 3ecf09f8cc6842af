import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { media, players } from '#server/db/schema/index.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { ALL_TAGS } from '#server/lib/tagged-cache.ts';
import { consentedMinor } from '#test/page-kit.ts';
import { signIn } from '#test/players-kit.ts';
import { queryOf, searchWorld } from '#test/search-kit.ts';
import { secondApp } from '#test/second-app.ts';
import { SEARCH_CACHE_HEADER, SEARCH_TAG, searchChangeTag, searchKey } from './search-cache.ts';

/**
 * The search cache (search-cache.ts, D356): the same query again is answered from memory, to anyone who may
 * search and to no one else, and any change that a search could read drops the kept answers on this process
 * at once and on another one within a second: a minor hidden (consent withdrawn through the API), a status
 * changed, a new player, a photo, a deletion.
 */
const { t, api, world } = searchWorld();

/** A search as the recruiter, through the contract on this file's app or by path on another. */
async function ask(query: string, cookie = world.recruiter.cookie, app?: FastifyInstance) {
  const res = app
    ? await app.inject({ method: 'GET', url: `/api/players/search?${query}`, headers: { cookie } })
    : await api.call(contract.search.players, { queryRaw: queryOf(query), cookie });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as { players: { id: string; lastName: string }[]; total: number }, res };
}

/** Asks twice: the first reads the database or the cache, the second must be a hit with the same answer. */
async function kept(query: string, app?: FastifyInstance) {
  const first = await ask(query, undefined, app);
  const second = await ask(query, undefined, app);
  expect(second.res.headers[SEARCH_CACHE_HEADER], query).toBe('hit');
  expect(second.body).toEqual(first.body);
  return second.body;
}

const idsOf = (body: { players: { id: string }[] }) => body.players.map((p) => p.id);

describe('search cache', () => {
  it('maps each change to what it drops: every answer but for a viewer or the plans', () => {
    expect(searchChangeTag('player:1b2c')).toBe(SEARCH_TAG);
    expect(searchChangeTag('slugs')).toBe(SEARCH_TAG);
    expect(searchChangeTag('org:77')).toBe(SEARCH_TAG);
    expect(searchChangeTag(ALL_TAGS)).toBe(ALL_TAGS);
    expect(searchChangeTag('user:9')).toBeUndefined();
    expect(searchChangeTag('tiers')).toBeUndefined();
  });

  it('keys a query by everything it asks: page, sort and filters', () => {
    const base = { page: 1, pageSize: 24 } as Parameters<typeof searchKey>[0];
    expect(searchKey(base)).toBe(searchKey({ ...base }));
    expect(searchKey(base)).not.toBe(searchKey({ ...base, page: 2 }));
    expect(searchKey(base)).not.toBe(searchKey({ ...base, sort: 'name' }));
    expect(searchKey(base)).not.toBe(searchKey({ ...base, keyword: 'smith' }));
  });

  it('answers a repeated query from memory, with the same answer, to another recruiter too', async () => {
    const first = await ask('birthYear=2008');
    expect(first.res.headers[SEARCH_CACHE_HEADER]).toBe('miss');
    const again = await ask('birthYear=2008', (await signIn(t, 'RECRUITER')).cookie);
    expect(again.res.headers[SEARCH_CACHE_HEADER]).toBe('hit');
    expect(again.body).toEqual(first.body);
    // Another page or order of the same filters is its own answer.
    expect((await ask('birthYear=2008&sort=name')).res.headers[SEARCH_CACHE_HEADER]).toBe('miss');
  });

  it('never serves a kept answer without a session, to a role that may not search, or for bad input', async () => {
    await kept('positions=C');
    const anon = await api.call(contract.search.players, { queryRaw: queryOf('positions=C') });
    expect(anon.statusCode).toBe(401);
    expect(anon.headers[SEARCH_CACHE_HEADER]).toBeUndefined();
    for (const role of ['PLAYER', 'PARENT'] as const) {
      const res = await api.call(contract.search.players, {
        queryRaw: queryOf('positions=C'),
        cookie: (await signIn(t, role)).cookie,
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.headers[SEARCH_CACHE_HEADER]).toBeUndefined();
    }
    const bad = await api.call(contract.search.players, {
      queryRaw: queryOf('positions=C&page=0'),
      cookie: world.recruiter.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('never outlives a minor becoming hidden: consent withdrawn, status changed, player deleted', async () => {
    const { minor, parent } = await consentedMinor(t, api, { firstName: 'Cached', lastName: 'Zeta' });
    expect(idsOf(await kept('keyword=zeta'))).toEqual([minor.id]);
    const withdrawn = await api.call(contract.dataControl.withdrawConsent, {
      params: { id: minor.id },
      cookie: parent.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // The writer's own process heard the change before the write's request ended (D127).
    const after = await ask('keyword=zeta');
    expect(after.res.headers[SEARCH_CACHE_HEADER]).toBe('miss');
    expect(after.body.total).toBe(0);

    const other = await createPlayer(t.db, { firstName: 'Cached', lastName: 'Theta', birthYear: 2009 });
    expect(idsOf(await kept('keyword=theta'))).toEqual([other.id]);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, other.id));
    expect((await ask('keyword=theta')).body.total).toBe(0);
    await t.db.update(players).set({ profileStatus: 'active' }).where(eq(players.id, other.id));
    expect(idsOf(await kept('keyword=theta'))).toEqual([other.id]);
    await t.db.delete(players).where(eq(players.id, other.id));
    expect((await ask('keyword=theta')).body.total).toBe(0);
  });

  it('drops kept answers when a new player matches and when a card changes', async () => {
    const before = await kept('keyword=omicron');
    expect(before.total).toBe(0);
    const added = await createPlayer(t.db, { firstName: 'Cached', lastName: 'Omicron', birthYear: 2010 });
    expect(idsOf((await ask('keyword=omicron')).body)).toEqual([added.id]);
    await kept('keyword=omicron');
    await t.db.insert(media).values({ playerId: added.id, type: 'image', url: '/media/omicron.jpg' });
    const withPhoto = await ask('keyword=omicron');
    expect(withPhoto.res.headers[SEARCH_CACHE_HEADER]).toBe('miss');
    expect(withPhoto.body.players[0]).toMatchObject({ profileImageUrl: '/media/omicron.jpg' });
  });

  it('never keeps a total counted before a change: a full page after a player is hidden counts again', async () => {
    const [a, b] = [
      await createPlayer(t.db, { firstName: 'Cached', lastName: 'Sigma', birthYear: 2012 }),
      await createPlayer(t.db, { firstName: 'Cached', lastName: 'Tau', birthYear: 2012 }),
    ];
    // One to a page: the page is full, so its total is the count's, not the page's.
    expect((await kept('birthYear=2012&pageSize=1')).total).toBe(2);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, a!.id));
    expect((await ask('birthYear=2012&pageSize=1')).body).toMatchObject({
      total: 1,
      players: [{ id: b!.id }],
    });
    expect((await kept('birthYear=2012&pageSize=1')).total).toBe(1);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('with a second process on the same database', () => {
    let b: Awaited<ReturnType<typeof secondApp>>;
    beforeAll(async () => {
      b = await secondApp(t);
    });
    afterAll(async () => {
      await b.close();
    });

    it("drops the other process's kept answers within a second of a change", async () => {
      const player = await createPlayer(t.db, { firstName: 'Cached', lastName: 'Kappa', birthYear: 2008 });
      // The other process hears of the new player a moment later; an answer read meanwhile is not kept.
      await expect
        .poll(async () => (await ask('keyword=kappa', undefined, b.app)).res.headers[SEARCH_CACHE_HEADER], {
          timeout: 1000,
          interval: 20,
        })
        .toBe('hit');
      expect(idsOf(await kept('keyword=kappa', b.app))).toEqual([player.id]);
      await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
      await expect
        .poll(async () => (await ask('keyword=kappa', undefined, b.app)).body.total, {
          timeout: 1000,
          interval: 20,
        })
        .toBe(0);
    });
  });
});
