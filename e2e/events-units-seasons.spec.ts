import type { Page } from '@playwright/test';
import { currentHockeySeason } from '../common/season.ts';
import {
  agreeToTerms,
  expect,
  expectAccessible,
  registerAccount,
  setUpPlayerProfile,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/** Showcases and tournaments, units in the wizard, one season format. */

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** YYYY-MM-DD, some days from now (UTC, as the API counts "upcoming"). */
function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A card of the public profile by its title (the cards are not landmarks). */
function profileCard(page: Page, title: string) {
  return page
    .locator('div.rounded-2xl')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
    .last();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the owner adds, edits and deletes a showcase; it appears on the public Showcases & Tournaments card; games and showcases share the plan limit', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await registerAccount(page.request, {
    name: 'Casey Brennan',
    email: `showcase.${stamp}@example.com`,
    role: 'PLAYER',
  });
  const player = await setUpPlayerProfile(page.request, {
    firstName: 'Casey',
    lastName: `Brennan${stamp}`,
    birthYear: new Date().getFullYear() - 19,
    category: 'MALE',
    shoots: 'L',
    positions: ['C'],
  });

  await page.goto('/player/profile');
  await openTab(page, 'Upcoming Events');
  const section = page.getByRole('region', { name: 'Showcases & Tournaments' });
  await expect(section.getByText('No showcases or tournaments yet.')).toBeVisible();

  // Required fields first, then a real showcase.
  await section.getByRole('button', { name: 'Add Showcase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Showcase or Tournament' });
  await dialog.getByRole('button', { name: 'Add Showcase' }).click();
  await expect(dialog.getByText('Event name is required')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await dialog.getByLabel('Event name').fill(`Chicago Winter Showcase ${stamp}`);
  await dialog.getByLabel('Date').fill(isoDaysAhead(12));
  await dialog.getByLabel('Location').fill('Chicago, IL');
  await expect(dialog.getByLabel('Type')).toHaveValue('Showcase');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Showcase' }).click();
  await expect(page.getByText('Showcase added')).toBeVisible();
  const list = section.getByRole('list', { name: 'Showcases and tournaments' });
  await expect(list).toContainText(`Chicago Winter Showcase ${stamp}`);
  await expect(page.getByText('1 of 2 upcoming events used')).toBeVisible();

  // Edit: a tournament now.
  await list.getByRole('button', { name: new RegExp(`Edit Chicago Winter Showcase ${stamp}`) }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Showcase or Tournament' });
  await edit.getByLabel('Type').fill('Tournament');
  await edit.getByLabel('Event name').fill(`Chicago Winter Classic ${stamp}`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(list).toContainText(`Chicago Winter Classic ${stamp}`);
  await expect(list).toContainText('Tournament');

  // A game takes the second slot: both add buttons turn off with the plan's message.
  await page.getByRole('button', { name: 'Add Event', exact: true }).click();
  const game = page.getByRole('dialog', { name: 'Add Event' });
  await game.getByLabel('Date').fill(isoDaysAhead(5));
  await game.getByLabel('Rink name').fill(`E2E Arena ${stamp}`);
  await game.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('2 of 2 upcoming events used')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add Showcase' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add Event', exact: true })).toBeDisabled();
  await expect(page.getByText('Your plan allows 2 upcoming events. Upgrade to add more.')).toBeVisible();

  // The signed-out visitor sees it on the public Showcases & Tournaments card.
  const context = await browser.newContext({ baseURL });
  const visitor = waitForAppAfterNavigation(await context.newPage());
  await visitor.goto(`/player/${player.slug}`);
  const card = profileCard(visitor, 'Showcases & Tournaments');
  await expect(card).toContainText(`Chicago Winter Classic ${stamp}`);
  await expect(card).toContainText('Tournament');
  await expect(card).toContainText('Chicago, IL');
  await context.close();

  // Delete asks first, then frees the slot.
  await list.getByRole('button', { name: new RegExp(`Delete Chicago Winter Classic ${stamp}`) }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this event?' });
  await confirm.getByRole('button', { name: 'Delete Event' }).click();
  await expect(section.getByText('No showcases or tournaments yet.')).toBeVisible();
  await expect(page.getByText('1 of 2 upcoming events used')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add Showcase' })).toBeEnabled();
});

test('the wizard takes 5 ft 11 in and 175 lbs, defaults the season to the current hockey season, and the profile shows both units on one line at 390 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const stamp = Date.now().toString(36);
  await page.goto('/register');
  await page.getByRole('button', { name: /Player/ }).click();
  await page.getByLabel('Full Name').fill(`Morgan Units${stamp}`);
  await page.getByLabel('Birth year').fill(String(new Date().getFullYear() - 18));
  await page.getByLabel('Email').fill(`units.${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('slap shot 2026');
  await page.getByLabel('Confirm Password').fill('slap shot 2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: 'Defense' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Location' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).click();

  // Physical Stats: the profile form's switches.
  await expect(page.getByRole('heading', { name: 'Physical Stats' })).toBeFocused();
  await page.getByRole('group', { name: 'Height unit' }).getByRole('button', { name: 'ft / in' }).click();
  await page.getByLabel('Feet').fill('5');
  await page.getByLabel('Inches').fill('12');
  await page.getByRole('group', { name: 'Weight unit' }).getByRole('button', { name: 'lbs' }).click();
  await page.getByLabel('Weight (lbs)').fill('175');
  await expect(page.getByText('About 79 kg')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Inches must be between 0 and 11')).toBeVisible();
  await page.getByLabel('Inches').fill('11');
  await expect(page.getByText('About 180 cm')).toBeVisible();
  // Switching shows the same height in cm, and back again.
  await page.getByRole('group', { name: 'Height unit' }).getByRole('button', { name: 'cm' }).click();
  await expect(page.getByLabel('Height (cm)')).toHaveValue('180.3');
  await page.getByRole('group', { name: 'Height unit' }).getByRole('button', { name: 'ft / in' }).click();
  await expect(page.getByLabel('Feet')).toHaveValue('5');
  await expect(page.getByLabel('Inches')).toHaveValue('11');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Current Team: the season defaults to the current hockey season, "2025-26" style.
  await expect(page.getByRole('heading', { name: 'Current Team' })).toBeFocused();
  const season = currentHockeySeason();
  await expect(page.getByLabel('Season')).toHaveValue(season);
  await page.getByLabel('Team name').fill(`Edina Hornets ${stamp}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Photo' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('link', { name: 'View My Profile' }).click();

  // The own profile's form holds what was typed; the public page shows both units and the same season.
  await expect(page.getByLabel('Feet')).toHaveValue('5');
  await expect(page.getByLabel('Inches')).toHaveValue('11');
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('175');
  const slug = await page
    .getByRole('link', { name: 'View Public Profile', exact: true })
    .getAttribute('href');
  await page.goto(slug ?? '/');
  const details = page.locator('dl').filter({ hasText: 'Shoots' }).first();
  const height = details.locator('dd').filter({ hasText: `5'11" (180 cm)` });
  const weight = details.locator('dd').filter({ hasText: '175 lbs (79 kg)' });
  await expect(height).toBeVisible();
  await expect(weight).toBeVisible();
  // One line each: the value's box is no taller than one line of its text.
  for (const dd of [height, weight]) {
    const lines = await dd.evaluate((el) => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
    });
    expect(lines).toBeLessThan(1.5);
  }
  await expect(profileCard(page, 'Current Team')).toContainText(`Edina Hornets ${stamp}`);
  await expect(profileCard(page, 'Current Team')).toContainText(season);
  await expect(profileCard(page, 'Team History')).toContainText(season);
});
