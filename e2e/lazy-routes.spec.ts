import type { Page } from '@playwright/test';
import { expect, holdScripts, loginAs, registerAccount, test } from './fixtures.ts';

/**
 * Screens load their area's code on first use (client/app/routes.tsx). A slow chunk widens the moment in
 * which a screen that ends the session has asked to leave but the next page has not rendered yet: the
 * private page being left must not send anyone to /login then (client/app/layout/require-role.tsx).
 */

const PASSWORD = 'slap shot 2026';

/** Holds back every request for one area's chunk (area-<name>-<hash>.js, vite.config.ts). */
const slowChunk = (page: Page, area: string, ms = 2_500) =>
  holdScripts(page, new RegExp(`/assets/area-${area}-[^/]*\\.js$`), ms);

test('logout goes to / while the landing page code is still on its way', async ({ page }) => {
  await slowChunk(page, 'site');
  await loginAs(page, 'player@rinkside.demo');
  await expect(page).toHaveURL(/\/player\/profile$/);
  await page.getByRole('button', { name: /user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('account deletion goes to / while the landing page code is still on its way', async ({ page }) => {
  const email = `slow.${Date.now()}@example.com`;
  await registerAccount(page.request, { email, name: 'Siv Berg', role: 'PARENT', password: PASSWORD });
  await slowChunk(page, 'site');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a session that ended elsewhere still sends a private page to /login', async ({ page }) => {
  const email = `ended.${Date.now()}@example.com`;
  await registerAccount(page.request, { email, name: 'Ebba Holm', role: 'PARENT', password: PASSWORD });
  await slowChunk(page, 'auth', 1500);
  await page.goto('/parent/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  await page.request.post('/api/auth/logout', { data: {} });
  // The screen still holds the session it read; the next one's calls answer 401. A call of this screen can
  // meet the ended session first and lead to /login before the click: either way the private page goes there.
  const toLogin = page.waitForURL(/\/login$/);
  await Promise.race([
    page
      .getByRole('link', { name: 'Back to Dashboard' })
      .click({ timeout: 10_000 })
      .catch(() => undefined),
    toLogin,
  ]);
  await toLogin;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
