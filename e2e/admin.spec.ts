import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  loginAs,
  registerAccount,
  setUpPlayerProfile,
  test,
  waitForAppAfterNavigation,
  watchVideoProviders,
} from './fixtures.ts';

/** D083-D088: the admin journeys of spec 3 §2, each on accounts it makes itself (the demo data is shared). */

const ADMIN = 'admin@rinkside.demo';

async function openUserByEmail(page: Page, email: string, name: string) {
  await page.goto('/admin');
  await page.getByPlaceholder('Search by name or e-mail').fill(email);
  // The search goes to the server; the table then holds that one account.
  const table = page.getByRole('region', { name: 'Users' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function sessionStatus(request: APIRequestContext) {
  return (await request.get('/api/auth/me')).status();
}

test('an admin finds a user by e-mail, suspends and unsuspends them, resets their password and changes their role', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const email = `e2e.admin.${stamp}@example.com`;
  const name = `Riley Admin${stamp}`;
  // `request` is now signed in as the new player.
  await registerAccount(request, { email, name, role: 'PLAYER' });
  expect(await sessionStatus(request)).toBe(200);

  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await openUserByEmail(page, email, name);
  await expectAccessible(page);

  // Suspend: the player's session ends at once, and logging in says why.
  await openTab(page, 'Subscription & Features');
  await expect(page.getByText('Highlight Clips')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Suspend User' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend User Account' });
  await suspend.getByLabel('Reason').fill('E2E: reported by two families');
  await suspend.getByRole('button', { name: 'Suspend User' }).click();
  await expect(suspend).toBeHidden();
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  expect(await sessionStatus(request)).toBe(401);

  const userContext = await browser.newContext();
  const userPage = waitForAppAfterNavigation(await userContext.newPage());
  await loginAs(userPage, email);
  await expect(userPage.getByText('This account has been suspended. Please contact support.')).toBeVisible();
  await expect(userPage).toHaveURL(/\/login$/);

  // Unsuspend: they log in again.
  await page.getByRole('button', { name: 'Unsuspend User' }).click();
  await page
    .getByRole('dialog', { name: 'Unsuspend User' })
    .getByRole('button', { name: 'Unsuspend User' })
    .click();
  await expect(page.getByRole('button', { name: 'Suspend User' })).toBeVisible();
  await loginAs(userPage, email);
  await expect(userPage).not.toHaveURL(/\/login$/);

  // Reset the password: the new one works, and the old session is gone.
  await page.getByRole('button', { name: 'Reset Password' }).first().click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  const submit = reset.getByRole('button', { name: 'Reset Password' });
  await reset.getByLabel('New password').fill('short');
  await expect(submit).toBeDisabled();
  await reset.getByLabel('New password').fill('a new password 2026');
  await submit.click();
  await expect(reset).toBeHidden();
  expect(await sessionStatus(userContext.request)).toBe(401);
  await loginAs(userPage, email, DEMO_PASSWORD);
  await expect(userPage.getByText('Invalid email or password')).toBeVisible();
  await loginAs(userPage, email, 'a new password 2026');
  await expect(userPage).not.toHaveURL(/\/login$/);
  await userContext.close();

  // Change the role from the users table.
  await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
  await page.getByPlaceholder('Search by name or e-mail').fill(email);
  const table = page.getByRole('region', { name: 'Users' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `Change Role: ${name}` }).click();
  const role = page.getByRole('dialog', { name: 'Change Role' });
  await expect(role.getByRole('button', { name: 'Update Role' })).toBeDisabled();
  await role.getByLabel('New role').selectOption('RECRUITER');
  await role.getByRole('button', { name: 'Update Role' }).click();
  await expect(role).toBeHidden();
  await expect(table.getByRole('row').nth(1)).toContainText('RECRUITER');

  // Every action is in the audit log, found by the user's e-mail.
  await page.getByRole('searchbox', { name: 'E-mail' }).fill(email);
  const audit = page.getByRole('region', { name: 'Audit logs' });
  for (const event of ['Role Changed', 'Password Reset', 'User Suspended', 'User Unsuspended']) {
    await expect(audit.getByRole('cell', { name: event, exact: true }).first()).toBeVisible();
  }
});

test('a feature override is felt at once: a fourth highlight video is allowed', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const email = `e2e.override.${stamp}@example.com`;
  const name = `Casey Override${stamp}`;
  const player = await browser.newContext();
  await watchVideoProviders(player);
  await registerAccount(player.request, { email, name, role: 'PLAYER' });
  const profile = await setUpPlayerProfile(player.request, {
    firstName: 'Casey',
    lastName: `Override${stamp}`,
    birthYear: new Date().getFullYear() - 19,
    category: 'MALE',
    shoots: 'L',
    positions: ['C'],
  });
  const addVideo = (n: number) =>
    player.request.post(`/api/players/${profile.id}/media`, {
      data: { type: 'youtube', url: `https://youtu.be/${`v${n}${stamp}`.padEnd(11, 'x').slice(0, 11)}` },
    });

  // The admin allows three clips on the free plan (which has none).
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openUserByEmail(page, email, name);
  await openTab(page, 'Subscription & Features');
  const clips = page.getByRole('combobox', { name: 'Highlight Clips' });
  await clips.selectOption({ label: '3' });
  await expect(page.getByText('Override', { exact: true })).toBeVisible();
  for (const n of [1, 2, 3]) expect((await addVideo(n)).status()).toBe(201);
  expect((await addVideo(4)).status()).toBe(403);

  // Unlimited: the player adds the fourth from their own screen.
  await clips.selectOption({ label: 'Unlimited' });
  await expect(clips).toBeEnabled();
  const playerPage = waitForAppAfterNavigation(await player.newPage());
  await playerPage.goto('/player/profile');
  await playerPage.getByRole('tab', { name: 'Highlights' }).click();
  await playerPage.getByRole('button', { name: 'Add Video' }).click();
  const dialog = playerPage.getByRole('dialog', { name: 'Add Highlight Video' });
  await dialog.getByLabel('Video URL').fill(`https://youtu.be/${`v4${stamp}`.padEnd(11, 'x').slice(0, 11)}`);
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(playerPage.getByText('Video Added')).toBeVisible();
  await expect(playerPage.getByRole('list', { name: 'Highlight videos' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await player.close();
});

test('an admin imports a CSV with a duplicate using Skip Duplicates & Import', async ({ page }) => {
  const stamp = Date.now().toString(36).replace(/\d/g, '');
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // A player who exists already: one found through search.
  const found = await page.request.get('/api/players/search?keyword=Marchetti');
  const existing = (
    (await found.json()) as { players: { firstName: string; lastName: string; birthYear: number }[] }
  ).players[0]!;
  const csv = [
    'firstName,lastName,birthYear,category,positions',
    `${existing.firstName},${existing.lastName},${existing.birthYear},MALE,C`,
    `Avery,Importe${stamp},2006,FEMALE,"D, LW"`,
    `"Jordan ""JJ""",Importe${stamp},2007,MALE,G`,
  ].join('\r\n');

  const card = page.locator('main');
  await card
    .getByLabel('CSV file')
    .setInputFiles({ name: 'players.txt', mimeType: 'text/plain', buffer: Buffer.from(csv) });
  await expect(card.getByText('"players.txt" is not a .csv file.', { exact: false })).toBeVisible();
  await card
    .getByLabel('CSV file')
    .setInputFiles({ name: 'players.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await card.getByRole('button', { name: 'Validate' }).click();
  const result = card.getByRole('region', { name: 'Validation result' });
  await expect(result.getByRole('region', { name: 'Duplicates' })).toContainText(existing.lastName);
  await expect(card.getByRole('button', { name: /^Import \d+ players?$/i })).toBeDisabled();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Skip Duplicates & Import' }).click();
  await expect(page.getByText('Import Complete')).toBeVisible();
  await expect(page.getByText('Imported 2 players, skipped 1.')).toBeVisible();

  // Both are adults, so both are public and found by search.
  const search = await page.request.get(`/api/players/search?keyword=Importe${stamp}`);
  expect(((await search.json()) as { players: unknown[] }).players).toHaveLength(2);
});

test('an admin edits a tier price, which the pricing page then shows', async ({ page }) => {
  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Tier Management' }).click();
  await expect(page).toHaveURL(/\/admin\/tiers$/);
  const card = page.getByRole('region', { name: 'Warm-Up' });
  const monthly = card.getByLabel('Monthly price (USD)');
  await expect(monthly).toHaveValue('4.99');
  await expect(card.getByText('Not Synced')).toBeVisible();
  try {
    await monthly.fill('-1');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText(/cannot be negative|not be negative/i)).toBeVisible();
    await monthly.fill('5.49');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tier updated')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Warm-Up' }).getByLabel('Monthly price (USD)')).toHaveValue(
      '5.49',
    );
    await page.goto('/pricing');
    await expect(page.getByText('$5.49')).toBeVisible();
  } finally {
    // Other journeys read the decided prices: put them back.
    const tiers = (await (await page.request.get('/api/subscriptions/tiers')).json()) as {
      tiers: { id: string; name: string }[];
    };
    const warmUp = tiers.tiers.find((t) => t.name === 'warm_up')!;
    const res = await page.request.patch(`/api/subscriptions/tiers/${warmUp.id}`, {
      data: { monthlyPrice: 499, yearlyPrice: 4990 },
    });
    expect(res.status()).toBe(200);
  }
});
