import { expect, loginAs, test } from './fixtures.ts';

// D238: a dialog or menu closes at the first Escape, whatever toasts are showing.
test.use({ contextOptions: { reducedMotion: 'no-preference' } });

test('a recruiter closes Notes after Add Note, and ADD TO LIST after ticking a list, with one Escape each', async ({
  page,
}) => {
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto('/player/ethan-marchetti-demo');

  // NOTES: the note's toast shows while the dialog is open; one Escape closes the dialog.
  const notes = page.getByRole('dialog', { name: /^Notes on / });
  await expect(async () => {
    await page.getByRole('button', { name: 'NOTES' }).click();
    await expect(notes).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const text = `Escape check ${Date.now()}`;
  await notes.getByLabel('New note').fill(text);
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(notes.getByText(text)).toBeVisible();
  await expect(page.getByText('Note added', { exact: true })).toBeVisible();
  await notes.getByLabel('New note').click();
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();

  // ADD TO LIST: ticking a list shows a toast while the menu stays open; one Escape closes the menu.
  await page.getByRole('button', { name: 'ADD TO LIST' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const list = menu.getByRole('menuitemcheckbox').first();
  const wasChecked = (await list.getAttribute('aria-checked')) === 'true';
  await list.click();
  await expect(list).toHaveAttribute('aria-checked', wasChecked ? 'false' : 'true');
  await expect(
    page.getByText(wasChecked ? 'Removed from list' : 'Added to list', { exact: true }),
  ).toBeVisible();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Put the list back as it was.
  await page.getByRole('button', { name: 'ADD TO LIST' }).click();
  await menu.getByRole('menuitemcheckbox').first().click();
  await expect(menu.getByRole('menuitemcheckbox').first()).toHaveAttribute(
    'aria-checked',
    wasChecked ? 'true' : 'false',
  );
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
