import { latestBirthForAge, UNDER_13_MESSAGE } from '../common/age.ts';
import {
  agreeToTerms,
  expect,
  expectAccessible,
  registerAccount,
  TERMS_AGREEMENT,
  test,
} from './fixtures.ts';

const THIS_YEAR = new Date().getFullYear();
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;

test('a player under 13 is sent to a parent before any account exists, and the parent sign-up starts as a parent', async ({
  page,
}) => {
  const childEmail = `kid.${unique()}@example.com`;
  await page.goto('/signup');
  await page.getByRole('button', { name: /Player/ }).click();
  await expect(page.getByText('Step 2 of 9')).toBeVisible();
  await expect(
    page.getByText('Players under 13 need a parent or guardian to sign up for them.'),
  ).toBeVisible();

  // The birth year decides first: no password or agreement is needed to learn that a parent must sign up.
  await page.getByLabel('Full Name').fill('Kit Young');
  await page.getByLabel('Birth year').fill(String(THIS_YEAR - 12));
  await page.getByLabel('Email').fill(childEmail);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Ask a parent or guardian' })).toBeFocused();
  await expect(page.getByText(UNDER_13_MESSAGE)).toBeVisible();
  await expect(page.getByText('No account was created and nothing you typed was saved.')).toBeVisible();
  await expect(page.getByText(/Step \d of \d/)).toHaveCount(0);
  await expectAccessible(page);

  // A mistyped year can be fixed: the form comes back as it was.
  await page.getByRole('button', { name: 'Go back and fix it' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeFocused();
  await expect(page.getByLabel('Birth year')).toHaveValue(String(THIS_YEAR - 12));
  await expect(page.getByLabel('Email')).toHaveValue(childEmail);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Ask a parent or guardian' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

  // The parent sign-up opens the wizard at the account step with Parent chosen.
  await page.getByRole('link', { name: 'Parent sign-up' }).click();
  await expect(page).toHaveURL(/\/signup\?role=parent$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await expect(page.getByLabel('Birth year')).toHaveCount(0);
  await expectAccessible(page);
  // Back still reaches the role choice, with Parent selected.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: /Parent/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /Parent/ }).click();

  const parentEmail = `guardian.${unique()}@example.com`;
  await page.getByLabel('Full Name').fill('Robin Young');
  await page.getByLabel('Email').fill(parentEmail);
  await page.getByLabel('Password', { exact: true }).fill('family first 2026');
  await page.getByLabel('Confirm Password').fill('family first 2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);

  // Nothing was left behind for the child: the address cannot log in, and is free to register later.
  const login = await page.request.post('/api/auth/login', {
    data: { email: childEmail, password: 'anything at all' },
  });
  expect(login.status()).toBe(401);
  await page.request.post('/api/auth/logout', { data: {} });
  await registerAccount(page.request, {
    email: childEmail,
    name: 'Kit Young',
    role: 'PLAYER',
    // 13 by the month and year (the year alone counts a birth in December).
    birthYear: latestBirthForAge(13).year,
    birthMonth: latestBirthForAge(13).month,
  });
});

test('/signup?role=player starts at the account step as a player, and the server refuses an under-13 player too', async ({
  page,
}) => {
  await page.goto('/signup?role=player');
  await expect(page.getByText('Step 2 of 9')).toBeVisible();
  await expect(page.getByLabel('Birth year')).toBeVisible();

  const email = `kid.${unique()}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: {
      email,
      password: 'slap shot 2026',
      name: 'Kit Young',
      role: 'PLAYER',
      birthYear: THIS_YEAR - 12,
      ...TERMS_AGREEMENT,
    },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toBe(UNDER_13_MESSAGE);
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'slap shot 2026' } });
  expect(login.status()).toBe(401);
});
