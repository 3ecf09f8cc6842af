import { expect, loginAs, test } from './fixtures.ts';

/** D297: the demo recruiter compares three players picked from search, and prints the table. */
test('a recruiter picks three players from search, compares them and prints the table', async ({ page }) => {
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto('/recruiter/search');
  await expect(page.getByRole('heading', { level: 1, name: /^[\d,]+ players found$/ })).toBeVisible();
  const cards = page.getByTestId('player-card');
  await expect(cards.nth(2)).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1, 2]) {
    const card = cards.nth(i);
    names.push(((await card.getByRole('heading').textContent()) ?? '').trim());
    const toggle = card.getByRole('button', { name: /^Compare / });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const open = page.getByRole('link', { name: 'Compare (3)' });
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/recruiter\/compare\?ids=[^,]+,[^,]+,[^,]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare Players' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Players compared side by side' });
  await expect(table.locator('thead th')).toHaveText(names);
  await expect(table.getByText('(best)').first()).toBeAttached();

  // The print button prints (window.print stubbed).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // A repeated id is refused with a message.
  const ids = new URL(page.url()).searchParams.get('ids')!.split(',');
  await page.goto(`/recruiter/compare?ids=${ids[0]},${ids[0]}`);
  await expect(page.getByText('The same player is named twice: remove the repeat.')).toBeVisible();
});

/** D324: players are picked from a list card and from a profile as well as from search. */
test('a recruiter picks one player from a list and one from a profile, and compares them', async ({
  page,
}) => {
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto('/recruiter/lists');
  await page.getByRole('link', { name: 'View Players' }).first().click();
  const card = page.getByTestId('player-card').first();
  const fromList = ((await card.getByRole('heading').textContent()) ?? '').trim();
  const toggle = card.getByRole('button', { name: `Compare ${fromList}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();

  // The rich demo profile, from its public address: the recruiter actions carry the toggle.
  await page.goto('/player/ethan-marchetti-demo');
  const compare = page.getByRole('button', { name: 'Compare Ethan Marchetti' });
  await expect(compare).toHaveText('COMPARE');
  // The recruiter's part hydrates with the page (D338): one press toggles it.
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expect(compare).toHaveText('IN COMPARISON');
  await page.getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/recruiter\/compare\?ids=[^,]+,[^,]+$/);
  const table = page.getByRole('table', { name: 'Players compared side by side' });
  await expect(table.locator('thead th')).toHaveText([fromList, 'Ethan Marchetti']);
});
