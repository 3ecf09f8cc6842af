import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  games,
  media,
  organizations,
  orgSponsorships,
  players,
  playerTeamHistory,
  skaterGameStats,
  subscriptionTiers,
  teams,
} from '#server/db/schema/index.ts';
import { createOrganization, createPlayer, createTeam } from '#server/db/seed/factories.ts';
import { loadEnv } from '#server/env.ts';
import { consentedMinor, pageReader, sessionOf, withPageTestApps } from '#test/page-kit.ts';
import { birthYearForAge, ownedPlayer, signIn } from '#test/players-kit.ts';
import { secondApp } from '#test/second-app.ts';
import { createPageCache, PAGE_CACHE_HEADER } from './index.ts';

/**
 * The page cache (page-cache.ts, D196-D199): a signed-out visitor's page is served again from memory
 * (x-page-cache: hit) and replaced within a second of any change that shows on it, on this process and on
 * another one on the same PostgreSQL database; a signed-in visitor is never served the signed-out page
 * (their own pages: page-cache-viewer.test.ts).
 */
const pg = process.env.TEST_DATABASE_URL;
const { t, api, clientDir, second } = withPageTestApps('page-cache');
const page = pageReader(t, 'page-cache-test');

/** Asks twice: the second answer must come from the cache. */
async function cached(url: string, app = t.app) {
  await page(url, undefined, app);
  const res = await page(url, undefined, app);
  expect(res.statusCode).toBe(200);
  expect(res.headers[PAGE_CACHE_HEADER], url).toBe('hit');
  return res;
}

/** Polls the page (signed out) until `check` holds, for at most one second. */
async function freshWithin1s(
  url: string,
  check: (res: Awaited<ReturnType<typeof page>>) => boolean,
  app = t.app,
) {
  await expect
    .poll(async () => check(await page(url, undefined, app)), { timeout: 1_000, interval: 20 })
    .toBe(true);
}

describe('the cache itself', () => {
  it('keeps nothing while not listening, refuses a render overlapping a change of its tags, evicts by bytes', () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 100 });
    const entry = { status: 200, html: 'x'.repeat(15), tags: ['player:a'], views: [], encoded: {} };
    expect(cache.fill('k1', entry, cache.begin())).toBe(false);
    cache.setListening(true);
    const since = cache.begin();
    cache.invalidate('player:b');
    expect(cache.fill('k1', entry, since)).toBe(true);
    const overlapped = cache.begin();
    cache.invalidate('player:a');
    expect(cache.fill('k2', entry, overlapped)).toBe(false);
    expect(cache.get('k1')).toBeUndefined();
    for (const key of ['k1', 'k2', 'k3', 'k4']) cache.fill(key, entry, cache.begin());
    expect(cache.size).toBe(3);
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.used).toBeLessThanOrEqual(100);
    cache.setListening(false);
    expect(cache.get('k4')).toBeUndefined();
  });
});

