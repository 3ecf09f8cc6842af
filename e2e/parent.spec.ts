import type { Browser, Page } from '@playwright/test';
import {
  agreeToTerms,
  createAccountAndApprove,
  expect,
  expectAccessible,
  finishWizardWithDefaults,
  linkFromOutbox,
  registerAccount,
  settleInvalidSubmit,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

const PASSWORD = 'slap shot 2026';
const THIS_YEAR = new Date().getFullYear();
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

/**
 * A page in a fresh browser context (another person, or an anonymous visitor). Like the fixture's page,
 * it collects console errors other than a 401/404 the screens handle; `close` asserts there were none.
 */
async function otherPerson(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = waitForAppAfterNavigation(await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 40[14]/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'console errors').toEqual([]);
    },
  };
}

/** What an anonymous visitor sees at /player/{slug}: the profile's name, or Player Not Found. */
async function expectPublicProfile(browser: Browser, slug: string, visible: { name: string } | null) {
  const visitor = await otherPerson(browser);
  await visitor.page.goto(`/player/${slug}`);
  if (visible) {
    await expect(visitor.page.getByRole('heading', { level: 1, name: visible.name })).toBeVisible();
  } else {
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'Player Not Found' })).toBeVisible();
  }
  await visitor.close();
}

test('a 15-year-old asks a parent, who creates an account from the e-mail link, verifies it and approves the profile', async ({
  page,
  browser,
}) => {
  // Two people in two browsers, and the parent's verification step on top: more than the default minute.
  test.slow();
  const id = unique();
  const parentEmail = `parent.${id}@example.com`;

  // The teen signs up through the wizard: account, basics (15 years old), details, optional steps skipped.
  await page.goto('/register');
  await page.getByRole('button', { name: /Player/ }).click();
  await page.getByLabel('Full Name').fill('Nico Brandt');
  await page.getByLabel('Birth year').fill(String(THIS_YEAR - 15));
  await page.getByLabel('Email').fill(`kid.${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
  await expect(page.getByLabel('First name')).toHaveValue('Nico');
  await expect(page.getByLabel('Last name')).toHaveValue('Brandt');
  await page.getByLabel('Birth year').fill(String(THIS_YEAR - 15));
  await expect(page.getByText('a parent or guardian will need to approve your profile')).toBeVisible();
  await finishWizardWithDefaults(page);
  await page.getByRole('link', { name: 'View My Profile' }).click();
  await expect(page).toHaveURL(/\/player\/profile$/);

  const header = page.getByRole('region', { name: 'Nico Brandt' });
  await expect(header.getByText('Draft', { exact: true })).toBeVisible();
  const { player: created } = (await (await page.request.get('/api/players/me')).json()) as {
    player: { id: string; slug: string; profileStatus: string };
  };
  expect(created.profileStatus).toBe('draft');

  // The teen asks a parent by e-mail from the profile.
  await page.getByRole('button', { name: 'Request Parental Approval' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Request Parental Approval' });
  await expectAccessible(page);
  await ask.getByLabel('Parent email').fill(parentEmail);
  await ask.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Approval Request Sent', { exact: true })).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(header.getByText('Pending Approval', { exact: true })).toBeVisible();
  await expect(header.getByText('Draft', { exact: true })).toHaveCount(0);

  // Until a parent approves, nobody else can see the profile.
  await expectPublicProfile(browser, created.slug, null);

  // The parent opens the e-mailed link, signed out, in their own browser.
  const link = await linkFromOutbox(page.request, parentEmail, /\/approve-profile\/[A-Za-z0-9_-]+/);
  const parent = await otherPerson(browser);
  const mom = parent.page;
  await mom.goto(link);
  await expect(mom.getByRole('heading', { name: 'Approve Player Profile' })).toBeVisible();
  await expect(mom.getByText('Nico Brandt').first()).toBeVisible();
  await expect(mom.getByRole('link', { name: 'Log In to Approve' })).toHaveAttribute(
    'href',
    /\/login\?approvalToken=/,
  );
  await expectAccessible(mom);
  await mom.getByRole('link', { name: 'Create Account & Approve' }).click();
  await expect(mom).toHaveURL(/\/register\?approvalToken=/);

  // The wizard opens at the account step as a parent, with the request's address filled in.
  await expect(mom.getByText('Approving Player Profile')).toBeVisible();
  await expect(mom.getByLabel('Email')).toHaveValue(parentEmail);
  await createAccountAndApprove(mom, 'Petra Brandt', PASSWORD);

  // The link now shows the approved state.
  await mom.goto(link);
  await expect(mom.getByRole('heading', { name: 'Profile Approved' })).toBeVisible();
  await parent.close();

  // The teen's profile is active (no status badge, no notice) and public.
  await page.reload();
  await expect(header.getByRole('heading', { level: 1, name: 'Nico Brandt' })).toBeVisible();
  await expect(header.getByText('Pending Approval', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request Parental Approval' })).toHaveCount(0);
  await expectPublicProfile(browser, created.slug, { name: 'Nico Brandt' });
});

test('a parent creates a child, records consent and invites a co-parent who accepts and edits the bio', async ({
  page,
  browser,
}) => {
  const id = unique();
  const coParentEmail = `coparent.${id}@example.com`;
  await registerAccount(page.request, {
    email: `mom.${id}@example.com`,
    password: PASSWORD,
    name: 'Maria Okafor',
    role: 'PARENT',
  });

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
  await settleInvalidSubmit(page);
  await consent.getByLabel('Your full name').fill('Maria Okafor');
  await consent.getByRole('checkbox').check();
  await consent.getByRole('button', { name: 'Record Consent' }).click();
  await expect(page.getByText('Consent recorded', { exact: true })).toBeVisible();
  await expect(page.getByText(/Consent recorded by/)).toBeVisible();

  // Consent made the profile active: the card's badge says so and anyone can see the public page.
  const card = page.getByRole('heading', { name: 'Tobi Okafor' }).locator('..');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record Consent' })).toHaveCount(0);
  const { player: child } = (await (await page.request.get(`/api/players/${playerId}`)).json()) as {
    player: { slug: string; profileStatus: string };
  };
  expect(child.profileStatus).toBe('active');
  await expectPublicProfile(browser, child.slug, { name: 'Tobi Okafor' });

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

  const other = await otherPerson(browser);
  const dad = other.page;
  await dad.goto(link);
  await expect(dad.getByRole('heading', { name: 'Co-Parent Invitation' })).toBeVisible();
  await expect(dad.getByText('To accept, use a parent account')).toBeVisible();
  await registerAccount(dad.request, {
    email: coParentEmail,
    password: PASSWORD,
    name: 'Sam Okafor',
    role: 'PARENT',
  });
  await dad.goto(link);
  await expect(dad.getByText('Tobi Okafor').first()).toBeVisible();
  await expect(dad.getByText('Father')).toBeVisible();
  await expectAccessible(dad);
  await dad.getByRole('button', { name: 'Accept' }).click();
  await expect(dad.getByRole('heading', { name: 'Invitation Accepted' })).toBeVisible();
  await expect(dad).toHaveURL(/\/parent$/, { timeout: 10_000 });

  // The co-parent now manages the child: edits the bio in the Overview form.
  const bio = 'Smooth-skating defenseman who moves the puck well.';
  await dad.goto(`/parent/player/${playerId}`);
  await expect(dad.getByRole('heading', { level: 1, name: 'Tobi Okafor' })).toBeVisible();
  await dad.getByLabel('Bio').fill(bio);
  await dad.getByRole('button', { name: 'Save Profile' }).click();
  await expect(dad.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(dad.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  await dad.reload();
  await expect(dad.getByLabel('Bio')).toHaveValue(bio);
  await other.close();

  const visitor = await otherPerson(browser);
  await visitor.page.goto(`/player/${child.slug}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Tobi Okafor' })).toBeVisible();
  await expect(visitor.page.getByText(bio)).toBeVisible();
  await visitor.close();
});
