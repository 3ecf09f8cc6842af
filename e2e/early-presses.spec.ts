import type { Page } from '@playwright/test';
import { expect, holdScripts, loginAs, test } from './fixtures.ts';

/**
 * D338: a press on a server-rendered page before the app is live is answered once it is, not lost. The
 * page's own code is held back here (the route's screen, the recruiter's part), so every press below lands
 * while the page shows its buttons but nothing answers them yet; each page is opened without waiting for
 * the app, as a person would press.
 */
const PROFILE = '/player/ethan-marchetti-demo';

async function isLive(page: Page) {
  return page.evaluate(() => document.documentElement.dataset.appReady === 'true');
}

test('a visitor presses Game by Game before the profile is live, and the games open once it is', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await holdScripts(visitor, /\/assets\/area-public-profile-[^/]*\.js$/);
  await visitor.goto(PROFILE, { waitUntil: 'domcontentloaded' });
  await visitor.getByRole('button', { name: 'Game by Game' }).click();
  expect(await isLive(visitor)).toBe(false);
  await expect(visitor.getByRole('dialog', { name: 'Game by Game' })).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test('a recruiter presses ADD TO LIST before the recruiter part has loaded, and the menu opens once it has', async ({
  page,
}) => {
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  // A second tab of the same session, opened without waiting for the app.
  const tab = await page.context().newPage();
  await holdScripts(tab, /\/assets\/recruiter-[^/]*\.js$/);
  await tab.goto(PROFILE, { waitUntil: 'domcontentloaded' });
  await tab.getByRole('button', { name: 'ADD TO LIST' }).click();
  expect(await isLive(tab)).toBe(false);
  await expect(tab.getByRole('menuitem', { name: 'New list' })).toBeVisible({ timeout: 15_000 });
  // Pressed once, opened once: Escape closes it and nothing else opens.
  await tab.keyboard.press('Escape');
  await expect(tab.getByRole('menuitem', { name: 'New list' })).toHaveCount(0);
  await tab.close();
});