describe('signed-out pages served from the cache', { timeout: 90_000 }, () => {
  it('/, /pricing, a profile and an organization are kept; no session in them; the view is recorded on a hit', async () => {
    const { player } = await ownedPlayer(t, {
      firstName: 'Cached',
      lastName: 'Skater',
      birthYear: birthYearForAge(20),
    });
    const org = await createOrganization(t.db, { name: 'Cache Club' });
    for (const url of ['/', '/pricing', `/player/${player.slug}`, `/org/${org.slug}`]) {
      const res = await cached(url);
      expect(sessionOf(res.body)).toBeNull();
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
    }
    // Compressed hits (kept compressed once per encoding) carry the same page.
    const plain = await page(`/player/${player.slug}`);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/player/${player.slug}`,
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(res.headers[PAGE_CACHE_HEADER]).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('Cookie, accept-encoding');
      const raw = res.rawPayload;
      const html = encoding === 'br' ? brotliDecompressSync(raw) : gunzipSync(raw);
      expect(html.toString('utf8')).toBe(plain.body);
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/player/${player.slug}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers[PAGE_CACHE_HEADER]).toBe('hit');
    const recorded = t.app.ctx.profileViews.stats.buffered + t.app.ctx.profileViews.stats.merged;
    await page(`/player/${player.slug}`);
    const after = t.app.ctx.profileViews.stats;
    expect(after.buffered + after.merged).toBe(recorded + 1);
  });

  it('a signed-in visitor is never served the kept page, and is shown their own session', async () => {
    const { player } = await ownedPlayer(t, {
      firstName: 'Seen',
      lastName: 'Byall',
      birthYear: birthYearForAge(20),
    });
    await cached(`/player/${player.slug}`);
    const recruiter = await signIn(t, 'RECRUITER', 'Rita Recruiter');
    const res = await page(`/player/${player.slug}`, recruiter.cookie);
    // Rendered for the recruiter (kept for them alone, D200), never the signed-out visitors' page.
    expect(res.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(JSON.stringify(sessionOf(res.body))).toContain(recruiter.user.id);
    // Signed out again (session revoked): the signed-out page, with no session in it.
    expect((await api.call(contract.auth.logout, { cookie: recruiter.cookie })).statusCode).toBeLessThan(300);
    const after = await page(`/player/${player.slug}`, recruiter.cookie);
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(sessionOf(after.body)).toBeNull();
    expect(after.body).not.toContain('Rita Recruiter');
  });

  it('PAGE_CACHE=off renders every page', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PAGE_CACHE: 'off',
    });
    expect(env.PAGE_CACHE).toBe(false);
    const off = await secondApp(t, { clientDir, env });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await page('/pricing', undefined, off.app);
        expect(res.statusCode).toBe(200);
        expect(res.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });

  it('a page answered with another status than 200 is never kept', async () => {
    const res1 = await page('/no-such-page');
    const res2 = await page('/no-such-page');
    expect(res1.statusCode).toBe(404);
    expect(res2.headers[PAGE_CACHE_HEADER]).toBe('miss');
  });
});

describe('a kept page is replaced within 1 s of a change that shows on it', { timeout: 90_000 }, () => {
  it('profile edit (API), game stats, media, team history and a team’s new name', async () => {
    const { player, owner } = await ownedPlayer(t, {
      firstName: 'Edit',
      lastName: 'Me',
      birthYear: birthYearForAge(20),
    });
    const url = `/player/${player.slug}`;
    await cached(url);
    const edit = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { bio: 'Fresh bio Kappa' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await freshWithin1s(url, (r) => r.body.includes('Fresh bio Kappa'));

    await cached(url);
    const [game] = await t.db
      .insert(games)
      .values({ playerId: player.id, gameDate: '2025-01-10', opponent: 'Opponent Sigma' })
      .returning();
    await t.db.insert(skaterGameStats).values({ gameId: game!.id, playerId: player.id, goals: 7, points: 7 });
    await freshWithin1s(url, (r) => r.headers[PAGE_CACHE_HEADER] === 'miss');

    await cached(url);
    await t.db.insert(media).values({ playerId: player.id, type: 'image', url: '/media/new-photo-tau.webp' });
    await freshWithin1s(url, (r) => r.body.includes('new-photo-tau'));

    await cached(url);
    const team = await createTeam(t.db, { name: 'Team Upsilon' });
    await t.db
      .insert(playerTeamHistory)
      .values({ playerId: player.id, teamId: team.id, season: '2024-25' } as never);
    await t.db.update(players).set({ currentTeamId: team.id }).where(eq(players.id, player.id));
    await freshWithin1s(url, (r) => r.body.includes('Team Upsilon'));

    await cached(url);
    await t.db.update(teams).set({ name: 'Team Phi' }).where(eq(teams.id, team.id));
    await freshWithin1s(url, (r) => r.body.includes('Team Phi'));
  });

  it("a minor's Share menu turned off by a parent (API) leaves the kept page, and comes back (D296)", async () => {
    const { minor, parent } = await consentedMinor(t, api, { firstName: 'Share', lastName: 'Switch' });
    const url = `/player/${minor.slug}`;
    const shareMenu = async (on: boolean) => {
      const res = await api.call(contract.players.update, {
        params: { id: minor.id },
        cookie: parent.cookie,
        body: { shareMenu: on },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect((await cached(url)).body).toContain('Share Profile');
    await shareMenu(false);
    await freshWithin1s(url, (r) => r.statusCode === 200 && !r.body.includes('Share Profile'));
    await cached(url);
    await shareMenu(true);
    await freshWithin1s(url, (r) => r.body.includes('Share Profile'));
  });

  it('organization: its own edit and its roster', async () => {
    const org = await createOrganization(t.db, { name: 'Org Chi' });
    const url = `/org/${org.slug}`;
    await cached(url);
    await t.db.update(organizations).set({ name: 'Org Psi' }).where(eq(organizations.id, org.id));
    await freshWithin1s(url, (r) => r.body.includes('Org Psi'));

    const rostered = await createPlayer(t.db, {
      firstName: 'Rostered',
      lastName: 'Omicron',
      birthYear: birthYearForAge(19),
    });
    await cached(url);
    await t.db
      .insert(orgSponsorships)
      .values({ organizationId: org.id, playerId: rostered.id, status: 'active' } as never);
    await freshWithin1s(url, (r) => r.body.includes('Omicron'));

    // A player on the roster edited (the card), then hidden: off the kept roster at once.
    await cached(url);
    await t.db.update(players).set({ lastName: 'Omegan' }).where(eq(players.id, rostered.id));
    await freshWithin1s(url, (r) => r.body.includes('Omegan'));
    await cached(url);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, rostered.id));
    await freshWithin1s(url, (r) => !r.body.includes('Omegan'));
  });

  it('pricing: a tier’s price', async () => {
    await cached('/pricing');
    const [tier] = await t.db.select().from(subscriptionTiers).limit(1);
    expect(tier, 'the migrations seed the plans').toBeDefined();
    await t.db
      .update(subscriptionTiers)
      .set({ name: 'Tier Rho' } as never)
      .where(eq(subscriptionTiers.id, tier!.id));
    await freshWithin1s('/pricing', (r) => r.headers[PAGE_CACHE_HEADER] === 'miss');
  });

  it('a minor hidden: consent withdrawn (API), status changed, player deleted: the kept page never outlives it', async () => {
    const { minor, parent } = await consentedMinor(t, api, { firstName: 'Minor', lastName: 'Lambda' });
    const url = `/player/${minor.slug}`;
    await cached(url);
    const withdrawn = await api.call(contract.dataControl.withdrawConsent, {
      params: { id: minor.id },
      cookie: parent.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await freshWithin1s(url, (r) => r.statusCode === 404);

    const other = await createPlayer(t.db, {
      firstName: 'Minor',
      lastName: 'Mu',
      birthYear: birthYearForAge(15),
    });
    await cached(`/player/${other.slug}`);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, other.id));
    await freshWithin1s(`/player/${other.slug}`, (r) => r.statusCode === 404);

    const gone = await createPlayer(t.db, {
      firstName: 'Gone',
      lastName: 'Nu',
      birthYear: birthYearForAge(16),
    });
    await cached(`/player/${gone.slug}`);
    await t.db.delete(players).where(eq(players.id, gone.id));
    await freshWithin1s(`/player/${gone.slug}`, (r) => r.statusCode === 404);
  });
});

describe.skipIf(!pg)('across two processes on one PostgreSQL database', { timeout: 90_000 }, () => {
  it('a page kept by B is replaced within 1 s of a change written through A', async () => {
    const { player, owner } = await ownedPlayer(t, {
      firstName: 'Two',
      lastName: 'Procs',
      birthYear: birthYearForAge(20),
    });
    const url = `/player/${player.slug}`;
    await cached(url, second()!.app);
    const edit = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { bio: 'From A Xi' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await freshWithin1s(url, (r) => r.body.includes('From A Xi'), second()!.app);

    await cached(url, second()!.app);
    await t.db.update(players).set({ profileStatus: 'inactive' }).where(eq(players.id, player.id));
    await freshWithin1s(url, (r) => r.statusCode === 404, second()!.app);
  });
});
