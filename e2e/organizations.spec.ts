import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  linkFromOutbox,
  loginAs,
  registerAccount,
  TERMS_AGREEMENT,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/**
 * D089-D095: organizations as clubs use them. Each journey makes its own organization and accounts (the
 * demo data is shared with other journeys).
 */

const ADMIN = 'admin@rinkside.demo';
const INVITE_LINK = /\/org-invite\/[A-Za-z0-9_-]+/;
const SPONSORSHIP_LINK = /\/sponsorship-invite\/[A-Za-z0-9_-]+/;

/** A page in a fresh browser context (nobody signed in). */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return waitForAppAfterNavigation(await context.newPage());
}

/** Opens an e-mailed organization invitation signed out and creates the account from it. */
async function joinFromLink(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm Password').fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Account & Accept' }).click();
  await expect(page).toHaveURL(/\/org\/dashboard$/);
}

test('an admin creates a club and its owner; the owner invites a staff member who accepts', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const clubName = `Harbor Hawks ${stamp}`;
  const ownerEmail = `e2e.owner.${stamp}@example.com`;
  const staffEmail = `e2e.staff.${stamp}@example.com`;

  await loginAs(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Organization' }).click();
  const create = page.getByRole('dialog', { name: 'Create Organization' });
  await create.getByLabel('Name').fill(clubName);
  await create.getByLabel('Type').selectOption('club');
  await create.getByLabel('Website').fill('https://harborhawks.example');
  await create.getByLabel('Owner email').fill(ownerEmail);
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Create Organization' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('link', { name: clubName }).filter({ visible: true }).first()).toBeVisible();

  // The owner opens the e-mailed link signed out and creates their account from it.
  const owner = await freshPage(browser);
  await joinFromLink(owner, await linkFromOutbox(request, ownerEmail, INVITE_LINK), 'Olivia Harbor');
  await expect(owner.getByRole('heading', { level: 2, name: clubName })).toBeVisible();
  await expectAccessible(owner);

  // The owner invites a staff member with the roster and verification scopes.
  await owner.goto('/org/settings');
  const invite = owner.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email address').fill(staffEmail);
  await invite.getByLabel('Role').selectOption('ORG_STAFF');
  await invite.getByRole('checkbox', { name: /Roster/ }).check();
  await invite.getByRole('checkbox', { name: /Verification/ }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(staffEmail).filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(owner);

  const staff = await freshPage(browser);
  await joinFromLink(staff, await linkFromOutbox(request, staffEmail, INVITE_LINK), 'Sam Staff');
  await expect(staff.getByRole('heading', { level: 2, name: clubName })).toBeVisible();

  // The owner sees the new member beside themselves, with the Owner badge on the owner only.
  await owner.reload();
  await expect(owner.getByText('Sam Staff').filter({ visible: true }).first()).toBeVisible();
  await expect(owner.getByText('Owner', { exact: true }).filter({ visible: true }).first()).toBeVisible();
});

/** An organization with an owner and a staff member (roster + verification), made through the API. */
async function clubWithStaff(browser: Browser, request: APIRequestContext, stamp: string) {
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  const login = await admin.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const ownerEmail = `e2e.org.owner.${stamp}@example.com`;
  const created = await admin.post('/api/admin/organizations', {
    data: { name: `Seaside Seals ${stamp}`, type: 'club', ownerEmail },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { organization } = (await created.json()) as {
    organization: { id: string; slug: string; name: string };
  };
  await adminContext.close();

  const ownerContext = await browser.newContext();
  const ownerLink = await linkFromOutbox(request, ownerEmail, INVITE_LINK);
  const ownerToken = ownerLink.split('/').at(-1);
  const joined = await ownerContext.request.post(`/api/org-invitations/${ownerToken}/accept`, {
    data: { name: 'Oscar Seal', password: DEMO_PASSWORD, ...TERMS_AGREEMENT },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  const staffEmail = `e2e.org.staff.${stamp}@example.com`;
  const invited = await ownerContext.request.post(`/api/orgs/${organization.id}/members/invite`, {
    data: { email: staffEmail, role: 'ORG_STAFF', scopes: ['roster', 'verification'] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await ownerContext.close();
  const staffToken = (await linkFromOutbox(request, staffEmail, INVITE_LINK)).split('/').at(-1);
  const staffContext = await browser.newContext();
  const staffJoined = await staffContext.request.post(`/api/org-invitations/${staffToken}/accept`, {
    data: { name: 'Stella Staff', password: DEMO_PASSWORD, ...TERMS_AGREEMENT },
  });
  expect(staffJoined.status(), await staffJoined.text()).toBe(200);
  await staffContext.close();
  return { organization, staffEmail };
}

/** A parent with a 15-year-old whose consent is recorded, one logged game and evidence sent. */
async function familyWithTeen(request: APIRequestContext, stamp: string) {
  const parentEmail = `e2e.org.parent.${stamp}@example.com`;
  await registerAccount(request, { email: parentEmail, name: 'Paula Parent', role: 'PARENT' });
  const lastName = `Tide${stamp.replace(/[0-9]/g, '')}`;
  const created = await request.post('/api/players/parent-create', {
    data: {
      firstName: 'Toby',
      lastName,
      birthYear: new Date().getFullYear() - 15,
      category: 'MALE',
      positions: ['C'],
      preferredPosition: 'C',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { player } = (await created.json()) as { player: { id: string; slug: string } };
  const consent = await request.post(`/api/players/${player.id}/parental-consent`, {
    data: { parentName: 'Paula Parent', consentGiven: true },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  const game = await request.post(`/api/players/${player.id}/game-stats/skater`, {
    data: {
      gameData: {
        gameDate: '2026-11-01',
        opponent: 'Bayside Bruins',
        homeAway: 'home',
        teamScore: 3,
        opponentScore: 1,
      },
      statsData: { goals: 2, assistsPrimary: 1, assistsSecondary: 0, shots: 5, timeOnIceMinutes: 16 },
    },
  });
  expect(game.status(), await game.text()).toBe(201);
  const evidence = await request.post(`/api/players/${player.id}/verification-evidence`, {
    data: { url: 'https://seasideseals.example/u16/roster' },
  });
  expect(evidence.status(), await evidence.text()).toBe(201);
  return { parentEmail, player, name: `Toby ${lastName}` };
}

test("staff invite a 15-year-old's family, the parent accepts, staff verify the evidence and a game, and the public pages show it", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const { organization, staffEmail } = await clubWithStaff(browser, request, stamp);
  const family = await familyWithTeen(request, stamp);

  // Staff find the player and invite the family, asking to maintain team history and game stats.
  await loginAs(page, staffEmail);
  await expect(page).toHaveURL(/\/org\/dashboard$/);
  await page.goto('/org/roster');
  await page.getByRole('button', { name: 'Add Player' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Player' });
  await add.getByLabel('Search players').fill(family.name);
  await add.getByRole('button', { name: new RegExp(family.name) }).click();
  await add.getByRole('checkbox', { name: /Team history/ }).check();
  await add.getByRole('checkbox', { name: /Game stats/ }).check();
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText(family.name).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('Invited', { exact: true }).filter({ visible: true }).first()).toBeVisible();

  // The parent answers from the e-mailed link.
  const link = await linkFromOutbox(request, family.parentEmail, SPONSORSHIP_LINK);
  const parent = await freshPage(browser);
  await loginAs(parent, family.parentEmail);
  await expect(parent).toHaveURL(/\/parent\/dashboard$/);
  await parent.goto(link);
  await expect(parent.getByText(organization.name).first()).toBeVisible();
  await expectAccessible(parent);
  await parent.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(parent.getByText(/accepted/i).first()).toBeVisible();

  // The player is on the dashboard's roster and on the public organization page.
  await page.goto('/org/dashboard');
  await expect(page.getByText(family.name).filter({ visible: true }).first()).toBeVisible();
  const visitor = await freshPage(browser);
  await visitor.goto(`/org/${organization.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: organization.name })).toBeVisible();
  await expect(visitor.getByText(family.name).first()).toBeVisible();
  await expectAccessible(visitor);

  // Staff approve the evidence and attest the game.
  await page.goto('/org/verification');
  await expect(page.getByText(family.name).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).first().click();
  const approve = page.getByRole('dialog', { name: 'Approve evidence' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await page.goto(`/org/roster/${family.player.id}`);
  await page.getByRole('button', { name: /Verify the game against Bayside Bruins/ }).click();
  await expect(page.getByText('Team verified').first()).toBeVisible();
  await expectAccessible(page);

  // The public profile shows Verified and the team-verified game.
  await visitor.goto(`/player/${family.player.slug}`);
  await expect(visitor.getByText('Verified', { exact: true }).first()).toBeVisible();
  await visitor.getByRole('button', { name: 'Game by Game' }).click();
  await expect(visitor.getByRole('dialog').getByText('Team verified').first()).toBeVisible();
  // The game log draws phone cards and a table, one of them hidden by the screen's width.
  await expect(
    visitor.getByRole('dialog').getByText(organization.name).filter({ visible: true }).first(),
  ).toBeVisible();
});
