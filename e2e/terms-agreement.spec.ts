import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '../common/terms.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const AGREE = 'I agree to the Terms of Service and Privacy Notice';

test('the Terms and Privacy pages are public, show the version in force, and are linked from the footer', async ({
  page,
}) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Footer: Legal' });
  await legal.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText(`Version ${TERMS_VERSION}`)).toBeVisible();
  await expect(page.getByText(`Effective ${TERMS_EFFECTIVE_DATE}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Parents and guardians/ })).toBeVisible();
  await expectAccessible(page);

  await legal.getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  await expect(page.getByText(`Version ${TERMS_VERSION}`)).toBeVisible();
  for (const section of ['Players under 17', 'Who sees what', 'Cookies and storage on your device']) {
    await expect(page.getByRole('heading', { name: new RegExp(section) })).toBeVisible();
  }
  // The contents jump to a section.
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: /Export and delete/ })
    .click();
  await expect(page).toHaveURL(/\/privacy#your-choices$/);
  await expectAccessible(page);
});

test('sign-up needs the agreement box ticked, and its links open the pages in a new tab', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: /Parent/ }).click();
  const box = page.getByRole('checkbox', { name: AGREE });
  await expect(box).not.toBeChecked();
  const form = page.getByRole('main');
  await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: 'Privacy Notice' })).toHaveAttribute('href', '/privacy');

  const email = `parent.${Date.now()}@example.com`;
  await page.getByLabel('Full Name').fill('Morgan Agree');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('blue line pass');
  await page.getByLabel('Confirm Password').fill('blue line pass');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('You must agree to the Terms of Service and Privacy Notice')).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  // Nothing was registered.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  // The Terms open in a new tab; the form keeps what was typed.
  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('link', { name: 'Terms of Service' }).click(),
  ]);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await terms.close();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await box.check();
  await expect(page.getByText('You must agree to the Terms of Service and Privacy Notice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});
