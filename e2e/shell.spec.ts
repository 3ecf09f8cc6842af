import { expect, expectAccessible, expectConsoleErrors, loginAs, test } from './fixtures.ts';

test('a visitor opens the landing page, logs in as the demo player, lands on the profile, and logs out to /', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('contentinfo')).toContainText('© 2025 Rinkside');
  await expectAccessible(page);

  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);

  await loginAs(page, 'player@rinkside.demo');
  await expect(page).toHaveURL(/\/player\/profile$/);
  await expect(page.getByText('You have been logged in successfully.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Profile' })).toBeVisible();

  await page.getByRole('button', { name: /user menu/i }).click();
  await expect(page.getByRole('menu')).toContainText('player@rinkside.demo');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('a wrong password shows the Login Failed toast', async ({ page }) => {
  await loginAs(page, 'player@rinkside.demo', 'not the password');
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('each role lands on its own home after login', async ({ page }) => {
  const homes: [string, RegExp][] = [
    ['parent@rinkside.demo', /\/parent\/dashboard$/],
    ['recruiter@rinkside.demo', /\/recruiter\/dashboard$/],
    ['orgadmin@rinkside.demo', /\/org\/dashboard$/],
    ['admin@rinkside.demo', /\/admin\/dashboard$/],
  ];
  for (const [email, home] of homes) {
    await page.context().clearCookies();
    await loginAs(page, email);
    await expect(page).toHaveURL(home);
  }
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/place');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
});

test('a private path redirects a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/recruiter/lists');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/player/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('the theme toggle switches from the dark default and persists across reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expectAccessible(page);
});

test('a new parent signs up, follows the verification link from the outbox, and sees Email Verified!', async ({
  page,
  consoleErrors,
}) => {
  const email = `parent.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByRole('button', { name: /Parent/ }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Full Name').fill('Morgan Blueline');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('blue line pass');
  await page.getByLabel('Confirm Password').fill('blue line pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByText('Your account has been created successfully!')).toBeVisible();

  await page.goto('/dev/outbox');
  const message = page.locator('article', { hasText: email }).first();
  await expect(message).toBeVisible({ timeout: 15_000 });
  const link = await message.getByRole('link', { name: /verify-email/ }).getAttribute('href');
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await expectAccessible(page);
  await page.goto(link!);
  await expect(page.getByText('This verification link has already been used.')).toBeVisible();
  expectConsoleErrors(consoleErrors, /status of 400/);
});
