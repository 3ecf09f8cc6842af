import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  loginAs,
  registerAccount,
  setUpPlayerProfile,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/**
 * D153, D154 in the browser: a player marks their commitment to an NCAA program on their
 * profile screen; a signed-out visitor sees "Committed to ..." on the public profile; a recruiter's search
 * card says Committed; the demo recruiter, of another NCAA program, is refused in the composer; the family
 * removes it after a confirmation, and the public profile no longer shows it.
 */

const THIS_YEAR = new Date().getFullYear();
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

async function visitor(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = waitForAppAfterNavigation(await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'page errors').toEqual([]);
    },
  };
}

/** An adult player with an active profile, signed in in `page` (made through the API). */
async function adultPlayer(page: Page) {
  const id = unique();
  const lastName = `Lindqvist${id.slice(-5).replace(/\D/g, '')}`;
  await registerAccount(page.request, {
    email: `committed.${id}@example.com`,
    name: `Erik ${lastName}`,
    role: 'PLAYER',
  });
  const profile = await setUpPlayerProfile(page.request, {
    firstName: 'Erik',
    lastName,
    birthYear: THIS_YEAR - 19,
    category: 'MALE',
    shoots: 'L',
    positions: ['D'],
  });
  const classYear = await page.request.patch(`/api/players/${profile.id}`, {
    data: { graduationYear: THIS_YEAR - 1 },
  });
  expect(classYear.status(), await classYear.text()).toBe(200);
  return { ...profile, name: `Erik ${lastName}`, lastName };
}

test('a player marks a commitment, the public profile and search cards show it, another NCAA program is refused, and the family undoes it', async ({
  page,
  browser,
}) => {
  test.slow();
  const player = await adultPlayer(page);

  // The family marks the commitment on the profile screen.
  await page.goto('/player/profile');
  const card = page.getByTestId('commitment-card');
  await expect(card.getByRole('heading', { name: 'Commitment' })).toBeVisible();
  await card.getByRole('button', { name: 'Add commitment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add commitment' });
  await dialog.getByRole('button', { name: 'Add commitment' }).click();
  await expect(dialog.getByText('Program name is required')).toBeVisible();
  await expect(dialog.getByText('Choose the division the hockey team plays in')).toBeVisible();
  await dialog.getByLabel('Program name').fill('Boston College');
  await dialog.getByLabel('Division').selectOption({ label: 'Division I' });
  await dialog.getByLabel('Team').selectOption({ label: "Men's hockey" });
  await dialog.getByLabel('Commitment date').fill(`${THIS_YEAR - 1}-11-13`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add commitment' }).click();
  await expect(page.getByText('Commitment saved')).toBeVisible();
  await expect(card.getByText('Boston College')).toBeVisible();
  await expect(card.getByText(`NCAA Division I men's hockey · November 13, ${THIS_YEAR - 1}`)).toBeVisible();

  // A signed-out visitor sees it on the public profile (server-rendered).
  const anon = await visitor(browser);
  await anon.page.goto(`/player/${player.slug}`);
  const badge = anon.page.getByTestId('commitment-badge');
  await expect(badge).toContainText('Committed to Boston College');
  await expect(badge).toContainText(`NCAA Division I men's hockey · November 13, ${THIS_YEAR - 1}`);

  // The demo recruiter (Northern Lakes University, Division I men's): the card says Committed, and the
  // composer refuses with the reason.
  const scout = await visitor(browser);
  await loginAs(scout.page, 'recruiter@rinkside.demo');
  await expect(scout.page).toHaveURL(/\/recruiter\/dashboard$/);
  await scout.page.goto(`/recruiter/search?keyword=${player.lastName}`);
  const result = scout.page.getByTestId('player-card').filter({ hasText: player.name });
  await expect(result.getByTestId('committed-badge')).toHaveText('Committed to Boston College');
  await scout.page.goto(`/player/${player.slug}`);
  const composer = scout.page.getByRole('dialog', { name: /^Message / });
  await expect(async () => {
    await scout.page.getByRole('button', { name: 'MESSAGE PLAYER' }).click();
    await expect(composer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(composer.getByText(`${player.name} is committed to another program`)).toBeVisible();
  await expect(
    composer.getByText(/committed to Boston College \(NCAA Division I men's hockey\)/),
  ).toBeVisible();
  await expect(composer.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(scout.page);
  const refused = await scout.page.request.post('/api/conversations', {
    data: { playerId: player.id, body: 'Hello from Northern Lakes' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('COMMITTED_ELSEWHERE');

  // The family undoes it, after a confirmation; the public profile no longer shows it.
  await card.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove the commitment?' });
  await confirm.getByRole('button', { name: 'Remove commitment' }).click();
  await expect(page.getByText('Commitment removed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add commitment' })).toBeVisible();
  await anon.page.reload();
  await expect(anon.page.getByRole('heading', { level: 1 })).toContainText('Erik');
  await expect(anon.page.getByTestId('commitment-badge')).toHaveCount(0);
  await anon.close();
  await scout.close();
});
