import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';

const PASSWORD = 'slap shot 2026';
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

/** The newest e-mail to `to` from the development outbox, and the path of the link matching `pattern`. */
async function linkFromOutbox(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox');
      const { messages } = (await res.json()) as { messages: Array<{ to: string; body: string }> };
      const match = messages.find((m) => m.to === to)?.body.match(pattern);
      path = match?.[0];
      return path;
    })
    .toBeTruthy();
  return path as string;
}

test('a 15-year-old asks a parent, who creates an account from the e-mail link and approves the profile', async ({
  page,
  browser,
}) => {
  const id = unique();
  const parentEmail = `parent.${id}@example.com`;
  const player = page.request;
  expect(
    (
      await player.post('/api/auth/register', {
        data: { email: `kid.${id}@example.com`, password: PASSWORD, name: 'Nico Brandt', role: 'PLAYER' },
      })
    ).ok(),
  ).toBe(true);
  const setup = await player.post('/api/players/setup', {
    data: {
      firstName: 'Nico',
      lastName: 'Brandt',
      birthYear: new Date().getFullYear() - 15,
      category: 'MALE',
      shoots: 'L',
      positions: ['C'],
    },
  });
  expect(setup.status()).toBe(201);
  const { player: created } = (await setup.json()) as { player: { id: string; slug: string } };
  expect(
    (await player.post(`/api/players/${created.id}/request-approval`, { data: { parentEmail } })).ok(),
  ).toBe(true);
  await player.post('/api/auth/logout', { data: {} });
  await page.context().clearCookies();

  const link = await linkFromOutbox(page.request, parentEmail, /\/approve-profile\/[A-Za-z0-9_-]+/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Approve Player Profile' })).toBeVisible();
  await expect(page.getByText('Nico Brandt').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In to Approve' })).toHaveAttribute(
    'href',
    /\/login\?approvalToken=/,
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create Account & Approve' }).click();
  await expect(page).toHaveURL(/\/register\?approvalToken=/);

  await page.getByRole('button', { name: /Parent/ }).click();
  await page.getByLabel('Full Name').fill('Petra Brandt');
  await page.getByLabel('Email').fill(parentEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Your account has been created and the player profile has been approved!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  // The link now shows the approved state.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Profile Approved' })).toBeVisible();

  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/player/${created.slug}`);
  await expect(anon.getByRole('heading', { name: /Nico Brandt/ }).first()).toBeVisible();
  await visitor.close();
});

test('a parent creates a child, records consent and invites a co-parent who accepts and edits the bio', async ({
  page,
  browser,
}) => {
  const id = unique();
  const coParentEmail = `coparent.${id}@example.com`;
  expect(
    (
      await page.request.post('/api/auth/register', {
        data: { email: `mom.${id}@example.com`, password: PASSWORD, name: 'Maria Okafor', role: 'PARENT' },
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/create-player-profile');
  await expect(page.getByRole('heading', { name: 'Create Player Profile' })).toBeVisible();
  await expect(page.getByLabel('Birth year')).toHaveValue(String(new Date().getFullYear() - 16));
  await expect(page.getByText('Parental approval needed')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Tobi');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Birth year').fill(String(new Date().getFullYear() - 12));
  await page.getByLabel('Primary position').selectOption('D');
  await page.getByLabel('Shoots').selectOption('R');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/parent\/player\/[0-9a-f-]+$/);
  const playerId = page.url().split('/').pop() as string;

  await page.goto('/parent/dashboard?tab=coparents');
  await expect(page.getByRole('tab', { name: 'Parents & Permissions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Tobi Okafor' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Record Consent' }).click();
  const consent = page.getByRole('dialog');
  await consent.getByLabel('Your full name').fill('');
  await consent.getByRole('button', { name: 'Record Consent' }).click();
  await expect(consent.getByText('Your name is required')).toBeVisible();
  await expect(consent.getByText('You must provide consent to proceed')).toBeVisible();
  await consent.getByLabel('Your full name').fill('Maria Okafor');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Record Consent' }).click();
  await expect(page.getByText('Consent recorded', { exact: true })).toBeVisible();
  await expect(page.getByText(/Consent recorded by/)).toBeVisible();

  await page.getByRole('button', { name: 'Invite Co-Parent' }).click();
  const invite = page.getByRole('dialog');
  await invite.getByLabel('Email address').fill('not-an-email');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(invite.getByText('Please enter a valid email address')).toBeVisible();
  await invite.getByLabel('Email address').fill(coParentEmail);
  await invite.getByLabel('Relationship to the player').selectOption('father');
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(page.getByText(coParentEmail, { exact: true })).toBeVisible();

  const link = await linkFromOutbox(page.request, coParentEmail, /\/co-parent-invite\/[A-Za-z0-9_-]+/);

  const other = await browser.newContext();
  const dad = await other.newPage();
  await dad.goto(link);
  await expect(dad.getByRole('heading', { name: 'Co-Parent Invitation' })).toBeVisible();
  await expect(dad.getByText('Log in or sign up first')).toBeVisible();
  expect(
    (
      await dad.request.post('/api/auth/register', {
        data: { email: coParentEmail, password: PASSWORD, name: 'Sam Okafor', role: 'PARENT' },
      })
    ).ok(),
  ).toBe(true);
  await dad.goto(link);
  await expect(dad.getByText('Tobi Okafor').first()).toBeVisible();
  await expect(dad.getByText('Father')).toBeVisible();
  await expectAccessible(dad);
  await dad.getByRole('button', { name: 'Accept' }).click();
  await expect(dad.getByRole('heading', { name: 'Invitation Accepted' })).toBeVisible();
  await expect(dad).toHaveURL(/\/parent$/, { timeout: 10_000 });

  const bio = 'Smooth-skating defenseman who moves the puck well.';
  const patched = await dad.request.patch(`/api/players/${playerId}`, { data: { bio } });
  expect(patched.ok()).toBe(true);
  const read = await dad.request.get(`/api/players/${playerId}`);
  expect(((await read.json()) as { player: { bio: string } }).player.bio).toBe(bio);
  await other.close();
});
