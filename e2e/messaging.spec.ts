import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  linkFromOutbox,
  loginAs,
  person,
  registerAccount,
  setUpPlayerProfile,
  test,
} from './fixtures.ts';

/**
 * Safe messaging in the browser (the demo recruiter coaches a verified Division I men's
 * program from the NCAA list, the demo junior coach a verified USHL team): a junior coach writes to a
 * 16-year-old from the public profile,
 * the parent (copied by the server, MAAPP) reads it in the inbox and replies, the player sees both; the
 * NCAA contact date refuses a Division I men's program for a grade-9 player, with the date; a parent who
 * turns off recruiter contact is honoured in the recruiter's composer; the parent of a grade-9 player writes
 * first, from the inbox, to that Division I men's recruiter by e-mail, who reads it but may not answer yet.
 */

const THIS_YEAR = new Date().getFullYear();
/** The class (graduation year) of a player in grade 9 this school year (a school year starts in the fall). */
const GRADE_9_CLASS = (new Date().getMonth() >= 6 ? THIS_YEAR + 1 : THIS_YEAR) + 3;
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

/** Verifies the signed-in account's address with the link from the development outbox. */
async function verifyEmail(page: Page, email: string) {
  const link = await linkFromOutbox(
    page.request,
    email,
    /\/verify-email\?token=[A-Za-z0-9_-]+/,
    '/verify-email?token=',
  );
  const token = new URL(link, 'http://x').searchParams.get('token');
  const res = await page.request.post('/api/auth/verify-email', { data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A family through the API: a parent with a verified account, and a player of `age` with their own
 * account who asks that parent to approve the profile (so the parent is linked), with a class year that
 * fits the birth year. Both stay signed in, each in their own browser.
 */
async function family(browser: Browser, age: number, graduationYear: number) {
  const id = unique();
  const firstName = `Oskar${id.slice(-4).replace(/\D/g, '')}`;
  const parentEmail = `parent.${id}@example.com`;
  const parent = await person(browser);
  await registerAccount(parent.page.request, { email: parentEmail, name: 'Nora Berg', role: 'PARENT' });
  await verifyEmail(parent.page, parentEmail);

  const player = await person(browser);
  const birthYear = THIS_YEAR - age;
  await registerAccount(player.page.request, {
    email: `player.${id}@example.com`,
    name: `${firstName} Berg`,
    role: 'PLAYER',
    birthYear,
  });
  const profile = await setUpPlayerProfile(player.page.request, {
    firstName,
    lastName: 'Berg',
    birthYear,
    category: 'MALE',
    shoots: 'L',
    positions: ['C'],
  });
  const asked = await player.page.request.post(`/api/players/${profile.id}/request-approval`, {
    data: { parentEmail },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const approval = await linkFromOutbox(
    parent.page.request,
    parentEmail,
    /\/approve-profile\/[A-Za-z0-9_-]+/,
    `${firstName} Berg`,
  );
  const approved = await parent.page.request.post(
    `/api/approval-requests/approve/${approval.split('/').pop()}`,
    { data: {} },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  const classYear = await player.page.request.patch(`/api/players/${profile.id}`, {
    data: { graduationYear },
  });
  expect(classYear.status(), await classYear.text()).toBe(200);
  return { parent, player, profile, name: `${firstName} Berg`, firstName };
}

/**
 * A verified demo recruiter: Marcus Whitfield (Minnesota State, NCAA Division I men's hockey) or, with
 * `junior`, Erik Lindqvist (a USHL junior team: no NCAA calendar, the parents in every conversation).
 */
async function recruiter(page: Page, who: 'ncaa' | 'junior' = 'ncaa') {
  await loginAs(page, who === 'junior' ? 'junior.coach@rinkside.demo' : 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
}

async function openComposer(page: Page, slug: string) {
  await page.goto(`/player/${slug}`);
  const composer = page.getByRole('dialog', { name: /^Message / });
  // The recruiter's part hydrates with the page (D338): one press opens the composer.
  await page.getByRole('button', { name: 'MESSAGE PLAYER' }).click();
  await expect(composer).toBeVisible();
  return composer;
}

test('a USHL junior coach writes to a 16-year-old, the parent reads it in the inbox and replies, and the player sees both', async ({
  page,
  browser,
}) => {
  test.slow();
  const fam = await family(browser, 16, THIS_YEAR - 16 + 18);
  await recruiter(page, 'junior');

  // The composer: the server allows it (no NCAA calendar for a junior team) and names the parent who will be
  // in the conversation.
  const composer = await openComposer(page, fam.profile.slug);
  await expect(
    composer.getByText(`${fam.name} is a minor: their parent is in the conversation`),
  ).toBeVisible();
  await expect(composer.getByText('Nora Berg (Parent)')).toBeVisible();
  const send = composer.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  await composer.getByLabel('Your message').fill('   ');
  await expect(send).toBeDisabled();
  await expectAccessible(page);
  await composer
    .getByLabel('Your message')
    .fill(
      `Hi ${fam.firstName}, our camp is at https://www.northernlakes.example/camp?x=<b>hi</b> this summer.`,
    );
  await send.click();

  // The thread opens: the message is text, its link shown as text with its domain.
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(
    messages.getByText(/our camp is at https:\/\/www\.northernlakes\.example\/camp\?x=<b>hi<\/b>/),
  ).toBeVisible();
  await expect(messages.getByText('www.northernlakes.example', { exact: true })).toBeVisible();
  await expect(messages.getByRole('link')).toHaveCount(0);
  await expect(messages.locator('b')).toHaveCount(0);
  const participants = page.getByRole('region', { name: 'Participants' });
  await expect(participants.getByText('Recruiter - Prairie City Blizzard')).toBeVisible();
  await expect(participants.getByText('Nora Berg')).toBeVisible();
  await expect(page.getByText('see every message (U.S. Center for SafeSport, MAAPP)')).toBeVisible();
  await expectAccessible(page);

  // The parent: the header badge shows 1, the inbox lists the thread, opening it reads it.
  const parent = fam.parent.page;
  await parent.goto('/parent/dashboard');
  const nav = parent.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Messages (1 unread)' })).toBeVisible();
  await nav.getByRole('link', { name: /Messages/ }).click();
  await expect(parent).toHaveURL(/\/messages$/);
  const row = parent.getByRole('link', { name: new RegExp(fam.name) });
  await expect(row).toContainText('Erik Lindqvist: Hi');
  await expect(row).toContainText('1 unread');
  await expectAccessible(parent);
  await row.click();
  await expect(parent.getByRole('list', { name: 'Messages' }).getByText(/our camp is at/)).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await parent.getByRole('textbox', { name: 'Reply' }).fill('Thank you, coach. Oskar would love to come.');
  await parent.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    parent.getByRole('list', { name: 'Messages' }).getByText('Thank you, coach.', { exact: false }),
  ).toBeVisible();
  await expect(parent.getByRole('textbox', { name: 'Reply' })).toHaveValue('');

  // The player sees both messages in the same thread.
  const player = fam.player.page;
  await player.goto('/messages');
  await player.getByRole('link', { name: new RegExp(fam.name) }).click();
  const seen = player.getByRole('list', { name: 'Messages' });
  await expect(seen.getByText(/our camp is at/)).toBeVisible();
  await expect(seen.getByText(/Thank you, coach\./)).toBeVisible();

  // The parent reports the conversation; an admin reads it with the thread and closes the report.
  await parent.getByRole('button', { name: 'Report' }).click();
  const report = parent.getByRole('dialog', { name: 'Report this conversation' });
  await expect(report.getByRole('button', { name: 'Send Report' })).toBeDisabled();
  await report.getByLabel('What is wrong?').fill('Testing the report: asks us to a camp outside Rinkside.');
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(parent.getByText('Report sent')).toBeVisible();
  const admin = await person(browser);
  await loginAs(admin.page, 'admin@rinkside.demo');
  await expect(admin.page).toHaveURL(/\/admin\/dashboard$/);
  await admin.page.getByRole('link', { name: 'Reported Messages' }).click();
  const card = admin.page.getByRole('listitem').filter({ hasText: `Conversation about ${fam.name}` });
  await expect(card.getByText('asks us to a camp outside Rinkside.')).toBeVisible();
  await expect(card.getByRole('region', { name: 'Messages' }).getByText(/our camp is at/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open account to suspend (Erik Lindqvist)' })).toHaveAttribute(
    'href',
    /\/admin\/users\//,
  );
  await expectAccessible(admin.page);
  await card.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.page.getByText('Report resolved')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.close();

  // And the recruiter has the parent's reply waiting.
  await page.goto('/messages');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages (1 unread)' }),
  ).toBeVisible();
  await fam.parent.close();
  await fam.player.close();
});

test('a Division I men’s recruiter is refused for a grade-9 player, with the date from which contact is allowed', async ({
  page,
  browser,
}) => {
  test.slow();
  const fam = await family(browser, THIS_YEAR - (GRADE_9_CLASS - 18), GRADE_9_CLASS);
  await recruiter(page);
  const composer = await openComposer(page, fam.profile.slug);
  await expect(composer.getByText(`You cannot message ${fam.name} yet`)).toBeVisible();
  // The date the server gave, in full beside "You may write from" (D1 men's: January 1 of grade 10).
  await expect(composer.getByText(/^You may write from/)).toContainText(`January 1, ${GRADE_9_CLASS - 2}`);
  await expect(composer.getByText(/the family may write to you first/)).toBeVisible();
  await expect(composer.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await fam.parent.close();
  await fam.player.close();
});

test('a parent turns off recruiter contact and the recruiter’s composer says so', async ({
  page,
  browser,
}) => {
  test.slow();
  const fam = await family(browser, 16, THIS_YEAR - 16 + 18);
  const parent = fam.parent.page;
  await parent.goto('/parent/dashboard?tab=coparents');
  await parent.getByRole('tab', { name: 'Parents & Permissions' }).click();
  const card = parent.getByRole('region', { name: `Recruiter contact for ${fam.firstName}` });
  const allow = card.getByRole('switch', { name: `Allow recruiters to contact ${fam.firstName}` });
  await expect(allow).toBeChecked();
  await allow.click();
  await expect(allow).not.toBeChecked();
  await expect(parent.getByText('Contact settings saved')).toBeVisible();
  await expectAccessible(parent);

  // The demo recruiter's program (Division I men's) is not what stops him: the family's setting is.
  await recruiter(page);
  const composer = await openComposer(page, fam.profile.slug);
  await expect(composer.getByText(`You cannot message ${fam.name} yet`)).toBeVisible();
  await expect(
    composer.getByText("This player's family has turned off contact from recruiters"),
  ).toBeVisible();
  await expect(composer.getByRole('textbox')).toHaveCount(0);
  await fam.parent.close();
  await fam.player.close();
});

test('the parent of a grade-9 player writes first to a Division I men’s recruiter, who reads it but may not answer before January 1 of grade 10', async ({
  page,
  browser,
}) => {
  test.slow();
  const fam = await family(browser, THIS_YEAR - (GRADE_9_CLASS - 18), GRADE_9_CLASS);
  await recruiter(page);
  const opens = `January 1, ${GRADE_9_CLASS - 2}`;

  // The parent's inbox is empty; New Message opens the dialog about their one active child.
  const parent = fam.parent.page;
  await parent.goto('/messages');
  await expect(parent.getByText('You can write to a college recruiter first')).toBeVisible();
  await parent.getByRole('button', { name: 'New Message' }).click();
  const dialog = parent.getByRole('dialog', { name: 'Write to a recruiter' });
  await expect(dialog.getByText(fam.name, { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(`${fam.firstName} is under 18, so each parent sees every message`, { exact: false }),
  ).toBeVisible();
  await expect(
    dialog.getByText('may only be able to answer from a later date', { exact: false }),
  ).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  const email = dialog.getByLabel('Recruiter’s Rinkside email');
  await email.fill(`nobody.${unique()}@example.com`);
  await dialog
    .getByLabel('Your message')
    .fill(`Hello Coach Whitfield, ${fam.firstName} plays center for his U15 team.`);
  await send.click();
  await expect(dialog.getByText('No Rinkside recruiter account uses that email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(parent);
  await email.fill('recruiter@rinkside.demo');
  await send.click();

  // The thread opens, with the note above the reply box on when this coach can answer.
  await expect(parent).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(parent.getByText('Message sent')).toBeVisible();
  await expect(
    parent.getByRole('list', { name: 'Messages' }).getByText(/plays center for his U15 team/),
  ).toBeVisible();
  const reply = parent.getByRole('region', { name: 'Reply' });
  await expect(reply.getByText(`can answer the class of ${GRADE_9_CLASS} from ${opens}`)).toBeVisible();
  await expect(reply.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await expectAccessible(parent);

  // The recruiter has it in his inbox, and the thread says why he cannot answer yet, with the date.
  await page.goto('/messages');
  const row = page.getByRole('link', { name: new RegExp(fam.name) });
  await expect(row).toContainText('Nora Berg: Hello Coach Whitfield');
  await row.click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(/plays center/)).toBeVisible();
  const closed = page.getByRole('region', { name: 'Reply' });
  await expect(closed.getByText('You cannot reply in this conversation')).toBeVisible();
  await expect(closed.getByText(/not even to answer/)).toContainText(`answer from ${opens}`);
  await expect(closed.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await fam.parent.close();
  await fam.player.close();
});
