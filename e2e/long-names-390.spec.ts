import type { Page } from '@playwright/test';
import { agreeToTerms, expect, finishWizardWithDefaults, test } from './fixtures.ts';

/** A name with no place to break, as some families type it (or paste it without its spaces). */
const LONG = 'Maximilianalexandertheodorewolfgang';

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 390, height: 844 } });

test("a long unbroken name wraps on the wizard's last step and in the owner's profile header at 390 px", async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: /Player/ }).click();
  await page.getByLabel('Full Name').fill(`${LONG} ${LONG}`);
  await page.getByLabel('Birth year').fill(String(new Date().getFullYear() - 18));
  await page.getByLabel('Email').fill(`long.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('slap shot 2026');
  await page.getByLabel('Confirm Password').fill('slap shot 2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
  await finishWizardWithDefaults(page);
  await expect(page.getByText(`You’re on the board, ${LONG}!`)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'View My Profile' }).click();
  const name = page.getByRole('heading', { level: 1, name: `${LONG} ${LONG}` });
  await expect(name).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The whole name is inside its card, not cut off at the card's edge.
  const card = page.locator('section[aria-labelledby="profile-name"]');
  const [nameBox, cardBox] = [await name.boundingBox(), await card.boundingBox()];
  expect(nameBox && cardBox && nameBox.x + nameBox.width <= cardBox.x + cardBox.width).toBe(true);
  // The wizard is over: its answers are not kept any longer (D239).
  expect(await page.evaluate(() => window.sessionStorage.getItem('rinkside.signupWizard'))).toBeNull();
});
