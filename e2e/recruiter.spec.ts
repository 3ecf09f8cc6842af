import { expect, expectAccessible, expectConsoleErrors, loginAs, test } from './fixtures.ts';

test('a recruiter filters players, takes a note, saves the player to a new list and watches them on the dashboard', async ({
  page,
}) => {
  const listName = `E2E Prospects ${Date.now()}`;

  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  const yourLists = page.getByTestId('stat-Your Lists');
  await expect(yourLists).toHaveText(/^\d+$/);
  const listsBefore = Number(await yourLists.textContent());
  // The dashboard watches the recruiter's first (oldest) list (spec 3 §2); the demo recruiter has one.
  const watchingHeading = page.getByRole('heading', { level: 2, name: /^Watching · / });
  await expect(watchingHeading).toBeVisible();
  const firstListName = ((await watchingHeading.textContent()) ?? '').replace(/^Watching · /, '').trim();
  expect(firstListName).not.toBe('');

  // Search: filter by birth year and position; the filters go into the URL.
  await page.goto('/recruiter/search');
  await expect(page.getByRole('heading', { level: 1, name: /^[\d,]+ players found$/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Birth Year').selectOption('2009');
  await page.getByRole('checkbox', { name: /^C \(Center\)$/ }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/birthYear=2009/);
  await expect(page).toHaveURL(/positions=C/);
  await expect(page.getByRole('heading', { level: 1, name: /^[\d,]+ players found$/ })).toBeVisible();
  const cards = page.getByTestId('player-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Born 2009');
  await expect(cards.first()).toContainText('Center');

  // Open the first player; the profile offers the way back to this search.
  const firstCard = cards.first().getByRole('link');
  const playerName = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/\/player\/[^/]+$/);
  const profileUrl = page.url();
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveAttribute(
    'href',
    /^\/recruiter\/search\?.*birthYear=2009/,
  );

  // NOTES: add a private note; Add Note is disabled while blank.
  await page.getByRole('button', { name: 'NOTES' }).click();
  const notes = page.getByRole('dialog');
  const addNote = notes.getByRole('button', { name: 'Add Note' });
  await expect(addNote).toBeDisabled();
  await notes.getByLabel('New note').fill('   ');
  await expect(addNote).toBeDisabled();
  const noteText = `Quick hands in tight, good edges (${Date.now()})`;
  await notes.getByLabel('New note').fill(noteText);
  await addNote.click();
  await expect(notes.getByText(noteText)).toBeVisible();
  await expect(notes.locator('time').first()).toBeVisible();
  await notes.getByRole('button', { name: 'Close' }).click();
  await expect(notes).toBeHidden();

  // RATE PLAYER: Save waits for an overall rating; the rating is there again after a reload.
  await page.getByRole('button', { name: 'RATE PLAYER' }).click();
  const rate = page.getByRole('dialog', { name: `Rate ${playerName}` });
  await expect(rate.getByText('Only you can see your rating.')).toBeVisible();
  const saveRating = rate.getByRole('button', { name: 'Save' });
  await expect(saveRating).toBeDisabled();
  await rate.getByRole('radio', { name: '3 stars' }).check();
  await page.keyboard.press('ArrowRight');
  await expect(rate.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await rate
    .getByRole('radiogroup', { name: 'Skating' })
    .getByRole('radio', { name: '5', exact: true })
    .check();
  await rate.getByLabel('Summary (optional)').fill('Explosive first three strides.');
  await saveRating.click();
  await expect(page.getByText('Rating saved', { exact: true })).toBeVisible();
  await expect(rate).toBeHidden();
  await page.reload();
  const rated = page.getByRole('dialog', { name: `Rate ${playerName}` });
  await expect(async () => {
    await page.getByRole('button', { name: 'RATE PLAYER' }).click();
    await expect(rated).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(rated.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(
    rated.getByRole('radiogroup', { name: 'Skating' }).getByRole('radio', { name: '5', exact: true }),
  ).toBeChecked();
  await expect(rated.getByLabel('Summary (optional)')).toHaveValue('Explosive first three strides.');
  await expect(rated.getByRole('button', { name: 'Remove rating' })).toBeVisible();
  await expectAccessible(page);
  await rated.getByRole('button', { name: 'Cancel' }).click();
  await expect(rated).toBeHidden();

  // ADD TO LIST: create a new list inline and add the player to it.
  await page.getByRole('button', { name: 'ADD TO LIST' }).click();
  await page.getByRole('menuitem', { name: 'New list' }).click();
  const create = page.getByRole('dialog');
  const createButton = create.getByRole('button', { name: 'Create and Add' });
  await expect(createButton).toBeDisabled();
  await create.getByLabel('List Name').fill(listName);
  await createButton.click();
  await expect(page.getByText('Added to list', { exact: true })).toBeVisible();

  // My Lists shows the new list; its detail page shows the player.
  await page.goto('/recruiter/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'My Lists' })).toBeVisible();
  const listCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listName }) });
  await expect(listCard.getByText('1 player', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await listCard.getByRole('link', { name: `View Players in ${listName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: listName })).toBeVisible();
  await expect(page.getByText('1 player', { exact: true })).toBeVisible();
  await expect(page.getByTestId('player-card')).toContainText(playerName);
  await expectAccessible(page);

  // Watch the player: add them to the first list too, from the profile (the demo list of 2009
  // forwards may already hold them: then it is checked already, and they are there anyway).
  await page.goto(profileUrl);
  const firstList = page.getByRole('menuitemcheckbox', {
    name: new RegExp(`^${firstListName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  // The recruiter's part hydrates with the page (D338): one press opens the menu.
  await page.getByRole('button', { name: 'ADD TO LIST' }).click();
  await expect(firstList).toBeVisible();
  if ((await firstList.getAttribute('aria-checked')) !== 'true') {
    await firstList.click();
    await expect(page.getByText('Added to list', { exact: true })).toBeVisible();
  }
  await expect(firstList).toHaveAttribute('aria-checked', 'true');

  // The dashboard counts the new list and shows the player in the Watching section.
  await page.goto('/recruiter/dashboard');
  await expect(page.getByTestId('stat-Your Lists')).toHaveText(String(listsBefore + 1));
  const watching = page.getByRole('region', { name: `Watching · ${firstListName}` });
  await expect(watching.getByTestId('player-card').filter({ hasText: playerName })).toBeVisible();
  await expectAccessible(page);
});

test('the list screens create and delete a list with confirmation', async ({ page }) => {
  const listName = `E2E Delete Me ${Date.now()}`;
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto('/recruiter/lists');
  await page.getByRole('button', { name: 'Create List' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('List Name')).toHaveAttribute('placeholder', '2011 Players to Watch');
  await expect(dialog.getByRole('button', { name: 'Create List' })).toBeDisabled();
  await dialog.getByLabel('List Name').fill(listName);
  await dialog.getByRole('button', { name: 'Create List' }).click();
  await expect(page.getByText('Your new list has been created successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: listName })).toBeVisible();

  await page.getByRole('button', { name: `Delete list ${listName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this list? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete List' }).click();
  await expect(page.getByText('The list has been deleted successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: listName })).toBeHidden();
});

test('a page past the end of the results goes to the last page; a malformed list id is a missing list', async ({
  page,
  consoleErrors,
}) => {
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);

  await page.goto('/recruiter/search?birthYear=2009&page=99');
  await expect(page).toHaveURL(/birthYear=2009/);
  await expect(page).not.toHaveURL(/page=99/);
  await expect(page.getByRole('heading', { level: 1, name: /^[\d,]+ players found$/ })).toBeVisible();
  await expect(page.getByTestId('player-card').first()).toContainText('Born 2009');

  await page.goto('/recruiter/lists/not-a-uuid');
  await expect(page.getByRole('alert').filter({ hasText: 'List not found' })).toBeVisible();
  await expect(page.getByText('This list does not exist or was deleted.')).toBeVisible();
  expectConsoleErrors(consoleErrors, /status of 400/);
});
