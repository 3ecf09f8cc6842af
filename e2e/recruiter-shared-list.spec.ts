import { expect, expectAccessible, loginAs, person, test } from './fixtures.ts';

/**
 * D321-D323: the demo recruiter shares a list with a colleague of his program (the demo's associate head
 * coach) to edit; she finds it on her lists page marked as shared by him and moves a player to another
 * stage; he sees the move. The read-only link opens the list for anyone, and stops once revoked.
 */
test('a recruiter shares a list with a colleague, who moves a player to another stage; the owner sees it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);

  // A fresh list holding one player, and the owner's private note on that player.
  const search = await page.request.get('/api/players/search?pageSize=1');
  expect(search.ok()).toBe(true);
  const [player] = (await search.json()).players as { id: string; firstName: string; lastName: string }[];
  if (!player) throw new Error('the demo data has no player to search');
  const playerName = `${player.firstName} ${player.lastName}`;
  const listName = `Staff board ${stamp}`;
  const created = await page.request.post('/api/lists', { data: { name: listName } });
  expect(created.status()).toBe(201);
  const { list } = (await created.json()) as { list: { id: string } };
  expect(
    (await page.request.post(`/api/lists/${list.id}/items`, { data: { playerId: player.id } })).status(),
  ).toBe(201);
  const note = `Owner only: ask about his billet family (${stamp})`;
  expect((await page.request.post(`/api/players/${player.id}/notes`, { data: { note } })).status()).toBe(201);

  // Share with the colleague from the pick-list, to edit.
  await page.goto(`/recruiter/lists/${list.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share List' });
  await expect(dialog.getByText('Not shared with any colleague yet.')).toBeVisible();
  await dialog
    .getByLabel('Colleague', { exact: true })
    .selectOption({ label: 'Dana Kowalski, Associate Head Coach' });
  await dialog.getByLabel('Access', { exact: true }).selectOption('edit');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Share with Colleague' }).click();
  await expect(dialog.getByLabel('Access of Dana Kowalski')).toHaveValue('edit');

  // The read-only link, opened by someone without an account.
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const url = await dialog.getByLabel('The list’s link').inputValue();
  expect(url).toMatch(/\/shared\/lists\/[A-Za-z0-9_-]{43}$/);
  const visitor = await person(browser);
  const opened = await visitor.page.goto(url);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  await expect(visitor.page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(visitor.page.getByTestId('player-card').filter({ hasText: playerName })).toContainText(
    'Watching',
  );
  await expect(visitor.page.getByText(note)).toHaveCount(0);
  await expectAccessible(visitor.page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The colleague finds the list, marked as shared by its owner, and moves the player to Visit.
  const colleague = await person(browser);
  await loginAs(colleague.page, 'assistant@rinkside.demo');
  await expect(colleague.page).toHaveURL(/\/recruiter\/dashboard$/);
  await colleague.page.goto('/recruiter/lists');
  const shared = colleague.page.getByRole('region', { name: 'Shared with me' });
  const card = shared.getByRole('listitem').filter({ hasText: listName });
  await expect(card).toContainText('Shared by Marcus Whitfield · Can edit');
  await expectAccessible(colleague.page);
  await card.getByRole('link', { name: `View Players in ${listName}` }).click();
  await expect(colleague.page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(colleague.page.getByTestId('shared-by')).toContainText('Shared by Marcus Whitfield');
  // Owner-only actions are not offered, and the owner's note is not shown.
  await expect(colleague.page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(colleague.page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(colleague.page.getByText(note)).toHaveCount(0);
  const stage = colleague.page
    .getByTestId('player-card')
    .filter({ hasText: playerName })
    .getByLabel(`Stage of ${playerName}`);
  await expect(stage).toHaveValue('Watching');
  const moved = colleague.page.waitForResponse(
    (r) => r.url().endsWith(`/items/${player.id}/stage`) && r.request().method() === 'PUT',
  );
  await stage.selectOption('Visit');
  expect((await moved).status()).toBe(200);
  await colleague.close();

  // The owner sees the move.
  await page.reload();
  await expect(
    page.getByTestId('player-card').filter({ hasText: playerName }).getByLabel(`Stage of ${playerName}`),
  ).toHaveValue('Visit');

  // Revoking the link closes it at once.
  await page.getByRole('button', { name: 'Share' }).click();
  await dialog.getByRole('button', { name: 'Revoke Link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeVisible();
  await visitor.page.reload();
  await expect(visitor.page.getByRole('alert')).toContainText('This link does not open a list');
  await visitor.close();
});
