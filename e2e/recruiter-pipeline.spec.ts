import { expect, expectAccessible, loginAs, test } from './fixtures.ts';

/** D290-D292: a list as a pipeline, from the list page. */
test('a recruiter renames a list, moves a player through stages, sees their own rating and note, and exports the CSV', async ({
  page,
}) => {
  const stamp = Date.now();
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);

  // A fresh list holding one player with the recruiter's own rating and note (set up through the API).
  const search = await page.request.get('/api/players/search?pageSize=1');
  expect(search.ok()).toBe(true);
  const [player] = (await search.json()).players as { id: string; firstName: string; lastName: string }[];
  if (!player) throw new Error('the demo data has no player to search');
  const playerName = `${player.firstName} ${player.lastName}`;
  const created = await page.request.post('/api/lists', { data: { name: `Pipeline ${stamp}` } });
  expect(created.status()).toBe(201);
  const { list } = (await created.json()) as { list: { id: string } };
  expect(
    (await page.request.post(`/api/lists/${list.id}/items`, { data: { playerId: player.id } })).status(),
  ).toBe(201);
  const note = `Reads the play early, strong on the forecheck (${stamp})`;
  expect((await page.request.post(`/api/players/${player.id}/notes`, { data: { note } })).status()).toBe(201);
  expect(
    (await page.request.put(`/api/players/${player.id}/rating`, { data: { overall: 4 } })).status(),
  ).toBe(200);

  await page.goto(`/recruiter/lists/${list.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pipeline ${stamp}` })).toBeVisible();

  // Rename in a dialog.
  const newName = `Top Forwards ${stamp}`;
  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename List' });
  await rename.getByLabel('List Name').fill(newName);
  await rename.getByRole('button', { name: 'Save Name' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  // The card shows the recruiter's own rating and the note's start, and the stage (new players: Watching).
  const card = page.getByTestId('player-card').filter({ hasText: playerName });
  await expect(card.getByTestId('own-view')).toContainText('My rating 4/5');
  await expect(card.getByTestId('own-view')).toContainText(note);
  const stage = card.getByLabel(`Stage of ${playerName}`);
  await expect(stage).toHaveValue('Watching');
  const filter = page.getByRole('navigation', { name: 'Filter by stage' });
  await expect(filter.getByRole('button', { name: 'Watching 1' })).toBeVisible();

  // Watching -> Contacted -> Offer; the counts follow, and the move is kept after a reload.
  await stage.selectOption('Contacted');
  await expect(filter.getByRole('button', { name: 'Contacted 1' })).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Watching 0' })).toBeVisible();
  await stage.selectOption('Offer');
  await expect(filter.getByRole('button', { name: 'Offer 1' })).toBeVisible();
  await expect(filter.getByRole('button', { name: 'Contacted 0' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('player-card').filter({ hasText: playerName }).getByLabel(`Stage of ${playerName}`),
  ).toHaveValue('Offer');

  // Filtering by a stage shows its players only.
  await filter.getByRole('button', { name: 'Visit 0' }).click();
  await expect(page).toHaveURL(/stage=Visit/);
  await expect(page.getByTestId('player-card')).toHaveCount(0);
  await filter.getByRole('button', { name: 'Offer 1' }).click();
  await expect(page.getByTestId('player-card')).toHaveCount(1);
  await expect(filter.getByRole('button', { name: 'Offer 1' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // Export CSV: a download with the header and the player's row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`top-forwards-${stamp}.csv`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe(
    'Name,Birth year,Positions,Shoots/Catches,Current team,Stage,Rating,Latest note,Profile URL',
  );
  expect(lines[1]).toContain(`${playerName},`);
  expect(lines[1]).toContain(',Offer,4,');
  expect(lines[1]).toContain(note);
});
