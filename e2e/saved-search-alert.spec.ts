import {
  expect,
  expectAccessible,
  linkFromOutbox,
  loginAs,
  registerAccount,
  setUpPlayerProfile,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

const RECRUITER = 'recruiter@rinkside.demo';
const ADMIN = 'admin@rinkside.demo';

/**
 * D306-D308: a recruiter saves a search with a daily alert; a new player matching it signs up; an
 * administrator runs the daily alert job at once from /admin; the alert is in the development outbox and
 * its link opens the search with its filters; the dashboard counts the new player.
 */
test('a saved search e-mails the new player once an administrator runs the alert job, and its link opens the search', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const keyword = `Alertson${stamp}`;
  const searchName = `Alert test ${stamp}`;

  // The recruiter saves a search (its filters in the address) with a daily e-mail.
  await loginAs(page, RECRUITER);
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto(`/recruiter/search?keyword=${keyword}`);
  await expect(page.getByRole('heading', { level: 1, name: /players? found$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(searchName);
  await expect(dialog.getByLabel('E-mail alert')).toHaveValue('daily');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Search' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Search saved', { exact: true })).toBeVisible();

  // A player matching it signs up afterwards.
  const player = await browser.newContext();
  await registerAccount(player.request, {
    email: `e2e.alert.${stamp}@example.com`,
    name: `Riley ${keyword}`,
    role: 'PLAYER',
  });
  await setUpPlayerProfile(player.request, {
    firstName: 'Riley',
    lastName: keyword,
    birthYear: new Date().getFullYear() - 19,
    category: 'MALE',
    shoots: 'L',
    positions: ['C'],
  });
  await player.close();

  // An administrator runs the daily alert job now; the screen says what it did.
  const admin = await browser.newContext();
  const adminPage = waitForAppAfterNavigation(await admin.newPage());
  await loginAs(adminPage, ADMIN);
  await expect(adminPage).toHaveURL(/\/admin/);
  const jobs = adminPage.getByRole('region', { name: 'Scheduled jobs' });
  const daily = jobs.getByRole('article', { name: /Saved-search alerts \(daily\)/ });
  await daily.getByRole('button', { name: 'Run now' }).click();
  await expect(daily.getByRole('status')).toHaveText(/^Finished: Sent 1 e-mail naming 1 new player/);
  // Again at once: nothing more goes out this period.
  await daily.getByRole('button', { name: 'Run now' }).click();
  await expect(daily.getByRole('status')).toHaveText(/^Finished: Sent 0 e-mails/);
  await expectAccessible(adminPage);
  await admin.close();

  // The alert is in the outbox; its link opens the search with its filters.
  const link = await linkFromOutbox(page.request, RECRUITER, /\/recruiter\/search\?\S+/, keyword);
  expect(link).toContain(`keyword=${keyword}`);
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`));
  await expect(page.getByRole('heading', { level: 1, name: '1 player found' })).toBeVisible();
  await expect(page.getByTestId('player-card')).toContainText(`Riley ${keyword}`);

  // The dashboard shows what is new since the last visit; opening the search resets it.
  await page.goto('/recruiter/dashboard');
  const saved = page.getByRole('article', { name: new RegExp(searchName) });
  await expect(saved).toContainText('1 new since your last visit');
  await expectAccessible(page);
  await saved.getByRole('link', { name: `Open ${searchName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/search\\?keyword=${keyword}`));
  await page.goto('/recruiter/dashboard');
  await expect(page.getByRole('article', { name: new RegExp(searchName) })).toContainText(
    'Nothing new since your last visit',
  );
});
