import {
  expect,
  expectAccessible,
  expectConsoleErrors,
  linkFromOutbox,
  loginAs,
  registerAccount,
  test,
} from './fixtures.ts';

const SENT = "If an account exists for that email, we've sent a link to reset your password.";
const RESET_LINK = /\/reset-password\?token=[A-Za-z0-9_-]+/;

test('from Forgot password? on the login screen, a parent requests a link, sets a new password and logs in with it', async ({
  page,
}) => {
  const email = `forgot.${Date.now()}@example.com`;
  await registerAccount(page.request, { email, name: 'Fran Forgetful', role: 'PARENT' });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

  await page.goto(await linkFromOutbox(page.request, email, RESET_LINK));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible();
  await page.getByLabel('New Password').fill('a fresh passphrase');
  await page.getByLabel('Confirm Password').fill('a fresh passphrase!');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm Password').fill('a fresh passphrase');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
  await expectAccessible(page);
  await page.locator('#main-content').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await loginAs(page, email, 'a fresh passphrase');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});

test('a used reset link says so and offers a new one', async ({ page, consoleErrors }) => {
  const email = `reused.${Date.now()}@example.com`;
  await registerAccount(page.request, { email, name: 'Rory Reuse', role: 'PLAYER' });
  await page.context().clearCookies();
  expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(200);
  const link = await linkFromOutbox(page.request, email, RESET_LINK);
  const token = new URL(link, 'http://x').searchParams.get('token');
  const first = await page.request.post('/api/auth/reset-password', {
    data: { token, password: 'used up link' },
  });
  expect(first.status()).toBe(200);

  await page.goto(link);
  await page.getByLabel('New Password').fill('another password');
  await page.getByLabel('Confirm Password').fill('another password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password reset link has already been used.')).toBeVisible();
  expectConsoleErrors(consoleErrors, /status of 400/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('after too many wrong passwords the login screen explains the wait and links to a reset', async ({
  page,
  consoleErrors,
}) => {
  const email = `locked.${Date.now()}@example.com`;
  await registerAccount(page.request, { email, name: 'Lee Locked', role: 'PLAYER' });
  await page.context().clearCookies();
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/auth/login', { data: { email, password: 'wrong guess' } });
    expect(res.status()).toBe(401);
  }
  await loginAs(page, email, 'one more guess');
  const alert = page.getByRole('alert').filter({ hasText: 'Too many login attempts' });
  await expect(alert).toContainText(/Please wait \d+ minutes? or reset your password\./);
  expectConsoleErrors(consoleErrors, /status of 429/);
  await expectAccessible(page);
  await alert.getByRole('link', { name: 'Reset your password' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
