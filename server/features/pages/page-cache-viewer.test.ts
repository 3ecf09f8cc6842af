import zlib, { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { playerParents, users } from '#server/db/schema/index.ts';
import { createOrganization, createPlayer } from '#server/db/seed/factories.ts';
import { consentedMinor, pageReader, sessionOf, withPageTestApps } from '#test/page-kit.ts';
import { birthYearForAge, linkedParent, ownedPlayer, signIn, subscribe } from '#test/players-kit.ts';
import { createPageCache, PAGE_CACHE_HEADER } from './index.ts';

/**
 * A signed-in viewer's pages (D200, D201): kept for that user alone, never served to another user or to a
 * signed-out visitor, and replaced within a second of any change to what the render read of the viewer or
 * of the page, on this process and on another one on the same PostgreSQL database.
 */
const { t, api, second } = withPageTestApps('page-cache-viewer');
const page = pageReader(t, 'page-cache-viewer-test');
/** The signed-in user a page's session read names. */
type Viewer = { id: string; name: string };

/**
 * Asks until the answer comes from the cache, for at most one second: a notification of a write committed
 * just before (signing in writes the users row) may arrive after the first render was kept, and drop it.
 */
async function cached(url: string, cookie?: string, app = t.app) {
  let res = await page(url, cookie, app);
  const until = Date.now() + 1_000;
  do {
    res = await page(url, cookie, app);
    if (res.headers[PAGE_CACHE_HEADER] === 'hit') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  expect(res.statusCode).toBe(200);
  expect(res.headers[PAGE_CACHE_HEADER], url).toBe('hit');
  return res;
}

/** Polls the page until `check` holds, for at most one second. */
async function within1s(
  url: string,
  cookie: string | undefined,
  check: (res: Awaited<ReturnType<typeof page>>) => boolean,
  app = t.app,
) {
  await expect
    .poll(async () => check(await page(url, cookie, app)), { timeout: 1_000, interval: 20 })
    .toBe(true);
}
const rendered = (res: Awaited<ReturnType<typeof page>>) => res.headers[PAGE_CACHE_HEADER] === 'miss';

describe('the cache itself', () => {
  it('a shorter life for an entry (a viewer’s page) is kept to', async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    cache.setListening(true);
    const entry = { status: 200, html: 'x', tags: ['user:a'], views: [], encoded: {} };
    expect(cache.fill('short', entry, cache.begin(), 30)).toBe(true);
    expect(cache.fill('long', entry, cache.begin())).toBe(true);
    expect(cache.get('short')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBeDefined();
    cache.invalidate('user:a');
    expect(cache.get('long')).toBeUndefined();
  });
});

describe("a signed-in viewer's pages", { timeout: 90_000 }, () => {
  it('are kept for that viewer only: another recruiter and a signed-out visitor never get them', async () => {
    const { player } = await ownedPlayer(t, {
      firstName: 'Viewer',
      lastName: 'Kept',
      birthYear: birthYearForAge(20),
    });
    const org = await createOrganization(t.db, { name: 'Viewer Club' });
    const rita = await signIn(t, 'RECRUITER', 'Rita Recruiter');
    const rob = await signIn(t, 'RECRUITER', 'Rob Recruiter');
    for (const url of ['/', '/pricing', `/player/${player.slug}`, `/org/${org.slug}`]) {
      const mine = await cached(url, rita.cookie);
      expect(sessionOf<Viewer>(mine.body)?.id, url).toBe(rita.user.id);
      // Another recruiter: rendered for him, with his own session, then kept for him.
      const his = await page(url, rob.cookie);
      expect(his.headers[PAGE_CACHE_HEADER], url).toBe('miss');
      expect(sessionOf<Viewer>(his.body)?.id, url).toBe(rob.user.id);
      expect(his.body, url).not.toContain('Rita Recruiter');
      const hisAgain = await page(url, rob.cookie);
      expect(hisAgain.headers[PAGE_CACHE_HEADER], url).toBe('hit');
      expect(sessionOf<Viewer>(hisAgain.body)?.id, url).toBe(rob.user.id);
      // Signed out: never the recruiters' page.
      for (const anonymous of [await page(url), await page(url)]) {
        expect(sessionOf<Viewer>(anonymous.body), url).toBeNull();
        expect(anonymous.body, url).not.toContain('Rita Recruiter');
        expect(anonymous.body, url).not.toContain('Rob Recruiter');
      }
      // A cookie that names no session is signed out: the signed-out page.
      const forged = await page(url, 'rs_session=not-a-session');
      expect(forged.headers[PAGE_CACHE_HEADER], url).toBe('hit');
      expect(sessionOf<Viewer>(forged.body), url).toBeNull();
    }
  });

  it('a render that read an answer without the viewer’s tag is not kept (the recruiter search)', async () => {
    const rita = await signIn(t, 'RECRUITER');
    for (const _ of [1, 2]) {
      const res = await page('/recruiter/search?positions=C', rita.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers[PAGE_CACHE_HEADER]).toBe('miss');
    }
  });

  it('many asking at once for a page not kept: one render, the others wait for it and get it (D215)', async () => {
    const rita = await signIn(t, 'RECRUITER');
    // The sign-in's own notification is in before the test: a kept page is a hit.
    await cached('/pricing', rita.cookie);
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('/', rita.cookie)));
    const how = answers.map((r) => r.headers[PAGE_CACHE_HEADER]).sort();
    expect(how).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    for (const res of answers) expect(sessionOf<Viewer>(res.body)?.id).toBe(rita.user.id);
    // Another viewer asking at the same time waits for nobody else's render: their own key.
    const rob = await signIn(t, 'RECRUITER');
    await cached('/pricing', rob.cookie);
    const [his, hers] = await Promise.all([page('/org/no-such-org', rob.cookie), page('/', rita.cookie)]);
    expect(hers.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(sessionOf<Viewer>(his.body)?.id).toBe(rob.user.id);
  });

  it('many asking at once with a browser’s accept-encoding: the page is compressed once, not once each', async () => {
    const rita = await signIn(t, 'RECRUITER');
    await cached('/pricing', rita.cookie);
    const compressions = vi.spyOn(zlib, 'brotliCompress');
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({
            method: 'GET',
            url: '/',
            headers: { cookie: rita.cookie, 'accept-encoding': 'gzip, deflate, br' },
          }),
        ),
      );
      expect(answers.map((r) => r.headers[PAGE_CACHE_HEADER]).sort()).toEqual([
        'hit',
        'hit',
        'hit',
        'hit',
        'hit',
        'miss',
      ]);
      const bodies = new Set(answers.map((r) => brotliDecompressSync(r.rawPayload).toString('utf8')));
      expect(bodies.size).toBe(1);
      expect(sessionOf<Viewer>([...bodies][0]!)?.id).toBe(rita.user.id);
      // The render's own answer and the five that waited for it share one compression.
      expect(compressions).toHaveBeenCalledTimes(1);
    } finally {
      compressions.mockRestore();
    }
  });

  it('a hit records the viewer’s profile view, as the render does', async () => {
    const { player } = await ownedPlayer(t, {
      firstName: 'Viewed',
      lastName: 'Often',
      birthYear: birthYearForAge(20),
    });
    const rita = await signIn(t, 'RECRUITER');
    await cached(`/player/${player.slug}`, rita.cookie);
    const before = t.app.ctx.profileViews.stats;
    const recorded = before.buffered + before.merged;
    expect((await page(`/player/${player.slug}`, rita.cookie)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    const after = t.app.ctx.profileViews.stats;
    expect(after.buffered + after.merged).toBe(recorded + 1);
  });

  it('replaced within 1 s: list, note, rating, tier, name, profile change; logout is never served', async () => {
    const { player, owner } = await ownedPlayer(t, {
      firstName: 'Listed',
      lastName: 'Skater',
      birthYear: birthYearForAge(20),
    });
    const rita = await signIn(t, 'RECRUITER', 'Rita Recruiter');
    const url = `/player/${player.slug}`;
    const b = second();
    const apps = b ? [t.app, b.app] : [t.app];
    const allCached = async () => {
      for (const app of apps) await cached(url, rita.cookie, app);
    };
    const allRendered = async () => {
      for (const app of apps) await within1s(url, rita.cookie, rendered, app);
    };

    await allCached();
    const list = await api.call(contract.lists.create, {
      cookie: rita.cookie,
      body: { name: 'Shortlist Viewer' },
    });
    expect(list.statusCode, list.body).toBe(201);
    await allRendered();
    await allCached();
    const item = await api.call(contract.lists.items.add, {
      params: { listId: list.json().list.id },
      cookie: rita.cookie,
      body: { playerId: player.id },
    });
    expect(item.statusCode, item.body).toBe(201);
    await allRendered();

    await allCached();
    const note = await api.call(contract.notes.create, {
      params: { id: player.id },
      cookie: rita.cookie,
      body: { note: 'Quick feet' },
    });
    expect(note.statusCode, note.body).toBe(201);
    await allRendered();

    await allCached();
    const rating = await api.call(contract.ratings.save, {
      params: { id: player.id },
      cookie: rita.cookie,
      body: { overall: 4 },
    });
    expect(rating.statusCode, rating.body).toBeLessThan(300);
    await allRendered();

    await allCached();
    await subscribe(t.db, rita.user.id, 'all_star');
    await allRendered();

    // The users row: the session read shows the new name.
    await allCached();
    await t.db.update(users).set({ name: 'Rita Renamed' }).where(eq(users.id, rita.user.id));
    for (const app of apps) {
      await within1s(url, rita.cookie, (r) => sessionOf<Viewer>(r.body)?.name === 'Rita Renamed', app);
    }

    // The player's own profile: the owner's edit.
    await allCached();
    const edit = await api.call(contract.players.update, {
      params: { id: player.id },
      cookie: owner.cookie,
      body: { bio: 'Viewer bio Sigma' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    for (const app of apps) await within1s(url, rita.cookie, (r) => r.body.includes('Viewer bio Sigma'), app);

    // Signed out: the cookie names no session any more; the kept page is never served to it.
    await allCached();
    expect((await api.call(contract.auth.logout, { cookie: rita.cookie })).statusCode).toBeLessThan(300);
    for (const app of apps) {
      const after = await page(url, rita.cookie, app);
      expect(sessionOf<Viewer>(after.body)).toBeNull();
      expect(after.body).not.toContain('Rita Renamed');
    }
  });

  it('a minor hidden (consent withdrawn) is gone from the viewer’s kept page within 1 s', async () => {
    const { minor, parent } = await consentedMinor(t, api, { firstName: 'Minor', lastName: 'Viewer' });
    const rita = await signIn(t, 'RECRUITER');
    const url = `/player/${minor.slug}`;
    const b = second();
    const apps = b ? [t.app, b.app] : [t.app];
    for (const app of apps) await cached(url, rita.cookie, app);
    const withdrawn = await api.call(contract.dataControl.withdrawConsent, {
      params: { id: minor.id },
      cookie: parent.cookie,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    for (const app of apps) await within1s(url, rita.cookie, (r) => r.statusCode === 404, app);
  });

  it("a parent's page follows the link: managing shows on the page, and unlinking drops it", async () => {
    const minor = await createPlayer(t.db, {
      firstName: 'Managed',
      lastName: 'Minor',
      birthYear: birthYearForAge(14),
      profileStatus: 'draft',
      parentalConsentRequired: true,
    });
    const parent = await linkedParent(t, minor.id);
    const url = `/player/${minor.slug}`;
    // A draft profile exists only for its managers: the parent's page is kept for the parent.
    const mine = await cached(url, parent.cookie);
    expect(sessionOf<Viewer>(mine.body)?.id).toBe(parent.user.id);
    expect((await page(url)).statusCode).toBe(404);
    await t.db.delete(playerParents).where(eq(playerParents.parentUserId, parent.user.id));
    await within1s(url, parent.cookie, (r) => r.statusCode === 404);
  });
});
