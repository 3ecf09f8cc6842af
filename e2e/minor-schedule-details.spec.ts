import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, registerAccount, test } from './fixtures.ts';

const LIAM = '/player/liam-sullivan-demo';
const RINK = 'Walter Brown Arena';
const OPPONENT = 'Hingham Harbormen U16';

async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
}

test("a brand-new account sees a minor's game dates but not where or when; a verified recruiter sees them", async ({
  page,
  context,
}) => {
  // The parent schedules a game for the 15-year-old.
  await signIn(page, 'parent@rinkside.demo');
  const { player } = await (await page.request.get('/api/players/liam-sullivan-demo')).json();
  const eventDate = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post(`/api/players/${player.id}/schedule-events`, {
    data: { eventDate, eventTime: '17:15', rinkName: RINK, location: 'Boston, MA', opponent: OPPONENT },
  });
  expect(created.status()).toBe(201);
  await context.clearCookies();

  // Someone signs up seconds ago (e-mail not verified) and opens the minor's profile.
  await registerAccount(page.request, {
    email: `new.visitor.${Date.now()}@example.com`,
    name: 'New Visitor',
    role: 'PLAYER',
  });
  await page.goto(LIAM);
  await expect(page.getByRole('heading', { level: 1, name: 'Liam Sullivan' })).toBeVisible();
  await expect(page.getByText(`vs ${OPPONENT}`).first()).toBeVisible();
  const note =
    'Rink and time details of players under 17 are shared with their family and verified recruiters only.';
  await expect(page.getByText(note).first()).toBeVisible();
  await expect(page.getByText(RINK)).toHaveCount(0);
  await expect(page.getByText('5:15 PM')).toHaveCount(0);
  await expect(page.getByText('Sign in', { exact: true })).toHaveCount(0);
  await expect(page.getByText('undefined')).toHaveCount(0);
  await page
    .getByRole('button', { name: /open event details/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText(note)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // A recruiter with a verified e-mail sees where and when.
  await context.clearCookies();
  await signIn(page, 'recruiter@rinkside.demo');
  await page.goto(LIAM);
  await expect(page.getByText(RINK).first()).toBeVisible();
  await expect(page.getByText(note)).toHaveCount(0);
});
