import {
  agreeToTerms,
  expect,
  expectConsoleErrors,
  linkFromOutbox,
  loginAs,
  registerAccount,
  test,
} from './fixtures.ts';

/** Testers' findings on first visits, reused links, goalies and the audit log at phone width. */

const unique = (who: string) => `${who}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

test('a brand-new parent is greeted with Welcome, and with Welcome back after signing in again (D262)', async ({
  page,
}) => {
  const email = unique('welcome');
  await page.goto('/register');
  await page.getByRole('button', { name: /Parent/ }).click();
  await page.getByLabel('Full Name').fill('Casey Crease');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('blue line pass');
  await page.getByLabel('Confirm Password').fill('blue line pass');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByText('Welcome, Casey Crease.')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  // Still the sign-up session after a reload.
  await page.reload();
  await expect(page.getByText('Welcome, Casey Crease.')).toBeVisible();

  await page.request.post('/api/auth/logout', { data: {} });
  await loginAs(page, email, 'blue line pass');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByText('Welcome back, Casey Crease.')).toBeVisible();
});

test('a reused verification link says the address is already verified and leads on; a dead link still fails (D263)', async ({
  page,
  consoleErrors,
}) => {
  const email = unique('verified');
  await registerAccount(page.request, { email, name: 'Riley Rebound', role: 'PARENT' });
  const link = await linkFromOutbox(page.request, email, /\/verify-email\?token=[A-Za-z0-9_-]+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible({ timeout: 15_000 });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Verification Failed')).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  // Opened signed out (another device, or after logging out): the way on is the log-in.
  await page.request.post('/api/auth/logout', { data: {} });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Already Verified' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');

  await page.goto(`/verify-email?token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible({ timeout: 15_000 });
  // The reused link (twice) and the dead one each logged their 400 (the browser may tell it after the page
  // shows).
  await expect.poll(() => consoleErrors.filter((e) => /status of 400/.test(e)).length).toBe(3);
  expectConsoleErrors(consoleErrors, /status of 400/);
});

test('a parent creating a goalie is asked which hand catches (D241)', async ({ page }) => {
  await registerAccount(page.request, {
    email: unique('goalie-parent'),
    name: 'Jordan Pads',
    role: 'PARENT',
  });
  await page.goto('/create-player-profile');
  await expect(page.getByLabel('Shoots')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Primary position').selectOption('G');
  await expect(page.getByLabel('Catches')).toBeVisible();
  await expect(page.getByLabel('Shoots')).toHaveCount(0);
});

test('the admin audit log fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin@rinkside.demo');
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin');
  const entries = page.getByRole('list', { name: 'Audit log entries' });
  await expect(entries.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(entries.getByRole('listitem').first().getByText('Actor')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit logs' })).toBeHidden();
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(width.scroll).toBeLessThanOrEqual(width.viewport);

  // The desktop keeps the table.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('region', { name: 'Audit logs' }).getByRole('table')).toBeVisible();
  await expect(entries).toBeHidden();
});
