import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectAccessible,
  linkFromOutbox,
  loginAs,
  registerAccount,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/**
 * Privacy & data on the parent dashboard (D062): a parent withdraws consent for a child,
 * removes a co-parent, downloads the child's data and deletes the profile with a typed confirmation.
 */

const PASSWORD = 'slap shot 2026';
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

async function logout(request: APIRequestContext) {
  expect((await request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
}

test('a parent withdraws consent, removes a co-parent, downloads the data and deletes the child', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = unique();
  const momEmail = `mom.${id}@example.com`;
  const dadEmail = `dad.${id}@example.com`;
  const request = page.request;

  // The mother creates a 12-year-old and records consent; the father accepts a co-parent invitation.
  await registerAccount(request, { email: momEmail, name: 'Ida Berg', role: 'PARENT', password: PASSWORD });
  const created = await request.post('/api/players/parent-create', {
    data: {
      firstName: 'Liv',
      lastName: 'Berg',
      birthYear: new Date().getFullYear() - 12,
      preferredPosition: 'C',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const child = ((await created.json()) as { player: { id: string; slug: string } }).player;
  const consent = await request.post(`/api/players/${child.id}/parental-consent`, {
    data: { parentName: 'Ida Berg', consentGiven: true },
  });
  expect(consent.ok(), await consent.text()).toBe(true);
  const invite = await request.post(`/api/players/${child.id}/co-parents/invite`, {
    data: { email: dadEmail },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  await logout(request);
  const inviteLink = await linkFromOutbox(request, dadEmail, /\/co-parent-invite\/[A-Za-z0-9_-]+/);
  const dad = await browser.newContext();
  await registerAccount(dad.request, {
    email: dadEmail,
    name: 'Nils Berg',
    role: 'PARENT',
    password: PASSWORD,
  });
  const accepted = await dad.request.post(
    `/api/co-parents/invitations/${inviteLink.split('/').pop()}/accept`,
    {
      data: {},
    },
  );
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await loginAs(page, momEmail, PASSWORD);
  // Wait for the login to land before navigating: a navigation during the login call would abort it.
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.goto('/parent/dashboard?tab=coparents');
  const privacy = page.getByRole('region', { name: 'Privacy and data for Liv Berg' });
  await expect(privacy).toBeVisible();
  await expectAccessible(page);

  // Withdraw consent: the public page disappears at once.
  await privacy.getByRole('button', { name: 'Withdraw Consent' }).click();
  const withdrawDialog = page.getByRole('alertdialog', { name: 'Withdraw consent?' });
  await expect(withdrawDialog).toContainText('hidden right away');
  await withdrawDialog.getByRole('button', { name: 'Withdraw Consent' }).click();
  await expect(page.getByText('Consent withdrawn', { exact: true })).toBeVisible();
  const visitor = await browser.newContext();
  const anon = waitForAppAfterNavigation(await visitor.newPage());
  await anon.goto(`/player/${child.slug}`);
  await expect(anon.getByRole('heading', { level: 1, name: 'Player Not Found' })).toBeVisible();
  await visitor.close();

  // Remove the co-parent: he loses access at once.
  await page.getByRole('button', { name: "Remove Nils Berg from Liv Berg's parents" }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove this parent?' })
    .getByRole('button', { name: 'Remove Parent' })
    .click();
  await expect(page.getByText('Parent removed', { exact: true })).toBeVisible();
  expect((await dad.request.get(`/api/players/${child.id}`)).status()).toBe(404);
  await dad.close();

  // Download the data: a JSON file named after the profile.
  const downloading = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Download Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rinkside-${child.slug}-data.json`);

  // Delete: the button stays disabled until the child's first name is typed.
  await privacy.getByRole('button', { name: 'Delete Profile' }).click();
  const deleteDialog = page.getByRole('dialog', { name: "Delete Liv Berg's profile?" });
  const confirm = deleteDialog.getByRole('button', { name: 'Delete Profile' });
  await expect(confirm).toBeDisabled();
  await deleteDialog.getByLabel('Type Liv to confirm').fill('Li');
  await expect(confirm).toBeDisabled();
  await deleteDialog.getByLabel('Type Liv to confirm').fill('liv');
  await expect(confirm).toBeEnabled();
  await expectAccessible(page);
  await confirm.click();
  await expect(page.getByText('Profile deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy and data for Liv Berg' })).toHaveCount(0);
  expect((await request.get(`/api/players/${child.id}`)).status()).toBe(404);
});
