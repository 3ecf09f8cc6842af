import {
  agreeToTerms,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectConsoleErrors,
  loginAs,
  test,
} from './fixtures.ts';

test('a visitor opens the landing page, logs in as the demo player, lands on the profile, and logs out to /', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Rinkside`);
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

test('each role lands on its own home after login, and every home passes axe', async ({ page }) => {
  const homes: [string, RegExp, string][] = [
    ['player@rinkside.demo', /\/player\/profile$/, 'Overview'],
    ['parent@rinkside.demo', /\/parent\/dashboard$/, 'Parent Dashboard'],
    ['recruiter@rinkside.demo', /\/recruiter\/dashboard$/, ''],
    ['orgadmin@rinkside.demo', /\/org\/dashboard$/, ''],
    ['admin@rinkside.demo', /\/admin\/dashboard$/, ''],
  ];
  for (const [email, home, text] of homes) {
    await page.context().clearCookies();
    await loginAs(page, email);
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (text) await expect(page.getByText(text).first()).toBeVisible();
    await expectAccessible(page);
  }
});

test('pricing, the outbox, the organization screens and the light-theme login page pass axe', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading pricing options...')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectAccessible(page);

  await page.request.post('/api/auth/login', {
    data: { email: 'orgadmin@rinkside.demo', password: DEMO_PASSWORD },
  });
  for (const path of ['/org/dashboard', '/org/roster', '/org/verification', '/org/settings', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
  await page.context().clearCookies();
  await page.request.post('/api/auth/login', {
    data: { email: 'admin@rinkside.demo', password: DEMO_PASSWORD },
  });
  for (const path of ['/admin/dashboard', '/admin/tiers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

test('the verification page shows the spec texts for a bad link and for no link', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByText('Failed to verify email. The link may be invalid or expired.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);
  expectConsoleErrors(consoleErrors, /status of 400/);

  await page.goto('/verify-email');
  await expect(
    page.getByText('No verification token provided. Please check your email for the verification link.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a signed-in recruiter opening a parent screen is told it is for parent accounts only', async ({
  page,
}) => {
  await page.request.post('/api/auth/login', {
    data: { email: 'recruiter@rinkside.demo', password: DEMO_PASSWORD },
  });
  for (const path of ['/parent/dashboard', '/parent/activity', '/create-player-profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Parent accounts only' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/recruiter/dashboard',
    );
    await expect(page.getByText('Account information not found')).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
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
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByText('Your account has been created successfully!')).toBeVisible();

  // The reminder banner sends another link (spec 2 §2/§8 texts).
  await page.getByRole('button', { name: 'Resend Email' }).click();
  await expect(page.getByText('Email sent!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email sent' })).toBeDisabled();

  await page.goto('/dev/outbox');
  const message = page.locator('article', { hasText: email }).first();
  await expect(message).toBeVisible({ timeout: 15_000 });
  const link = await message.getByRole('link', { name: /verify-email/ }).getAttribute('href');
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await expectAccessible(page);
  // The link again: the address is verified already, which is no failure (D263).
  await page.goto(link!);
  await expect(page.getByText('Email Already Verified')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toBeVisible();
  expectConsoleErrors(consoleErrors, /status of 400/);
});
