import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, registerAccount, test } from './fixtures.ts';

/**
 * The parent's family screens: a co-parent invited to every child at once (D266), a removed co-parent's
 * invitation reading Removed (D265), and a deleted child that the dashboard never asks for again, named
 * in the parent's activity log (D264).
 */

const PASSWORD = 'slap shot 2026';
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

async function createChild(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/players/parent-create', {
    data: { firstName, lastName: 'Berg', birthYear: new Date().getFullYear() - 12, preferredPosition: 'C' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { player: { id: string; slug: string } }).player;
}

/** registerAccount signed the page's context in: straight to the Parents & Permissions tab. */
async function openPermissions(page: Page) {
  await page.goto('/parent/dashboard?tab=coparents');
}

/** The invitations of one child on the Parents & Permissions tab. */
const invitationsOf = (page: Page, name: string) =>
  page.getByRole('region', { name: `Co-parent invitations for ${name}` });

test('a parent invites a co-parent to all their children at once; once removed, the invitation reads Removed', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = unique();
  const momEmail = `mom.${id}@example.com`;
  const dadEmail = `dad.${id}@example.com`;
  await registerAccount(page.request, {
    email: momEmail,
    name: 'Ida Berg',
    role: 'PARENT',
    password: PASSWORD,
  });
  for (const name of ['Liv', 'Ola', 'Siri']) await createChild(page.request, name);
  await openPermissions(page);

  const inviteButton = page.getByRole('button', { name: 'Invite Co-Parent' }).first();
  await expect(inviteButton).toBeVisible({ timeout: 20_000 });
  await inviteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Invite Co-Parent' });
  await expect(dialog.getByRole('checkbox', { name: 'Liv Berg' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'All my children' }).check();
  for (const name of ['Liv Berg', 'Ola Berg', 'Siri Berg']) {
    await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  }
  await dialog.getByLabel('Email address').fill(dadEmail);
  await dialog.getByLabel('Relationship to the children').selectOption('father');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`We e-mailed ${dadEmail} a link to co-manage Liv, Ola and Siri's profiles.`),
  ).toBeVisible();
  for (const name of ['Liv Berg', 'Ola Berg', 'Siri Berg']) {
    await expect(invitationsOf(page, name).getByText(dadEmail)).toBeVisible();
    await expect(invitationsOf(page, name).getByText('Pending', { exact: true })).toBeVisible();
  }

  // One e-mail lists the three children, each with its own link; the father accepts each.
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
    messages: Array<{ to: string; body: string }>;
  };
  const mails = outbox.messages.filter((m) => m.to === dadEmail);
  expect(mails).toHaveLength(1);
  const tokens = [...mails[0]!.body.matchAll(/\/co-parent-invite\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]);
  expect(tokens).toHaveLength(3);
  const dad = await browser.newContext();
  await registerAccount(dad.request, {
    email: dadEmail,
    name: 'Nils Berg',
    role: 'PARENT',
    password: PASSWORD,
  });
  for (const token of tokens) {
    const accepted = await dad.request.post(`/api/co-parents/invitations/${token}/accept`, { data: {} });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  await dad.close();

  await page.reload();
  await expect(invitationsOf(page, 'Liv Berg').getByText('Accepted', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: "Remove Nils Berg from Liv Berg's parents" }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this parent?' })
    .getByRole('button', { name: 'Remove Parent' })
    .click();
  await expect(page.getByText('Parent removed', { exact: true })).toBeVisible();
  await expect(invitationsOf(page, 'Liv Berg').getByText('Removed', { exact: true })).toBeVisible();
  await expect(invitationsOf(page, 'Ola Berg').getByText('Accepted', { exact: true })).toBeVisible();
  // The server says so: a fresh load reads the same.
  await page.reload();
  await expect(invitationsOf(page, 'Liv Berg').getByText('Removed', { exact: true })).toBeVisible();
});

test('after a child is deleted the dashboard never asks for it again, and the activity log names it', async ({
  page,
}) => {
  test.slow();
  const id = unique();
  const momEmail = `mom.${id}@example.com`;
  await registerAccount(page.request, {
    email: momEmail,
    name: 'Ida Berg',
    role: 'PARENT',
    password: PASSWORD,
  });
  const liv = await createChild(page.request, 'Liv');
  await createChild(page.request, 'Ola');
  await openPermissions(page);
  const privacy = page.getByRole('region', { name: 'Privacy and data for Liv Berg' });
  // The dashboard's first load can take a while on a busy machine.
  await expect(privacy).toBeVisible({ timeout: 20_000 });
  await expect(invitationsOf(page, 'Liv Berg').getByText('No invitations sent.')).toBeVisible();

  // From the moment Delete is confirmed: every request about Liv, and every failed one.
  const aboutLiv: string[] = [];
  const failed: string[] = [];
  let deleting = false;
  page.on('request', (request) => {
    const url = request.url();
    if (deleting && request.method() === 'GET' && (url.includes(liv.id) || url.includes(liv.slug))) {
      aboutLiv.push(url);
    }
  });
  page.on('response', (response) => {
    if (deleting && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });

  await privacy.getByRole('button', { name: 'Delete Profile' }).click();
  const deleteDialog = page.getByRole('dialog', { name: "Delete Liv Berg's profile?" });
  await deleteDialog.getByLabel('Type Liv to confirm').fill('Liv');
  deleting = true;
  await deleteDialog.getByRole('button', { name: 'Delete Profile' }).click();
  await expect(page.getByText('Profile deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy and data for Liv Berg' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Privacy and data for Ola Berg' })).toBeVisible();
  // Around the tabs and back, as a parent would look for the child: still nothing asks for it.
  for (const tab of ['My Players', 'My Account', 'Parents & Permissions']) {
    await page.getByRole('tab', { name: tab }).click();
  }
  await page.waitForLoadState('networkidle');
  expect(aboutLiv).toEqual([]);
  expect(failed).toEqual([]);

  await page.getByRole('link', { name: 'Activity Log', exact: true }).click();
  const latest = page.getByRole('row').nth(1);
  await expect(latest).toContainText('Player profile deleted');
  await expect(latest).toContainText('Liv Berg');
  expect(failed).toEqual([]);
});
