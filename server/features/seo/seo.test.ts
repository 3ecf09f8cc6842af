import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOrganization, createPlayer } from '#server/db/seed/factories.ts';
import { birthForAge, birthJustUnder, birthYearForAge } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

// Small files, so the index and the paging show with a handful of rows: 5 URLs per file, 2 rows per query.
const { t } = withTestApp({ limits: { sitemap: { urlsPerFile: 5, rowsPerQuery: 2 } } });

const APP_URL = 'http://localhost:3000';
const YEAR = new Date().getFullYear();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (res: LightMyRequestResponse) =>
  [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
/** loc -> lastmod ('' without one) of a <urlset>. */
const lastmods = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    [...res.body.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => [
      m[1]!,
      m[2] ?? '',
    ]),
  );

function expectXml(res: LightMyRequestResponse, root: 'urlset' | 'sitemapindex') {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
  expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(res.body).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(res.body.trimEnd().endsWith(`</${root}>`)).toBe(true);
}

/**
 * Whether robots.txt lets a crawler fetch `path` (RFC 9309 for one group: the longest matching rule wins,
 * Allow on a tie; `*` matches any run of characters, a final `$` ends the path).
 */
function robotsAllow(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line);
    if (!match?.[2]) continue;
    const rule = match[2];
    const pattern = rule
      .replace(/\$$/, '')
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    if (!new RegExp(`^${pattern}${rule.endsWith('$') ? '$' : ''}`).test(path)) continue;
    const allow = match[1] === 'Allow';
    if (rule.length > best.length || (rule.length === best.length && allow))
      best = { length: rule.length, allow };
  }
  return best.allow;
}

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the signed-in areas and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.split('\n')[0]).toBe('User-agent: *');
    expect(res.body).toContain(`\nSitemap: ${APP_URL}/sitemap.xml\n`);

    for (const open of [
      '/',
      '/pricing',
      '/how-recruiting-works',
      '/player/ethan-marchetti-demo',
      '/player/profile-smith-x7k2',
      '/org/north-stars',
      '/org/roster-kings',
      '/org/dashboard-united',
      '/login',
      '/signup',
      '/terms',
      '/privacy',
      '/sitemap.xml',
      '/assets/index-abc.js',
    ]) {
      expect(robotsAllow(res.body, open), open).toBe(true);
    }
    for (const closed of [
      '/api/players/ethan-marchetti-demo',
      '/api/health',
      '/account',
      '/billing',
      '/parent',
      '/parent/dashboard',
      '/parent/player/0b7c',
      '/recruiter/search',
      '/recruiter/lists/1',
      '/search',
      '/admin',
      '/admin/users/1',
      '/player/profile',
      '/player/0b7c/edit',
      '/profile-setup',
      '/create-player-profile',
      '/org/dashboard',
      '/org/roster',
      '/org/roster/0b7c',
      '/org/settings',
      '/org/verification',
      '/reset-password',
      '/approve-profile/abc',
      '/co-parent-invite/abc',
      '/org-invite/abc',
      '/sponsorship-invite/abc',
      '/checkout/test/cs_1',
      '/dev/outbox',
    ]) {
      expect(robotsAllow(res.body, closed), closed).toBe(false);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the landing page, pricing, organizations and active adult profiles, and no minor, draft or hidden profile', async () => {
    const adult = await createPlayer(t.db, { firstName: 'Ada', lastName: 'Listed', birthYear: YEAR - 25 });
    // 18 by the month and year; a month later is still 17, and so is the year alone (December).
    const justAdult = await createPlayer(t.db, {
      firstName: 'Eli',
      lastName: 'Eighteen',
      ...birthForAge(18),
    });
    const nextMonth = await createPlayer(t.db, {
      firstName: 'Noa',
      lastName: 'Nextmonth',
      ...birthJustUnder(18),
    });
    // A 17-year-old needs no consent but is a minor; a 15-year-old's active profile has consent.
    const seventeen = await createPlayer(t.db, {
      firstName: 'Sam',
      lastName: 'Seventeen',
      birthYear: birthYearForAge(17),
    });
    const minor = await createPlayer(t.db, { firstName: 'Mia', lastName: 'Minor', birthYear: YEAR - 15 });
    const draft = await createPlayer(t.db, { birthYear: YEAR - 22, profileStatus: 'draft' });
    const hidden = await createPlayer(t.db, { birthYear: YEAR - 22, profileStatus: 'inactive' });
    const org = await createOrganization(t.db, { name: 'North Stars & Co' });

    const res = await get('/sitemap.xml');
    expectXml(res, 'urlset');
    expect(lastmods(res)).toEqual({
      [`${APP_URL}/`]: '',
      [`${APP_URL}/pricing`]: '',
      [`${APP_URL}/org/${org.slug}`]: '',
      [`${APP_URL}/player/${adult.slug}`]: adult.updatedAt.toISOString(),
      [`${APP_URL}/player/${justAdult.slug}`]: justAdult.updatedAt.toISOString(),
    });
    for (const unlisted of [nextMonth, seventeen, minor, draft, hidden])
      expect(res.body).not.toContain(unlisted.slug);
    // HEAD answers like GET, without the body.
    const head = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('beyond the URLs one file may hold, is an index of files that together list every URL once', async () => {
    // 2 pages + 1 organization + 2 players so far: 6 more adults make 13 URLs, more than 5 per file.
    for (let i = 0; i < 6; i++) await createPlayer(t.db, { lastName: `More${i}`, birthYear: YEAR - 30 });
    const minor = await createPlayer(t.db, { lastName: 'Younger', birthYear: YEAR - 14 });

    const index = await get('/sitemap.xml');
    expectXml(index, 'sitemapindex');
    expect(locs(index)).toEqual([
      `${APP_URL}/sitemap-pages.xml`,
      `${APP_URL}/sitemap-orgs-1.xml`,
      `${APP_URL}/sitemap-players-1.xml`,
      `${APP_URL}/sitemap-players-2.xml`,
    ]);

    const pages = await get('/sitemap-pages.xml');
    expectXml(pages, 'urlset');
    expect(locs(pages)).toEqual([`${APP_URL}/`, `${APP_URL}/pricing`]);
    const orgs = await get('/sitemap-orgs-1.xml');
    expectXml(orgs, 'urlset');
    expect(locs(orgs)).toHaveLength(1);

    const files = await Promise.all([get('/sitemap-players-1.xml'), get('/sitemap-players-2.xml')]);
    for (const file of files) expectXml(file, 'urlset');
    const [first, second] = files.map(locs);
    expect(first).toHaveLength(5);
    expect(second).toHaveLength(3);
    const listed = [...first!, ...second!];
    expect(new Set(listed).size).toBe(8);
    expect(listed.every((loc) => loc.startsWith(`${APP_URL}/player/`))).toBe(true);
    expect(listed.join('\n')).not.toContain(minor.slug);

    expect((await get('/sitemap-players-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-players-0.xml')).statusCode).toBe(404);
  });
});
