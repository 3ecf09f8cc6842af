import type { Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expect,
  loginAs,
  registerAccount,
  setUpPlayerProfile,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/** D114, D115: the paid features sold on the banner exist for those who have them. */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A new adult player with a profile, signed in on `page`. */
async function newPlayer(page: Page, last: string) {
  const email = `paid.${stamp()}@example.com`;
  await registerAccount(page.request, { name: `Riley ${last}`, email, role: 'PLAYER' });
  const player = await setUpPlayerProfile(page.request, {
    firstName: 'Riley',
    lastName: last,
    birthYear: new Date().getFullYear() - 19,
    category: 'FEMALE',
    shoots: 'R',
    positions: ['RW'],
  });
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  return { ...player, userId: me.id };
}

/** The admin gives the account a plan (spec 3 §2 manual assignment), in a browser context of its own. */
async function assignPlan(browser: Browser, baseURL: string | undefined, userId: string, tierName: string) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/auth/login', {
    data: { email: 'admin@rinkside.demo', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const tiers = (await (await context.request.get('/api/subscriptions/tiers')).json()) as {
    tiers: { id: string; name: string }[];
  };
  const tier = tiers.tiers.find((t) => t.name === tierName)!;
  const res = await context.request.post(`/api/admin/users/${userId}/subscription`, {
    data: { tierId: tier.id },
  });
  expect(res.status(), await res.text()).toBe(200);
  await context.close();
}

test('a First Line player chooses a profile URL, and the old link lands on the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  const last = `Paid${stamp()}`;
  const player = await newPlayer(page, last);
  await assignPlan(browser, baseURL, player.userId, 'first_line');

  await page.goto('/player/profile');
  const card = page.getByRole('region', { name: 'Profile URL' });
  await expect(card.getByTestId('profile-url-current')).toHaveText(new RegExp(`/player/${player.slug}$`));
  const wanted = `riley-${stamp()}`;
  const field = card.getByLabel('Choose your address');
  // The rule speaks as the player types (the shared rule of common/profile-url.ts).
  await field.fill('pricing');
  await field.blur();
  await expect(card.getByText('That address is reserved by Rinkside. Please choose another.')).toBeVisible();
  await field.fill(wanted);
  await card.getByRole('button', { name: 'Save URL' }).click();
  await expect(
    page.getByText(`Your profile is now at /player/${wanted}. Old links still work.`),
  ).toBeVisible();
  await expect(card.getByTestId('profile-url-current')).toHaveText(new RegExp(`/player/${wanted}$`));

  // A visitor with the old link: the server answers 308 and the browser lands on the new address.
  const visitor = await browser.newContext({ baseURL });
  const tab = waitForAppAfterNavigation(await visitor.newPage());
  const response = await tab.goto(`/player/${player.slug}`);
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/player/${player.slug}$`));
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(308);
  await expect(tab).toHaveURL(new RegExp(`/player/${wanted}$`));
  await expect(tab.getByRole('heading', { level: 1, name: `Riley ${last}` })).toBeVisible();
  await visitor.close();
});

test('the analytics screen draws for a paid player and sells the upgrade to a free one', async ({
  page,
  browser,
  baseURL,
}) => {
  // The demo player is on First Line and has a few weeks of views.
  await loginAs(page, 'player@rinkside.demo');
  await expect(page).toHaveURL(/\/player\/profile/);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  // D330: the interest funnel, 12 Monday weeks by default, newest first.
  const funnel = page.getByTestId('interest-funnel');
  await expect(funnel).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interest per week' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByRole('list', { name: 'Viewers by role' }).getByText('Recruiters')).toBeVisible();
  await page.getByRole('button', { name: '4 weeks' }).click();
  await expect(page.getByRole('region', { name: 'Interest per week' }).getByRole('row')).toHaveCount(5);
  await expect(
    page.getByText('Viewers and recruiters who save your profile are never named', { exact: false }),
  ).toBeVisible();

  // A free player: the locked screen, linking to the plans; the server refuses the read too.
  const context = await browser.newContext({ baseURL });
  const freePage = waitForAppAfterNavigation(await context.newPage());
  const free = await newPlayer(freePage, `Free${stamp()}`);
  await freePage.goto('/player/profile?tab=analytics');
  const locked = freePage.getByTestId('analytics-locked');
  await expect(locked).toBeVisible();
  await expect(
    locked.getByText(/Advanced analytics come with the First Line or All-Star plan/),
  ).toBeVisible();
  await expect(locked.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  await expect(
    freePage.getByRole('region', { name: 'Profile URL' }).getByText(/custom profile URL comes with/),
  ).toBeVisible();
  expect((await freePage.request.get(`/api/players/${free.id}/analytics`)).status()).toBe(403);
  await locked.getByRole('link', { name: 'View plans' }).click();
  await expect(freePage).toHaveURL(/\/pricing$/);
  await context.close();
});
