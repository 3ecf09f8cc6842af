import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, registerAccount, setUpPlayerProfile, test } from './fixtures.ts';

// Dialogs fade in; axe measures contrast mid-animation otherwise. The app honours reduced motion.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const game = (gameDate: string, opponent: string, teamScore: number, opponentScore: number) => ({
  gameDate,
  opponent,
  homeAway: 'home',
  teamScore,
  opponentScore,
});

async function newPlayer(request: APIRequestContext, positions: string[]) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await registerAccount(request, {
    name: 'Stats Player',
    email: `stats.${stamp}@example.com`,
    role: 'PLAYER',
  });
  const player = await setUpPlayerProfile(request, {
    firstName: 'Casey',
    lastName: `Netminder${stamp}`,
    birthYear: new Date().getFullYear() - 19,
    category: 'FEMALE',
    shoots: 'L',
    positions,
  });
  return { ...player, stamp };
}

async function logGame(
  request: APIRequestContext,
  playerId: string,
  kind: 'skater' | 'goalie',
  data: object,
) {
  const res = await request.post(`/api/players/${playerId}/game-stats/${kind}`, { data });
  expect(res.status(), await res.text()).toBe(201);
}

async function openGameStats(page: Page) {
  await page.goto('/player/profile?tab=stats');
  await page.getByRole('tab', { name: 'Game Stats' }).click();
  await expect(page.getByRole('tab', { name: 'Game Stats' })).toHaveAttribute('aria-selected', 'true');
}

test("a goalie's public page shows goalie figures in the hero and Season Stats at 390 px, and every game figure", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await newPlayer(page.request, ['G']);

  // No games: no Game by Game button, no stat strip, no Stats section (D258).
  await page.goto(`/player/${player.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Netminder${player.stamp}`);
  await expect(
    page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Stats' }),
  ).toHaveCount(0);
  await expect(page.getByText('No season stats recorded yet.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Game by Game' })).toHaveCount(0);

  // 3 goals in 90 minutes (2.00), 47 saves of 50 shots (94.0%), one win, one loss, a shutout.
  await logGame(page.request, player.id, 'goalie', {
    gameData: game('2025-10-04', 'Edina Hornets', 4, 3),
    statsData: { shotsAgainst: 30, saves: 27, goalsAgainst: 3, toiSeconds: 3600 },
  });
  await logGame(page.request, player.id, 'goalie', {
    gameData: game('2025-10-11', 'Wayzata Trojans', 0, 1),
    statsData: { shotsAgainst: 20, saves: 20, goalsAgainst: 0, toiSeconds: 1800, shutout: true },
  });
  await page.goto(`/player/${player.slug}`);

  const hero = page.getByRole('region', { name: new RegExp(`Netminder${player.stamp}`) });
  const strip = hero.locator('dl').filter({ hasText: 'GAA' });
  await expect(strip).toBeVisible();
  await expect(strip).toContainText('2.00');
  await expect(strip).toContainText('94.0%');
  await expect(strip).toContainText('1-1');
  await expect(hero).not.toContainText('PTS');
  // Every cell of the strip is inside the phone's width.
  for (const cell of await strip.locator('dd').all()) {
    const box = await cell.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  }

  const seasons = page.getByRole('region', { name: 'Goalie season stats' });
  await expect(seasons).toContainText('94.0%');
  await expect(page.getByRole('region', { name: 'Skater season stats' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('goalie-390.png'), fullPage: true });

  // Game by Game on a phone: one card per game with every figure, and the totals.
  await page.getByRole('button', { name: 'Game by Game' }).click();
  const log = page
    .getByRole('dialog', { name: 'Game by Game' })
    .getByRole('list', { name: 'Goalie game log' });
  await expect(log.getByRole('listitem')).toHaveCount(3);
  const first = log.getByRole('listitem').first();
  for (const abbr of ['SA', 'SV', 'GA', 'SV%', 'GAA', 'TOI', 'SO']) {
    await expect(first.getByText(abbr, { exact: true })).toBeVisible();
  }
  await expect(log.getByRole('listitem').last()).toContainText('2 GP · 1-1');
  await expectAccessible(page);
});

test('the owner edits a game and deletes one after confirming, and the totals follow at once', async ({
  page,
}) => {
  const player = await newPlayer(page.request, ['C']);
  await logGame(page.request, player.id, 'skater', {
    gameData: game('2025-11-01', 'Edina Hornets', 3, 1),
    statsData: { goals: 2, assistsPrimary: 1 },
  });
  await logGame(page.request, player.id, 'skater', {
    gameData: game('2025-11-08', 'Wayzata Trojans', 2, 2),
    statsData: { goals: 1, timeOnIceMinutes: 15.5 },
  });
  await openGameStats(page);

  const totals = page.locator('dl').filter({ hasText: 'Points' });
  const total = (label: string) => totals.locator('div').filter({ hasText: label }).locator('dd');
  await expect(total('Goals')).toHaveText('3');
  await expect(total('Points')).toHaveText('4');
  // Beside the strength panel the log is one card per game, every figure in view (D257).
  const log = page.getByRole('list', { name: 'Skater game log' });
  const row = (opponent: string) => log.getByRole('listitem').filter({ hasText: opponent });
  // A blank time on ice is a dash, a typed one a clock; the totals card sums every figure.
  await expect(row('Edina Hornets')).toContainText('—');
  await expect(row('Wayzata Trojans')).toContainText('15:30');
  await expect(log.getByRole('listitem').filter({ hasText: 'Totals' })).toContainText('2 GP · 2.00 P/GP');

  await row('Edina Hornets')
    .getByRole('button', { name: /Edit the game vs Edina Hornets/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Skater Game' });
  await expect(dialog.getByLabel('Goals', { exact: true })).toHaveValue('2');
  await dialog.getByLabel('Goals', { exact: true }).fill('4');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Game updated')).toBeVisible();
  await expect(total('Goals')).toHaveText('5');
  await expect(total('Points')).toHaveText('6');

  await row('Wayzata Trojans')
    .getByRole('button', { name: /Delete the game vs Wayzata Trojans/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this game?' });
  await expect(confirm).toContainText('Wayzata Trojans');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete Game' }).click();
  await expect(page.getByText('Game deleted')).toBeVisible();
  await expect(total('Games')).toHaveText('1');
  await expect(total('Goals')).toHaveText('4');
  await expect(row('Wayzata Trojans')).toHaveCount(0);
  const seasonRow = page.getByRole('region', { name: 'Skater season stats' }).getByRole('row').nth(1);
  await expect(seasonRow.getByRole('cell').nth(1)).toHaveText('1');
});
