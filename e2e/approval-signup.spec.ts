import type { APIRequestContext } from '@playwright/test';
import {
  createAccountAndApprove,
  expect,
  expectAccessible,
  linkFromOutbox,
  registerAccount,
  setUpPlayerProfile,
  test,
} from './fixtures.ts';

const PASSWORD = 'slap shot 2026';
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

/** A 15-year-old player asks `parentEmail` for approval; returns the approval page's path. */
async function requestApproval(request: APIRequestContext, parentEmail: string): Promise<string> {
  const id = unique();
  await registerAccount(request, {
    email: `kid.${id}@example.com`,
    password: PASSWORD,
    name: 'Mia Okafor',
    role: 'PLAYER',
  });
  const player = await setUpPlayerProfile(request, {
    firstName: 'Mia',
    lastName: 'Okafor',
    birthYear: new Date().getFullYear() - 15,
    category: 'FEMALE',
    shoots: 'R',
    positions: ['D'],
  });
  const asked = await request.post(`/api/players/${player.id}/request-approval`, { data: { parentEmail } });
  expect(asked.ok()).toBe(true);
  await request.post('/api/auth/logout', { data: {} });
  return linkFromOutbox(request, parentEmail, /\/approve-profile\/[A-Za-z0-9_-]+/);
}

test('Create Account & Approve opens the sign-up as a parent with the request e-mail, and approves after sign-up', async ({
  page,
}) => {
  const parentEmail = `guardian.${unique()}@example.com`;
  const link = await requestApproval(page.request, parentEmail);
  await page.context().clearCookies();

  await page.goto(link);
  await page.getByRole('link', { name: 'Create Account & Approve' }).click();
  await expect(page).toHaveURL(/\/register\?approvalToken=/);
  const token = new URL(page.url()).searchParams.get('approvalToken');

  // The notice, the Parent role already chosen (step 2 of 2), and the request's address filled in.
  await expect(page.getByText('Approving Player Profile')).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(parentEmail);
  await expectAccessible(page);

  // Either way keeps the token: Log in from here, and Sign up back from the login page.
  const logIn = page.getByRole('main').getByRole('link', { name: 'Log in', exact: true });
  await expect(logIn).toHaveAttribute('href', `/login?approvalToken=${token}`);
  await logIn.click();
  await expect(page.getByText('Approving Player Profile')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?approvalToken=${token}$`));

  await createAccountAndApprove(page, 'Grace Okafor', PASSWORD);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Profile Approved' })).toBeVisible();
});

test('a signed-in parent opening the sign-up screen goes to their dashboard', async ({ page }) => {
  await page.request.post('/api/auth/login', {
    data: { email: 'parent@rinkside.demo', password: 'Rinkside2025!' },
  });
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});
