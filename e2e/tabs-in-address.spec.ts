import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

/** Signs in through the API (the session cookie is shared with the page); the account's id. */
async function signIn(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { user: { id: string } }).user.id;
}

/** The selected tab of the page's first tab list. */
function selectedTab(page: Page) {
  return page.getByRole('tab', { selected: true });
}

/**
 * D254: a page's tab is a place. Switching tabs adds history entries, so Back and Forward move between the
 * tabs (and Back from the first tab leaves the page), and a reload stays on the tab.
 */
async function walkTabs(page: Page, path: string, first: string, second: string, third: string) {
  await page.goto('/');
  await page.goto(path);
  // The screen's code and data load on a busy machine: a generous first wait.
  await expect(selectedTab(page)).toHaveText(first, { timeout: 30_000 });
  await page.getByRole('tab', { name: second }).click();
  await expect(selectedTab(page)).toHaveText(second);
  await expect(page).toHaveURL(/[?&]tab=/);
  await page.getByRole('tab', { name: third }).click();
  await expect(selectedTab(page)).toHaveText(third);

  await page.reload();
  await expect(selectedTab(page)).toHaveText(third, { timeout: 30_000 });

  await page.goBack();
  await expect(selectedTab(page)).toHaveText(second);
  await page.goBack();
  await expect(selectedTab(page)).toHaveText(first);
  await expect(page).not.toHaveURL(/[?&]tab=/);
  await page.goForward();
  await expect(selectedTab(page)).toHaveText(second);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
}

test('the own profile: Back and Forward move between tabs, reload stays', async ({ page }) => {
  await signIn(page, 'player@rinkside.demo');
  await walkTabs(page, '/player/profile', 'Overview', 'Team History', 'Game Stats');
});

test("the parent's dashboard and child view keep their tab in the address", async ({ page }) => {
  await signIn(page, 'parent@rinkside.demo');
  await walkTabs(page, '/parent/dashboard', 'My Account', 'My Players', 'Subscription');
  const account = await page.request.get('/api/parents/account');
  const child = ((await account.json()) as { connectedProfiles: { players: { id: string }[] } })
    .connectedProfiles.players[0];
  expect(child).toBeTruthy();
  await walkTabs(page, `/parent/player/${child?.id}`, 'Overview', 'Upcoming Events', 'Game Stats');
});

test('the admin user page keeps its tab in the address', async ({ page }) => {
  const playerId = await signIn(page, 'player@rinkside.demo');
  await signIn(page, 'admin@rinkside.demo');
  await walkTabs(page, `/admin/users/${playerId}`, 'Overview', 'Billing History', 'Activity Log');
});

test("the organization's verification queue keeps its status tab in the address", async ({ page }) => {
  await signIn(page, 'orgadmin@rinkside.demo');
  await walkTabs(page, '/org/verification', 'Pending', 'Verified', 'Rejected');
});
