import { expect, expectAccessible, expectConsoleErrors, loginAs, registerAccount, test } from './fixtures.ts';

/** Account Settings (D062): a parent deletes their account, and the only-parent child with it. */

const PASSWORD = 'slap shot 2026';

test('a parent deletes their account after seeing the child that goes with it; the session ends', async ({
  page,
  consoleErrors,
}) => {
  const email = `leaving.${Date.now()}@example.com`;
  await registerAccount(page.request, { email, name: 'Ola Lind', role: 'PARENT', password: PASSWORD });
  const created = await page.request.post('/api/players/parent-create', {
    data: {
      firstName: 'Tove',
      lastName: 'Lind',
      birthYear: new Date().getFullYear() - 11,
      preferredPosition: 'D',
    },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/auth/logout', { data: {} });

  await loginAs(page, email, PASSWORD);
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Profiles deleted with the account' })).toContainText(
    'Tove Lind (you are the only parent)',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete Account' });
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  // The refused call (403) is logged by the browser; the dialog handled it.
  expectConsoleErrors(consoleErrors, /status of 403/);

  await dialog.getByLabel('Password').fill(PASSWORD);
  await confirm.click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});
