import { latestBirthForAge } from '../common/age.ts';
import { agreeToTerms, expect, test } from './fixtures.ts';

/**
 * D239 and D240: the sign-up wizard keeps its step in the address and its answers for the tab, so the
 * browser's Back, Forward and a reload never reset the birth year or the gender; a unit switch shows the
 * same measurement in the new unit.
 */
test("a player's wizard survives Back, Forward and a reload, and the weight converts when the unit changes", async ({
  page,
}) => {
  const { year } = latestBirthForAge(16);
  await page.goto('/register');
  await page.getByRole('button', { name: /Player/ }).click();
  await expect(page).toHaveURL(/[?&]step=account/);
  await page.getByLabel('Full Name').fill('Maya Tremblay');
  await page.getByLabel('Birth year').fill(String(year));
  await page.getByLabel('Email').fill(`memory.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('slap shot 2026');
  await page.getByLabel('Confirm Password').fill('slap shot 2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]step=basics/);
  await expect(page.getByLabel('Birth year')).toHaveValue(String(year));
  await page.getByRole('radio', { name: 'Female' }).check();
  // Never a password in what the tab keeps.
  const kept = await page.evaluate(() => JSON.stringify(window.sessionStorage));
  expect(kept).not.toContain('slap shot 2026');

  // A reload on the step keeps the year and the gender (they were the ones that reset).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await expect(page.getByLabel('Birth year')).toHaveValue(String(year));
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]step=details/);
  await page.getByRole('checkbox', { name: 'Goalie' }).check();
  // D241: a goalie catches.
  await expect(page.getByRole('group', { name: 'Catches' })).toBeVisible();

  // The browser's Back returns to the previous step with its answers, Forward comes back.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await expect(page.getByLabel('Birth year')).toHaveValue(String(year));
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Goalie' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Location' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).click();

  // Physical Stats: imperial first; 185 lbs reads 83.9 kg in kilograms, and 185 again in pounds.
  await expect(page.getByRole('heading', { name: 'Physical Stats' })).toBeFocused();
  await expect(page).toHaveURL(/[?&]step=physical/);
  await page.getByLabel('Weight (lbs)').fill('185');
  await expect(page.getByText('About 84 kg')).toBeVisible();
  await page.getByRole('group', { name: 'Weight unit' }).getByRole('button', { name: 'kg' }).click();
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('83.9');
  await expect(page.getByText('About 185 lbs')).toBeVisible();
  await page.getByRole('group', { name: 'Weight unit' }).getByRole('button', { name: 'lbs' }).click();
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('185');

  // A reload deep in the wizard stays there, the earlier answers still in place.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Physical Stats' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Goalie' })).toBeChecked();
});
