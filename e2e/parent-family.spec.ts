import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  agreeToTerms,
  expect,
  expectAccessible,
  linkFromOutbox,
  registerAccount,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/** D105-D109, the parents' journeys: co-parent invitation, one consent dialog, the activity log, the limit. */

const PASSWORD = 'slap shot 2026';
const THIS_YEAR = new Date().getFullYear();
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

async function visitorPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = waitForAppAfterNavigation(await context.newPage());
  return { page, close: () => context.close() };
}

/** A child created by the signed-in parent through the API. */
async function createChild(request: APIRequestContext, firstName: string, age = 14) {
  const res = await request.post('/api/players/parent-create', {
    data: { firstName, lastName: 'Family', birthYear: THIS_YEAR - age, preferredPosition: 'C' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { player: { id: string; slug: string } }).player;
}

async function inviteCoParent(request: APIRequestContext, playerId: string, email: string) {
  const res = await request.post(`/api/players/${playerId}/co-parents/invite`, {
    data: { email, relationship: 'guardian' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return linkFromOutbox(request, email, /\/co-parent-invite\/[A-Za-z0-9_-]+/);
}

test('a visitor sees a co-parent invitation and declines it without an account', async ({
  page,
  browser,
}) => {
  const id = unique();
  await registerAccount(page.request, {
    email: `inviter.${id}@example.com`,
    name: 'Iris Inviter',
    role: 'PARENT',
  });
  const child = await createChild(page.request, 'Declan');
  const link = await inviteCoParent(page.request, child.id, `decliner.${id}@example.com`);

  const visitor = await visitorPage(browser);
  await visitor.page.setViewportSize({ width: 390, height: 844 });
  await visitor.page.goto(link);
  await expect(visitor.page.getByRole('heading', { name: 'Co-Parent Invitation' })).toBeVisible();
  // A long invited address wraps: the phone page does not scroll sideways.
  expect(
    await visitor.page.evaluate(
      () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
    ),
  ).toBe(0);
  await expect(visitor.page.getByText('Declan Family').first()).toBeVisible();
  await expect(visitor.page.getByText('Guardian', { exact: true })).toBeVisible();
  await expectAccessible(visitor.page);
  await visitor.page.getByRole('button', { name: 'Decline' }).click();
  await expect(visitor.page.getByRole('heading', { name: 'Invitation Declined' })).toBeVisible();
  await expect(visitor.page.getByText('Invitation declined', { exact: true })).toHaveCount(1);
  await visitor.close();

  // The inviter sees the answer on the dashboard.
  await page.goto('/parent/dashboard?tab=coparents');
  await expect(page.getByText(`decliner.${id}@example.com`)).toBeVisible();
  await expect(page.getByText('Declined', { exact: true }).first()).toBeVisible();
});

test('"Create a Parent Account" prefills the invited address, skips the role step and comes back to accept, with one toast', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = unique();
  const invitedEmail = `newcoparent.${id}@example.com`;
  await registerAccount(page.request, {
    email: `inviter2.${id}@example.com`,
    name: 'Iris Inviter',
    role: 'PARENT',
  });
  const child = await createChild(page.request, 'Avery');
  const link = await inviteCoParent(page.request, child.id, invitedEmail);

  // Signed in as someone else: whom the invitation is for, and Switch Account instead of answering.
  const stranger = await visitorPage(browser);
  await registerAccount(stranger.page.request, {
    email: `stranger.${id}@example.com`,
    name: 'Stan Stranger',
    role: 'PARENT',
  });
  await stranger.page.goto(link);
  await expect(stranger.page.getByText('This invitation is for another account')).toBeVisible();
  await expect(stranger.page.getByText(invitedEmail).first()).toBeVisible();
  await expect(stranger.page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await expect(stranger.page.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await stranger.page.getByRole('button', { name: 'Switch Account' }).click();
  await expect(stranger.page).toHaveURL(/\/login$/);
  await stranger.close();

  const visitor = await visitorPage(browser);
  const dad = visitor.page;
  await dad.goto(link);
  await dad.getByRole('link', { name: 'Create a Parent Account' }).click();
  await expect(dad).toHaveURL(/\/register\?role=parent$/);
  // No role step: the account form, with the invited address filled in.
  await expect(dad.getByText('Co-parent invitation')).toBeVisible();
  await expect(dad.getByLabel('Email')).toHaveValue(invitedEmail);
  await expect(dad.getByRole('radio')).toHaveCount(0);
  await dad.getByLabel('Full Name').fill('Dale Coparent');
  await dad.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dad.getByLabel('Confirm Password').fill(PASSWORD);
  await agreeToTerms(dad);
  await dad.getByRole('button', { name: 'Create Account' }).click();
  // Back on the invitation, signed in as the invited parent.
  await expect(dad).toHaveURL(new RegExp(link.replace(/[/]/g, '\\/')));
  await dad.getByRole('button', { name: 'Accept' }).click();
  await expect(dad.getByRole('heading', { name: 'Invitation Accepted' })).toBeVisible();
  await expect(dad.getByText('Invitation accepted', { exact: true })).toHaveCount(1);
  await expect(dad).toHaveURL(/\/parent(\/dashboard)?$/, { timeout: 10_000 });
  await expect(dad.getByText('Invitation accepted', { exact: true })).toHaveCount(1);
  await visitor.close();
});

test('the consent dialog is the same, prefilled with the parent’s name, on the dashboard and on the profile', async ({
  page,
}) => {
  const id = unique();
  await registerAccount(page.request, {
    email: `consent.${id}@example.com`,
    name: 'Carla Consent',
    role: 'PARENT',
  });
  const child = await createChild(page.request, 'Connie');

  await page.goto('/parent/dashboard?tab=coparents');
  await page.getByRole('button', { name: 'Record Consent' }).click();
  const fromDashboard = page.getByRole('dialog');
  await expect(fromDashboard.getByRole('heading', { name: 'Record Parental Consent' })).toBeVisible();
  await expect(fromDashboard.getByLabel('Your full name')).toHaveValue('Carla Consent');
  await fromDashboard.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/parent/player/${child.id}`);
  await page.getByRole('button', { name: 'Give Consent' }).first().click();
  const fromProfile = page.getByRole('dialog');
  await expect(fromProfile.getByRole('heading', { name: 'Record Parental Consent' })).toBeVisible();
  await expect(fromProfile.getByLabel('Your full name')).toHaveValue('Carla Consent');
  await fromProfile.getByRole('checkbox').check();
  await fromProfile.getByRole('button', { name: 'Record Consent' }).click();
  await expect(page.getByText('Consent recorded', { exact: true })).toBeVisible();
});

test('the activity log names the child and what changed, and does not scroll sideways at 390 px', async ({
  page,
}) => {
  const id = unique();
  await registerAccount(page.request, { email: `log.${id}@example.com`, name: 'Lola Log', role: 'PARENT' });
  const child = await createChild(page.request, 'Logan');
  const edit = await page.request.patch(`/api/players/${child.id}`, { data: { bio: 'Quick hands.' } });
  expect(edit.status()).toBe(200);
  await page.request.post(`/api/players/${child.id}/co-parents/invite`, {
    data: { email: `logdad.${id}@example.com` },
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/parent/activity');
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
  await expect(page.getByText('Co-parent invited')).toBeVisible();
  await expect(page.getByText(`logdad.${id}@example.com · Logan Family`)).toBeVisible();
  await expect(page.getByText('Player profile updated')).toBeVisible();
  await expect(page.getByText('Changed Bio')).toBeVisible();
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement!;
    const wide = [...document.querySelectorAll('main *')].filter(
      (el) =>
        el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
    );
    return { page: root.scrollWidth - root.clientWidth, scrollers: wide.length };
  });
  expect(overflow).toEqual({ page: 0, scrollers: 0 });
  await expectAccessible(page);
});

test('/create-player-profile at the plan’s limit says so before the form', async ({ page }) => {
  const id = unique();
  await registerAccount(page.request, {
    email: `limit.${id}@example.com`,
    name: 'Max Limit',
    role: 'PARENT',
  });
  for (const name of ['One', 'Two', 'Three']) await createChild(page.request, name, 18);
  await page.goto('/create-player-profile');
  await expect(page.getByText('Player limit reached')).toBeVisible();
  await expect(
    page.getByText('Your plan allows 3 player profiles. Upgrade your plan to manage more players.'),
  ).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Plans' })).toBeVisible();
  await expectAccessible(page);
});
