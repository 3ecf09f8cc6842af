import { expect, expectAccessible, loginAs, test } from './fixtures.ts';

const OPPONENT = 'Calendar Test Falcons';
const RINK = 'Feed Test Arena';
const STREAM = 'https://www.livebarn.com/en/video/feed-test';
const SHOTS = process.env.CALENDAR_SHOTS_DIR;

/**
 * D299, D300: a parent adds a stream link to the child's game, makes the calendar link and the feed holds
 * the game (the child is a minor: the date and opponent, not the rink or the stream).
 */
test('a parent adds a stream link to a game, makes a calendar link, and the feed holds the game', async ({
  page,
}) => {
  await loginAs(page, 'parent@rinkside.demo');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  // Liam, the demo family's active minor (a draft profile's feed is 404 like its page).
  const { player } = await (await page.request.get('/api/players/liam-sullivan-demo')).json();
  await page.goto(`/parent/player/${player.id}`);
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toBeVisible();

  await page.getByRole('tab', { name: 'Upcoming Events' }).click();
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  const date = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByLabel('Time', { exact: true }).fill('18:30');
  await dialog.getByLabel('Rink name').fill(RINK);
  await dialog.getByLabel('Opponent').fill(OPPONENT);
  await dialog.getByLabel('Stream link').fill('http://not-secure.example/stream');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Must be an https:// address')).toBeVisible();
  await dialog.getByLabel('Stream link').fill(STREAM);
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Event created')).toBeVisible();

  // The family sees the stream link on the public profile.
  await page.goto(`/player/${player.slug}`);
  const watch = page.getByRole('link', { name: /Watch on livebarn\.com/ }).first();
  await expect(watch).toHaveAttribute('href', STREAM);
  await expect(watch).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(watch).toHaveAttribute('target', '_blank');
  await page.goBack();

  await page.getByRole('tab', { name: 'Upcoming Events' }).click();
  const card = page.getByRole('region', { name: 'Subscribe to calendar' });
  await card.getByRole('button', { name: 'Create Calendar Link' }).click();
  const link = card.getByLabel('Your private calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/players\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    /^webcal:\/\//,
  );
  await expectAccessible(page);

  if (SHOTS) {
    for (const width of [390, 1440]) {
      for (const theme of ['light', 'dark']) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate((t) => {
          document.documentElement.classList.toggle('dark', t === 'dark');
        }, theme);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/card-${width}-${theme}.png` });
      }
    }
  }

  const url = new URL(await link.inputValue());
  const feed = await page.request.get(url.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain(`SUMMARY:vs ${OPPONENT}`);
  expect(text).toContain(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`);
  expect(text).not.toContain(RINK);
  expect(text).not.toContain('livebarn');

  // Revoking, after a confirm, ends the address.
  await card.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Link' }).click();
  await expect(page.getByText('Calendar link revoked', { exact: true })).toBeVisible();
  expect((await page.request.get(url.pathname)).status()).toBe(404);
});
