import { readFile } from 'node:fs/promises';
import { expect, loginAs, test } from './fixtures.ts';

/** D293: a parent turns on the one-pager photo for a minor child and downloads the one-pager (PDF). */
test('a parent turns on the photo switch and downloads the child’s one-pager', async ({ page }) => {
  await loginAs(page, 'parent@rinkside.demo');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.goto('/parent/dashboard?tab=players');
  // The demo parent's first child is a minor: the switch is there, off by default.
  await page.locator('a[href^="/parent/player/"]').first().click();
  await expect(page).toHaveURL(/\/parent\/player\//);
  const playerId = new URL(page.url()).pathname.split('/').at(-1);

  const photoSwitch = page.getByRole('checkbox', { name: 'Show photo on the one-pager' });
  await expect(photoSwitch).not.toBeChecked();
  await photoSwitch.check();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  const saved = await page.request.get(`/api/players/${playerId}`);
  expect(((await saved.json()) as { player: { onePagerPhoto?: boolean } }).player.onePagerPhoto).toBe(true);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download One-Pager (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[A-Za-z0-9-]+-one-pager\.pdf$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('One-pager downloaded', { exact: true })).toBeVisible();

  // Put the demo back as it was (the switch is off by default).
  const reset = await page.request.patch(`/api/players/${playerId}`, { data: { onePagerPhoto: false } });
  expect(reset.status()).toBe(200);
});
