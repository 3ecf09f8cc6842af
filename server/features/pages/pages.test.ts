import { beforeAll, describe, expect, it } from 'vitest';
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from '#client/app/hydration.ts';
import { media, playerSlugHistory, profileViews, upcomingEvents } from '#server/db/schema/index.ts';
import { createPlayer, type Player } from '#server/db/seed/factories.ts';
import { alsoFromCache, pageClientDir } from '#test/page-kit.ts';
import {
  birthForAge,
  birthJustUnder,
  birthYearForAge,
  isoDay,
  linkedParent,
  ownedPlayer,
  signIn,
} from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { WARM_UP_PAGES, warmPages } from './index.ts';

/**
 * Server rendering: the public pages arrive as HTML with their content and head, carry the data
 * they were drawn from, and answer 404 where the page is not there. The template is the project's own
 * index.html (the build adds its script tags to it).
 */
const clientDir = pageClientDir('pages');

const { t } = withTestApp({ clientDir });
const page = (url: string, cookie?: string) =>
  alsoFromCache(
    () =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { 'user-agent': 'pages-test', ...(cookie ? { cookie } : {}) },
      }),
    { signedIn: Boolean(cookie) },
  );

/** The hydration payload a page carries. */
function payloadOf(html: string): HydrationPayload {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`, 's'),
  );
  expect(match, 'the page carries its data').not.toBeNull();
  return JSON.parse(match![1]!) as HydrationPayload;
}
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) =>
  headOf(html).match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];

let adult: Player;
let minor: Player;
let hidden: Player;
beforeAll(async () => {
  adult = (
    await ownedPlayer(t, {
      firstName: 'Jamie',
      lastName: 'Skater',
      birthYear: birthYearForAge(20),
      city: 'Duluth',
      region: 'Minnesota',
    })
  ).player;
  minor = (
    await ownedPlayer(t, {
      firstName: 'Robin',
      lastName: 'Junior',
      birthYear: birthYearForAge(15),
      city: 'Hibbing',
      region: 'Minnesota',
    })
  ).player;
  hidden = await createPlayer(t.db, { firstName: 'Hidden', lastName: 'Draft', profileStatus: 'draft' });
  await t.db.insert(media).values([
    { playerId: adult.id, type: 'image', url: '/media/adult-photo.webp' },
    { playerId: minor.id, type: 'image', url: '/media/minor-photo.webp' },
  ]);
});

describe('server-rendered player profile', () => {
  it("an adult's profile arrives with the name, the meta tags and the photo", async () => {
    const res = await page(`/player/${adult.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toContain('Jamie');
    expect(body).toContain('Skater');
    expect(headOf(html)).toContain('<title>Jamie Skater');
    expect(metaContent(html, 'description')).toContain('Jamie Skater');
    expect(metaContent(html, 'description')).toContain('Duluth');
    expect(headOf(html)).toContain(
      `<link rel="canonical" href="${t.app.ctx.env.APP_URL}/player/${adult.slug}" />`,
    );
    expect(metaContent(html, 'og:title')).toContain('Jamie Skater');
    expect(metaContent(html, 'og:url')).toBe(`${t.app.ctx.env.APP_URL}/player/${adult.slug}`);
    expect(metaContent(html, 'og:image')).toBe(`${t.app.ctx.env.APP_URL}/media/adult-photo.webp`);
    expect(metaContent(html, 'twitter:image')).toBe(`${t.app.ctx.env.APP_URL}/media/adult-photo.webp`);
    // One title and one description: the template's defaults gave way.
    expect(headOf(html).match(/<title>/g)).toHaveLength(1);
    expect(headOf(html).match(/name="description"/g)).toHaveLength(1);
  });

  it("a minor's head has the generic image and no city", async () => {
    const res = await page(`/player/${minor.slug}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head).toContain('Robin Junior');
    expect(head).not.toContain('minor-photo');
    expect(head).not.toContain('Hibbing');
    expect(metaContent(res.body, 'og:image')).toBe(`${t.app.ctx.env.APP_URL}/og-image.png`);
  });

  it("a minor's link preview carries no place: no city, region or rink of an upcoming event", async () => {
    const { player } = await ownedPlayer(t, {
      firstName: 'Kit',
      lastName: 'Placeless',
      birthYear: birthYearForAge(14),
      city: 'Eveleth',
      region: 'Minnesota',
    });
    await t.db.insert(upcomingEvents).values([
      { playerId: player.id, date: isoDay(5), eventName: 'Iron Range Cup', location: 'Hippodrome Arena' },
      { playerId: player.id, date: isoDay(9), eventName: 'Game vs Virginia', location: 'Miners Memorial' },
    ]);
    const head = headOf((await page(`/player/${player.slug}`)).body);
    expect(head).toContain('Kit Placeless');
    for (const place of ['Eveleth', 'Minnesota', 'Hippodrome', 'Miners Memorial', 'Iron Range', 'Virginia']) {
      expect(head, place).not.toContain(place);
    }
  });

  it("a minor's page shows no Share Profile menu to anyone when the parents turned it off (D296)", async () => {
    const { player: shared } = await ownedPlayer(t, { firstName: 'Sam', birthYear: birthYearForAge(13) });
    const { player } = await ownedPlayer(t, {
      firstName: 'Sam',
      lastName: 'Unshared',
      birthYear: birthYearForAge(13),
      shareMenu: false,
    });
    expect((await page(`/player/${shared.slug}`)).body).toContain('Share Profile');
    const parent = await linkedParent(t, player.id);
    const visitor = await signIn(t, 'PARENT');
    for (const cookie of [undefined, visitor.cookie, parent.cookie]) {
      const res = await page(`/player/${player.slug}`, cookie);
      expect(res.statusCode).toBe(200);
      const body = res.body.slice(res.body.indexOf('<div id="root">'));
      expect(body).toContain('Unshared');
      expect(body).not.toContain('Share Profile');
    }
  });

  it('link previews follow the month of birth: from the 18th birthday on, never the month itself', async () => {
    const eighteen = (await ownedPlayer(t, { firstName: 'Ella', lastName: 'Month', ...birthForAge(18) }))
      .player;
    const seventeen = (await ownedPlayer(t, { firstName: 'Otto', lastName: 'Month', ...birthJustUnder(18) }))
      .player;
    await t.db.insert(media).values([
      { playerId: eighteen.id, type: 'image', url: '/media/eighteen-photo.webp' },
      { playerId: seventeen.id, type: 'image', url: '/media/seventeen-photo.webp' },
    ]);
    const adultPage = await page(`/player/${eighteen.slug}`);
    expect(metaContent(adultPage.body, 'og:image')).toBe(
      `${t.app.ctx.env.APP_URL}/media/eighteen-photo.webp`,
    );
    const minorPage = await page(`/player/${seventeen.slug}`);
    expect(metaContent(minorPage.body, 'og:image')).toBe(`${t.app.ctx.env.APP_URL}/og-image.png`);
    for (const res of [adultPage, minorPage]) expect(res.body).not.toContain('birthMonth');
  });

  it('the embedded data is what the API answers', async () => {
    const res = await page(`/player/${adult.slug}`);
    const { queries } = payloadOf(res.body);
    const cached = (key: string[]) =>
      queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;
    const api = async (url: string) => (await page(url)).json();
    expect(cached(['api', 'players', adult.slug])).toEqual(await api(`/api/players/${adult.slug}`));
    for (const part of [
      'schedule-events',
      'upcoming-events',
      'season-stats',
      'measurables',
      'coach-references',
      'goals',
    ]) {
      expect(cached(['api', 'players', adult.id, part]), part).toEqual(
        await api(`/api/players/${adult.id}/${part}`),
      );
    }
    // Signed out: the session read is in the cache as "no one".
    expect(cached(['api', 'auth', 'me'])).toBeNull();
  });

  it('a hidden profile renders Player Not Found with status 404, for a stranger as for no one', async () => {
    const stranger = await signIn(t, 'RECRUITER');
    for (const cookie of [undefined, stranger.cookie]) {
      const res = await page(`/player/${hidden.slug}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Player Not Found');
      expect(res.body).not.toContain('Hidden');
      expect(metaContent(res.body, 'robots')).toBe('noindex');
    }
  });

  it('an unknown profile is a 404 too, and so is an unknown address', async () => {
    expect((await page('/player/nobody-by-this-name')).statusCode).toBe(404);
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page Not Found');
  });

  it('the session is drawn: a signed-in visitor gets their header, and the page is private to them', async () => {
    const recruiter = await signIn(t, 'RECRUITER', 'Rita Recruiter');
    const res = await page(`/player/${adult.slug}`, recruiter.cookie);
    expect(res.statusCode).toBe(200);
    const session = payloadOf(res.body).queries.queries.find((q) => q.queryKey.join('/') === 'api/auth/me');
    expect((session?.state.data as { id: string } | undefined)?.id).toBe(recruiter.user.id);
    expect(res.headers['cache-control']).toContain('private');
    // Every part was drawn on the server: no Suspense boundary left for the browser to render.
    expect(res.body).not.toContain('<!--$!-->');
    expect((await page(`/player/${adult.slug}`)).body).not.toContain('<!--$!-->');
  });

  it('text from a profile cannot break out of the head or the data block', async () => {
    const { player } = await ownedPlayer(t, {
      firstName: '"><script>alert(1)</script>',
      lastName: '</script><b>x',
      birthYear: birthYearForAge(25),
    });
    const res = await page(`/player/${player.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('</script><b>x');
    expect(payloadOf(res.body).router?.loaderData).toBeTruthy();
  });
});

describe('other server-rendered pages', () => {
  it('/ and /pricing arrive with their content and head', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(headOf(home.body)).toContain(`<link rel="canonical" href="${t.app.ctx.env.APP_URL}/" />`);
    expect(home.body.slice(home.body.indexOf('<div id="root">'))).toMatch(/Get discovered/i);
    const pricing = await page('/pricing');
    expect(pricing.statusCode).toBe(200);
    expect(headOf(pricing.body)).toContain('<title>Pricing · Rinkside</title>');
    expect(metaContent(pricing.body, 'og:url')).toBe(`${t.app.ctx.env.APP_URL}/pricing`);
  });

  it('a light-theme visitor gets the page without the dark class', async () => {
    const res = await page('/', 'theme=light');
    expect(res.body).toMatch(/<html lang="en">/);
    expect((await page('/')).body).toMatch(/<html lang="en" class="dark">/);
  });

  it('screens that need a session or hold a form get the plain shell, with the session read in it', async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    for (const url of ['/login', '/recruiter/lists', '/account']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      const payload = payloadOf(res.body);
      expect(payload.router, url).toBeUndefined();
      expect(
        payload.queries.queries.map((q) => q.queryKey.join('/')),
        url,
      ).toEqual(['api/auth/me']);
      expect(payload.queries.queries[0]?.state.data, url).toBeNull();
    }
    const signedIn = payloadOf((await page('/recruiter/lists', recruiter.cookie)).body);
    expect((signedIn.queries.queries[0]?.state.data as { id: string } | undefined)?.id).toBe(
      recruiter.user.id,
    );
  });

  it("the recruiter search arrives with its first page of results, for the recruiter's session only", async () => {
    const recruiter = await signIn(t, 'RECRUITER');
    const res = await page('/recruiter/search?positions=C', recruiter.cookie);
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'robots')).toBe('noindex');
    const search = payloadOf(res.body).queries.queries.find((q) =>
      q.queryKey.join('/').startsWith('api/players/search'),
    );
    expect(search?.queryKey.at(-1)).toMatchObject({ positions: ['C'] });
    expect(res.body.slice(res.body.indexOf('<div id="root">'))).toMatch(/players? found/);
    // Signed out: no results read and no 404; the page's layout sends the visitor to /login.
    const anonymous = await page('/recruiter/search');
    expect(anonymous.statusCode).toBe(200);
    expect(payloadOf(anonymous.body).queries.queries.map((q) => q.queryKey.join('/'))).toEqual([
      'api/auth/me',
    ]);
    expect(anonymous.body).toContain('Redirecting to login');
  });

  it('pages are compressed for browsers that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('the start-up warm-up draws the public pages and a profile no player can have, recording no view', async () => {
    await t.app.ctx.profileViews.flush();
    const viewsBefore = await t.db.select().from(profileViews);
    expect(await warmPages(t.app)).toEqual([200, 200, 404]);
    const notFound = await page(WARM_UP_PAGES[2]);
    expect(notFound.body).toContain('Player Not Found');
    await t.app.ctx.profileViews.flush();
    expect(await t.db.select().from(profileViews)).toEqual(viewsBefore);
  });
});

describe('a renamed profile (custom profile URL)', () => {
  it('its old address answers a permanent redirect to the new one; the new one renders', async () => {
    const renamed = await createPlayer(t.db, {
      firstName: 'Casey',
      lastName: 'Moved',
      slug: 'casey-new-home',
    });
    await t.db.insert(playerSlugHistory).values({ oldSlug: 'casey-old-home', playerId: renamed.id });
    const res = await page('/player/casey-old-home');
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/player/casey-new-home');
    const moved = await page(res.headers.location as string);
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('Casey Moved');
    // The sitemap lists only the current address.
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap-players-1.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/player/casey-new-home');
    expect(sitemap.body).not.toContain('casey-old-home');
  });
});
