import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  expectConsoleErrors,
  linkFromOutbox,
  registerAccount,
  setUpPlayerProfile,
  test,
  verifyToApprove,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/**
 * "Log In to Approve" on /approve-profile/{token} (spec 2 §2, spec 1 §8): the login page carries the
 * approvalToken and approves right after logging in. The server accepts only a PARENT account whose
 * e-mail is verified and is the address the request was sent to (approvals.service.ts), so a parent with
 * another address is logged in but the profile stays unapproved, and an unverified parent verifies first.
 */

const PASSWORD = 'slap shot 2026';
const DEMO_PARENT = 'parent@rinkside.demo';
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

async function logout(page: Page) {
  expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
  await page.context().clearCookies();
}

/**
 * A 15-year-old registers, creates a draft profile and asks `parentEmail` to approve it; everyone is
 * signed out again. Answers the approval link from the e-mail and the player's slug.
 */
async function teenAsksParent(page: Page, firstName: string, parentEmail: string) {
  const id = unique();
  await registerAccount(page.request, {
    email: `teen.${id}@example.com`,
    name: `${firstName} Lund`,
    role: 'PLAYER',
    password: PASSWORD,
  });
  const player = await setUpPlayerProfile(page.request, {
    firstName,
    lastName: 'Lund',
    birthYear: new Date().getFullYear() - 15,
    category: 'FEMALE',
    shoots: 'L',
    positions: ['LW'],
  });
  const asked = await page.request.post(`/api/players/${player.id}/request-approval`, {
    data: { parentEmail },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  await logout(page);

  // The e-mail to that address naming this player (the demo parent's inbox may hold others).
  const link = await linkFromOutbox(
    page.request,
    parentEmail,
    /\/approve-profile\/[A-Za-z0-9_-]+/,
    `${firstName} Lund`,
  );
  return { link, token: link.split('/').pop() as string, slug: player.slug };
}

/** From the approval link, signed out: Log In to Approve, then the login form with the token. */
async function logInToApprove(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Approve Player Profile' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In to Approve' }).click();
  await expect(page).toHaveURL(/\/login\?approvalToken=[A-Za-z0-9_-]+$/);
  await expect(page.getByText('Approving Player Profile')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('the parent the request was sent to logs in from the approval link, verifies the address and the profile is approved', async ({
  page,
  browser,
}) => {
  const parentEmail = `mother.${unique()}@example.com`;
  await registerAccount(page.request, {
    email: parentEmail,
    name: 'Karin Lund',
    role: 'PARENT',
    password: PASSWORD,
  });
  await logout(page);
  const { link, token, slug } = await teenAsksParent(page, 'Elin', parentEmail);

  await logInToApprove(page, link, parentEmail, PASSWORD);
  // The account is not verified yet: the approval page asks for it, then finishes the approval.
  await expect(page.getByText('Verify your email to approve').first()).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.get(`/api/approval-requests/validate/${token}`)).ok()).toBe(true);
  await verifyToApprove(page, parentEmail);

  // The request is used up, the parent linked, and the profile public.
  const validation = await page.request.get(`/api/approval-requests/validate/${token}`);
  expect(((await validation.json()) as { alreadyApproved: boolean }).alreadyApproved).toBe(true);
  const account = await page.request.get('/api/parents/account');
  expect(account.ok()).toBe(true);
  const { connectedProfiles } = (await account.json()) as {
    connectedProfiles: { players: Array<{ slug: string; profileStatus: string }> };
  };
  expect(connectedProfiles.players).toEqual([expect.objectContaining({ slug, profileStatus: 'active' })]);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Profile Approved' })).toBeVisible();

  const visitor = await browser.newContext();
  const anon = waitForAppAfterNavigation(await visitor.newPage());
  await anon.goto(`/player/${slug}`);
  await expect(anon.getByRole('heading', { level: 1, name: 'Elin Lund' })).toBeVisible();
  await visitor.close();
});

test('a parent with another e-mail address is logged in, but the profile is not approved', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { link, token, slug } = await teenAsksParent(page, 'Maja', `father.${unique()}@example.com`);

  await logInToApprove(page, link, DEMO_PARENT, DEMO_PASSWORD);
  await expect(page.getByText('Logged In', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'You have been logged in, but there was an issue approving the profile. Please try again from the approval link.',
    ),
  ).toBeVisible();
  // The server's reason says which account the request was meant for.
  await expect(page.getByText('This approval request was sent to a different email address.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  // The approve call was refused (403: sent to a different address); the screen handled it.
  expectConsoleErrors(consoleErrors, /status of 403/);

  // Still signed in as the demo parent; the request is still pending and the profile still hidden.
  const me = await page.request.get('/api/auth/me');
  expect(((await me.json()) as { email: string }).email).toBe(DEMO_PARENT);
  const validation = await page.request.get(`/api/approval-requests/validate/${token}`);
  expect(validation.status()).toBe(200);
  expect(((await validation.json()) as { alreadyApproved: boolean }).alreadyApproved).toBe(false);

  const visitor = await browser.newContext();
  const anon = waitForAppAfterNavigation(await visitor.newPage());
  await anon.goto(`/player/${slug}`);
  await expect(anon.getByRole('heading', { level: 1, name: 'Player Not Found' })).toBeVisible();
  await visitor.close();
});
