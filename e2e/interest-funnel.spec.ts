import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginAs, person, test } from './fixtures.ts';

/**
 * D330-D333 in the browser: the demo junior coach (Erik Lindqvist, Prairie City Blizzard, USHL, verified)
 * saves the demo player (Ethan Marchetti, an adult on First Line) to a new list and writes to him; Ethan's
 * Analytics tab shows the save and the conversation in this week, and names the coach only as the
 * recruiter who wrote, with a link to the thread.
 */

const ETHAN = { slug: 'ethan-marchetti-demo', email: 'player@rinkside.demo' };
const COACH = { email: 'junior.coach@rinkside.demo', name: 'Erik Lindqvist' };

interface WeekFigures {
  start: string;
  savedBy: number;
  conversations: number;
}

/** This week's figures as the API gives them to the signed-in player (before the coach acts). */
async function thisWeek(page: Page, playerId: string): Promise<WeekFigures> {
  const res = await page.request.get(`/api/players/${playerId}/interest`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { series: WeekFigures[] };
  return body.series.at(-1)!;
}

test('a recruiter saves the player to a list and writes; the Analytics tab shows both in this week', async ({
  page,
  browser,
}) => {
  test.slow();
  // The player, in a browser of their own: the figures before.
  const player = await person(browser);
  await loginAs(player.page, ETHAN.email);
  await expect(player.page).toHaveURL(/\/player\/profile/);
  const me = (await (await player.page.request.get('/api/players/me')).json()) as { player: { id: string } };
  const before = await thisWeek(player.page, me.player.id);

  // The coach saves Ethan to a new list from his profile.
  await loginAs(page, COACH.email);
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto(`/player/${ETHAN.slug}`);
  const newList = page.getByRole('menuitem', { name: 'New list' });
  // The recruiter's part hydrates with the page (D338): one press opens the menu.
  await page.getByRole('button', { name: 'ADD TO LIST' }).click();
  await expect(newList).toBeVisible();
  await newList.click();
  const create = page.getByRole('dialog');
  await create.getByLabel('List Name').fill(`Forwards ${Date.now().toString(36)}`);
  await create.getByRole('button', { name: 'Create and Add' }).click();
  await expect(page.getByText('Added to list', { exact: true })).toBeVisible();

  // …and writes to him. A thread the coach already has about Ethan (another journey of the same run may have
  // started one this week) takes the message: then no conversation is started, and none is counted.
  const status = await page.request.get(`/api/players/${me.player.id}/contact-status`);
  expect(status.status(), await status.text()).toBe(200);
  const hadThread = Boolean(
    ((await status.json()) as { status: { existingConversationId: string | null } }).status
      .existingConversationId,
  );
  const composer = page.getByRole('dialog', { name: /^Message / });
  await expect(async () => {
    await page.getByRole('button', { name: 'MESSAGE PLAYER' }).click();
    await expect(composer).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await composer.getByLabel('Your message').fill('Hi Ethan, we would like to see you at our spring camp.');
  await composer.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;

  // Ethan's Analytics tab: this week has one save more, and one conversation more unless the thread existed.
  await player.page.goto('/player/profile?tab=analytics');
  const funnel = player.page.getByTestId('interest-funnel');
  await expect(funnel).toBeVisible();
  const row = player.page.getByTestId(`week-${before.start}`);
  await expect(row.getByRole('rowheader')).toHaveText('This week');
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(before.savedBy + 1));
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(before.conversations + (hadThread ? 0 : 1)));

  // The coach is named as the recruiter who wrote (he chose to be known), with the way to the thread.
  const writers = player.page.getByRole('list', { name: 'Recruiters who wrote' });
  const coach = writers.getByRole('listitem').filter({ hasText: COACH.name });
  await expect(coach).toContainText('Prairie City Blizzard · USHL');
  await expect(coach.getByRole('link', { name: 'Open conversation' })).toHaveAttribute('href', threadPath);
  await expect(player.page.getByText(/recruiters who save your profile are never named/)).toBeVisible();

  // This week's programs: the save and the conversation are counted there too.
  await player.page.getByRole('combobox', { name: 'Week' }).selectOption(before.start);
  const programs = player.page.getByRole('region', { name: 'Recruiters by program' });
  await expect(programs.getByRole('rowheader').first()).toBeVisible();
  await expectAccessible(player.page);

  await coach.getByRole('link', { name: 'Open conversation' }).click();
  await expect(player.page).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(player.page.getByText('we would like to see you at our spring camp')).toBeVisible();
  await player.close();
});
