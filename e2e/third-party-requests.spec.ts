import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, watchVideoProviders } from './fixtures.ts';

/**
 * D158 (docs/security.md, Minors): a public profile, a minor's above all, makes no request to any
 * third party (fonts, images, maps, analytics, video thumbnails) until the visitor asks to play a video
 * (D100, D158). Every request the page makes is listed by host.
 */

const MINOR = '/player/liam-sullivan-demo';
const ADULT = '/player/ethan-marchetti-demo';
const OUR_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Every request of the page, from now on, as its URL. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The hosts of requests that left our own server (data: and blob: never leave the browser). */
function thirdParty(urls: string[]): string[] {
  return [
    ...new Set(
      urls
        .map((u) => new URL(u))
        .filter((u) => u.protocol !== 'data:' && u.protocol !== 'blob:' && !OUR_HOSTS.has(u.hostname))
        .map((u) => u.hostname),
    ),
  ];
}

/** Loads the profile, scrolls to its end (lazy images load) and waits until the network is quiet. */
async function openWholeProfile(page: Page, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

test.beforeAll(async ({ playwright, baseURL }) => {
  // The 15-year-old (public with his parent's consent) gets a highlight video from his parent.
  const parent = await playwright.request.newContext({ baseURL });
  const login = await parent.post('/api/auth/login', {
    data: { email: 'parent@rinkside.demo', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { player } = await (await parent.get('/api/players/liam-sullivan-demo')).json();
  const videos = await (await parent.get(`/api/players/${player.id}/media`)).json();
  if (!videos.some((m: { type: string }) => m.type === 'youtube')) {
    const added = await parent.post(`/api/players/${player.id}/media`, {
      data: { type: 'youtube', url: 'https://www.youtube.com/watch?v=Lm5fQ2rT8vA', caption: 'Liam defends' },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await parent.dispose();
});

for (const { path, name, play } of [
  { path: MINOR, name: 'Liam Sullivan', play: /^Play Liam defends$/ },
  { path: ADULT, name: 'Ethan Marchetti', play: /^Play .*season highlights$/ },
]) {
  test(`${name}'s public profile asks no third party until play is pressed, then only the video host`, async ({
    page,
  }) => {
    // YouTube is answered by a local stand-in (no outside network here); the request is still listed.
    await watchVideoProviders(page);
    const urls = recordRequests(page);
    await openWholeProfile(page, path, name);
    expect(urls.length).toBeGreaterThan(3);
    expect(thirdParty(urls)).toEqual([]);

    await page.getByRole('button', { name: play }).first().click();
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect.poll(() => thirdParty(urls)).toEqual(['www.youtube-nocookie.com']);
  });
}
