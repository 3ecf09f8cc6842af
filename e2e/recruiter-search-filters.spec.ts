import { expect, expectAccessible, loginAs, test } from './fixtures.ts';

/** The scouting filters and the sort of the recruiter search (D310-D316) live in the address. */
test('a recruiter sets scouting filters and a sort, reloads, and the address keeps them', async ({
  page,
}) => {
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto('/recruiter/search');
  const heading = page.getByRole('heading', { level: 1, name: /^[\d,]+ players? found$/ });
  await expect(heading).toBeVisible();
  const everyone = Number((await heading.textContent())!.replace(/\D/g, ''));

  // The demo's class of 2027 (born 2009), verified profiles only.
  await page.getByLabel('Class Of').selectOption('2027');
  await page.getByRole('checkbox', { name: 'Verified only' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/gradYear=2027/);
  await expect(page).toHaveURL(/verified=true/);
  await expect(heading).not.toHaveText(`${everyone} players found`);
  const cards = page.getByTestId('player-card');
  await expect(cards.first()).toContainText('Born 2009');
  const filtered = Number((await heading.textContent())!.replace(/\D/g, ''));
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(everyone);
  for (const card of await cards.all()) await expect(card).toContainText('Verified');

  // The sort applies at once and joins the filters in the address.
  await page.getByLabel('Sort by').selectOption({ label: 'Name, Z to A' });
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(page).toHaveURL(/gradYear=2027/);
  const lastNames = async () =>
    (await cards.getByRole('heading').allTextContents()).map((name) => name.trim().split(/\s+/).at(-1)!);
  await expect
    .poll(async () => {
      const names = await lastNames();
      return names.length > 1 && names.join() === [...names].sort().reverse().join();
    })
    .toBe(true);
  const sortedNames = await lastNames();

  // A reload keeps everything: the address, the fields and the results.
  await page.reload();
  await expect(page).toHaveURL(/gradYear=2027/);
  await expect(page).toHaveURL(/verified=true/);
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  await expect(page.getByLabel('Class Of')).toHaveValue('2027');
  await expect(page.getByRole('checkbox', { name: 'Verified only' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('name:desc');
  await expect(heading).toHaveText(`${filtered} ${filtered === 1 ? 'player' : 'players'} found`);
  expect(await lastNames()).toEqual(sortedNames);
  await expectAccessible(page);

  // A bad figure is caught before the search: no request the API would refuse.
  await page.getByLabel('Save %, at least').fill('150');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Enter a number from 0 to 100')).toBeVisible();
  await expect(page).not.toHaveURL(/minSvPct/);

  // Clear removes the filters and keeps the sort.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page).toHaveURL(/\/recruiter\/search\?sort=name&dir=desc$/);
  await expect(heading).toHaveText(`${everyone} players found`);
});
