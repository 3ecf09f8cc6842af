import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  registerAccount,
  setUpPlayerProfile,
  test,
  watchVideoProviders,
} from './fixtures.ts';

const THIS_YEAR = new Date().getFullYear();
const ETHAN = '/player/ethan-marchetti-demo';

/** What the page asked of YouTube and Vimeo (answered by a local stand-in). */
let videoRequests: string[] = [];

test.beforeEach(async ({ page }) => {
  videoRequests = await watchVideoProviders(page);
});

/** Signs in through the API (the session cookie is shared with the page). */
async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
}

/** YYYY-MM-DD, some days from now (UTC, as the API counts "upcoming"). */
function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('an anonymous visitor sees the full public profile, plays a highlight, opens Game by Game and copies the link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(ETHAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
  await expect(page).toHaveTitle(/Ethan Marchetti/);
  const hero = page.getByRole('region', { name: 'Ethan Marchetti' });
  await expect(hero.getByText('#19')).toBeVisible();
  await expect(hero.getByText('“March”')).toBeVisible();
  await expect(hero.getByText('Verified')).toBeVisible();
  await expect(hero.getByText('Center / Right Wing')).toBeVisible();
  await expect(hero.getByText(String(THIS_YEAR - 18), { exact: true })).toBeVisible();
  await expect(hero.getByText('Twin Cities Blizzard U18 AAA')).toBeVisible();
  // Not opened from a player card: no way back to results.
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveCount(0);

  // Cards.
  for (const title of ['Player Details', 'Next Event', 'Current Team', 'Hometown']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  const details = page.locator('dl').filter({ hasText: 'Shoots' }).first();
  await expect(details).toContainText('Left');
  await expect(details).toContainText(`6'0"`);
  await expect(details).toContainText('182 lbs');
  await expect(page.getByText('U18 AAA', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('United States', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Next Event: the date opens the details; the map opens Google Maps in a new tab.
  await page.getByRole('button', { name: /open event details/ }).click();
  const eventDialog = page.getByRole('dialog');
  await expect(eventDialog.getByRole('heading', { name: 'vs Badger State Bears U18 AAA' })).toBeVisible();
  await expect(eventDialog.getByText('Braemar Arena')).toBeVisible();
  await expect(eventDialog.getByText('7:30 PM').first()).toBeVisible();
  const map = eventDialog.getByRole('link', { name: /Map/ });
  await expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Edina%2C%20MN');
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(eventDialog).toBeHidden();

  // Highlight reel: our own tiles, so nothing has gone to YouTube yet; a video plays in the dialog from
  // the privacy-enhanced host once pressed.
  expect(videoRequests).toEqual([]);
  await page.getByRole('button', { name: /^Play .*season highlights$/ }).click();
  const videoDialog = page.getByRole('dialog');
  const frame = videoDialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/Xk3fP9qLm2A/);
  await expect(frame).toHaveAttribute('title', /season highlights/);
  await expect
    .poll(() => videoRequests[0])
    .toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/Xk3fP9qLm2A/);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(videoDialog).toBeHidden();
  // Focus goes back to the tile that opened the player.
  await expect(page.getByRole('button', { name: /^Play .*season highlights$/ })).toBeFocused();

  // Stats: the season table and the Game by Game dialog.
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Stats' })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Stats' }),
  ).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('region', { name: 'Skater season stats' })).toContainText(
    'Upper Midwest Elite League',
  );
  await page.getByRole('button', { name: 'Game by Game' }).click();
  const games = page.getByRole('dialog', { name: 'Game by Game' });
  const log = games.getByRole('region', { name: 'Skater game log' });
  await expect(log).toBeVisible();
  await expect(log.getByRole('row')).toHaveCount(7); // header, 5 games, totals
  await expect(log).toContainText('Great Lakes Storm U18 AAA');
  await expect(log).toContainText('W 4-2');
  // D257: an adult's venue shows under the opponent to every visitor.
  await expect(log).toContainText('Braemar Arena');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(games).toBeHidden();
  await expect(page.getByRole('button', { name: 'Game by Game' })).toBeFocused();

  // Events with LiveBarn, history, public goals only, coach references without e-mails.
  await expect(page.getByText('LiveBarn', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Showcase weekend, three games')).toBeVisible();
  await expect(page.getByText('Twin Cities Blizzard U16 AAA').first()).toBeVisible();
  await expect(page.getByText('Win 55% of faceoffs this season')).toBeVisible();
  await expect(page.getByText('Commit to an NCAA Division I program')).toBeVisible();
  await expect(page.getByText('Add 4 kg of muscle before next season')).toHaveCount(0);
  await expect(page.getByText('Greg Halvorson')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('@tcblizzard.example');

  // Share Profile: Copy Link, the visitor's mail program and the networks' own share pages (D122).
  await page.getByRole('button', { name: 'Share Profile' }).click();
  const menu = page.getByRole('menu');
  const { origin, pathname } = new URL(page.url());
  const profileUrl = `${origin}${pathname}`;
  await expect(menu.getByRole('menuitem', { name: 'Email' })).toHaveAttribute(
    'href',
    `mailto:?subject=${encodeURIComponent('Ethan Marchetti on Rinkside')}&body=${encodeURIComponent(
      `Ethan Marchetti's hockey profile on Rinkside:\n\n${profileUrl}\n`,
    )}`,
  );
  const facebook = menu.getByRole('menuitem', { name: 'Facebook (opens in a new tab)' });
  await expect(facebook).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(profileUrl)}`,
  );
  const x = menu.getByRole('menuitem', { name: 'X (Twitter) (opens in a new tab)' });
  await expect(x).toHaveAttribute(
    'href',
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(profileUrl)}&text=${encodeURIComponent('Ethan Marchetti on Rinkside')}`,
  );
  for (const link of [facebook, x]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(menu.getByText('Coming Soon')).toHaveCount(0);
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  // The profile's own address: not a section anchor or anything else the address bar holds.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profileUrl);
});

test("the Share Profile menu asks nothing of Facebook or X until a link is followed, and offers the device's share sheet where there is one", async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (/facebook\.com|twitter\.com|x\.com/.test(new URL(request.url()).hostname)) {
      thirdParty.push(request.url());
    }
  });
  // The Web Share API, recorded: the desktop Chromium the tests run has none of its own.
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  await page.goto(ETHAN);
  await page.getByRole('button', { name: 'Share Profile' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Facebook (opens in a new tab)' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'More options…' }).click();
  await expect(menu).toBeHidden();
  const { origin, pathname } = new URL(page.url());
  expect(await page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData)).toEqual([
    {
      title: 'Ethan Marchetti on Rinkside',
      text: 'Ethan Marchetti on Rinkside',
      url: `${origin}${pathname}`,
    },
  ]);
  expect(thirdParty).toEqual([]);
});

test('a browser without the Web Share API gets no "More options…"', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto(ETHAN);
  await page.getByRole('button', { name: 'Share Profile' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Copy Link' })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveCount(4);
  await expect(menu.getByRole('menuitem', { name: 'More options…' })).toHaveCount(0);
});

test('an unknown player shows Player Not Found', async ({ page }) => {
  await page.goto('/player/no-such-player');
  await expect(page.getByRole('heading', { level: 1, name: 'Player Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
});

test('a draft profile is hidden from visitors and shows the draft notice to its parent', async ({ page }) => {
  await page.goto('/player/ava-sullivan-demo');
  await expect(page.getByRole('heading', { name: 'Player Not Found' })).toBeVisible();

  await signIn(page, 'parent@rinkside.demo');
  await page.goto('/player/ava-sullivan-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Ava Sullivan' })).toBeVisible();
  await expect(
    page.getByText(
      'This profile is in draft mode. Complete the approval process to make it visible to recruiters.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    /^\/parent\/player\//,
  );
  await expect(page.getByText('N/A', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test("an anonymous visitor of a minor's profile sees no rink or time details", async ({ page, context }) => {
  // The parent schedules a game for the 15-year-old.
  await signIn(page, 'parent@rinkside.demo');
  const { player } = await (await page.request.get('/api/players/liam-sullivan-demo')).json();
  const created = await page.request.post(`/api/players/${player.id}/schedule-events`, {
    data: {
      eventDate: isoDaysAhead(3),
      eventTime: '18:45',
      rinkName: 'Pilgrim Skating Arena',
      location: 'Hingham, MA',
      hasLiveBarn: true,
      opponent: 'Cape Cod Whalers U16',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/player/liam-sullivan-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Liam Sullivan' })).toBeVisible();
  await expect(page.getByText('Pilgrim Skating Arena').first()).toBeVisible();

  await context.clearCookies();
  await page.goto('/player/liam-sullivan-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Liam Sullivan' })).toBeVisible();
  await expect(page.getByText('vs Cape Cod Whalers U16').first()).toBeVisible();
  await expect(page.getByText('to see rink and time details').first()).toBeVisible();
  await expect(page.getByText('Pilgrim Skating Arena')).toHaveCount(0);
  await expect(page.getByText('6:45 PM')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Map/ })).toHaveCount(0);
  await page.getByRole('button', { name: /open event details/ }).click();
  await expect(page.getByRole('dialog').getByText('to see rink and time details')).toBeVisible();
  await expectAccessible(page);
});

test('a player viewing their own profile sees how many recruiter lists they are on', async ({ page }) => {
  await signIn(page, 'player@rinkside.demo');
  const listCount = page.waitForResponse((r) => r.url().endsWith('/list-count') && r.ok());
  await page.goto(ETHAN);
  await listCount;
  await expect(page.getByText(/^On \d+ recruiter lists?$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/player/profile');
  await expect(page.getByRole('button', { name: 'Share Profile' })).toBeVisible();
});

test('a recruiter gets no Share Profile menu (the recruiter actions take its place)', async ({ page }) => {
  await signIn(page, 'recruiter@rinkside.demo');
  await page.goto(ETHAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Profile' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
});

test('a profile with little in it leaves out its empty cards and sections, and shows the category it promises', async ({
  page,
}) => {
  const stamp = Date.now();
  await registerAccount(page.request, {
    email: `sparse-${stamp}@example.com`,
    name: 'Sam Sparse',
    role: 'PLAYER',
  });
  const player = await setUpPlayerProfile(page.request, {
    firstName: 'Sam',
    lastName: `Sparse${stamp}`,
    birthYear: THIS_YEAR - 19,
    category: 'FEMALE',
    shoots: 'R',
    positions: ['D'],
  });
  await page.goto(`/player/${player.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sam Sparse${stamp}` })).toBeVisible();
  // D258: only Details is left for the signed-in owner; no row of "No ... yet" boxes.
  const bar = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(bar.getByRole('link')).toHaveText(['Details']);
  for (const title of ['Stats', 'Events', 'History', 'Contacts']) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toHaveCount(0);
  }
  await expect(page.getByText(/^No .* yet\.?$/)).toHaveCount(0);
  await expect(page.getByText('N/A', { exact: true })).toHaveCount(1); // the hero's current team only
  // D256: the form says recruiters see "Female" next to the details.
  const details = page.locator('dl').filter({ hasText: 'Shoots' }).first();
  await expect(details).toContainText('CategoryFemale');
  await expectAccessible(page);

  // Once a game is logged, the Stats section and its link come back.
  const res = await page.request.post(`/api/players/${player.id}/game-stats/skater`, {
    data: {
      gameData: { gameDate: '2025-11-01', opponent: 'Edina Hornets', homeAway: 'home' },
      statsData: { goals: 1 },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto(`/player/${player.slug}`);
  await expect(bar.getByRole('link')).toHaveText(['Details', 'Stats']);
  await expect(page.getByRole('region', { name: 'Skater season stats' })).toContainText('1.00');
});
