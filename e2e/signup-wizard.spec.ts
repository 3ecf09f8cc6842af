import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { latestBirthForAge } from '../common/age.ts';
import { currentHockeySeason } from '../common/season.ts';
import {
  agreeToTerms,
  expect,
  expectAccessible,
  expectConsoleErrors,
  registerAccount,
  test,
} from './fixtures.ts';

const THIS_YEAR = new Date().getFullYear();

/** A small real PNG, made here so the test carries no binary file. */
async function makePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 29, g: 78, b: 216 } } })
    .png()
    .toBuffer();
}

/** Steps 1 and 2 as a new player born in `birthYear`; ends on step 3. */
async function signUpAsPlayer(page: Page, fullName: string, birthYear = THIS_YEAR - 18, birthMonth?: number) {
  await page.goto('/register');
  await page.getByRole('button', { name: /Player/ }).click();
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Birth year').fill(String(birthYear));
  // The month is asked with the year (optional; without it the age rules read December).
  if (birthMonth) await page.getByLabel('Birth month').selectOption(String(birthMonth));
  await page.getByLabel('Email').fill(`player.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('slap shot 2026');
  await page.getByLabel('Confirm Password').fill('slap shot 2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
  await expect(page.getByText('Step 3 of 9')).toBeVisible();
}

/** Steps 3 and 4 with valid answers; ends on step 5. */
async function fillBasicsAndDetails(page: Page, birthYear: number) {
  await page.getByLabel('Birth year').fill(String(birthYear));
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Defense' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Location' })).toBeFocused();
}

test('a new player completes all nine steps with a photo and opens their profile', async ({ page }) => {
  const { year: birthYear, month: birthMonth } = latestBirthForAge(15);
  await signUpAsPlayer(page, 'Jordan Lee Smith', birthYear, birthMonth);

  // Step 3: the account's full name prefills the names, and its birth year the year (not asked twice);
  // empty basics show the spec messages.
  await expect(page.getByLabel('First name')).toHaveValue('Jordan');
  await expect(page.getByLabel('Last name')).toHaveValue('Lee Smith');
  await expect(page.getByLabel('Birth year')).toHaveValue(String(birthYear));
  await expect(page.getByLabel('Birth month')).toHaveValue(String(birthMonth));
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Last name').fill('');
  await page.getByLabel('Birth year').fill('');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Birth year must be between 1950 and current year')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Lee-Smith');
  await page.getByLabel('Birth year').fill(String(birthYear));
  await expect(page.getByText('a parent or guardian will need to approve your profile')).toBeVisible();
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: at least one position; shoots defaults to left.
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeFocused();
  await expect(page.getByText('Step 4 of 9')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Left' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Select at least one position')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Center' }).check();
  await page.getByRole('checkbox', { name: 'Left Wing' }).check();
  await page.getByRole('radio', { name: 'Right' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 5: the region list follows the country, and changing the country clears the region.
  await expect(page.getByRole('heading', { name: 'Location' })).toBeFocused();
  await page.getByLabel('Country').selectOption('United States');
  await page.getByLabel('State').selectOption('Minnesota');
  await page.getByLabel('Country').selectOption('Canada');
  const province = page.getByLabel('Province or territory');
  await expect(province).toHaveValue('');
  await expect(province.locator('option', { hasText: 'Minnesota' })).toHaveCount(0);
  await province.selectOption('Ontario');
  await page.getByLabel('City').fill('Toronto');
  await expectAccessible(page);

  // Back keeps what was entered on both steps.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Left Wing' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Province or territory')).toHaveValue('Ontario');
  await expect(page.getByLabel('City')).toHaveValue('Toronto');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 6: imperial first (D240); metric values with an imperial helper.
  await expect(page.getByRole('heading', { name: 'Physical Stats' })).toBeFocused();
  await page.getByRole('group', { name: 'Height unit' }).getByRole('button', { name: 'cm' }).click();
  await page.getByRole('group', { name: 'Weight unit' }).getByRole('button', { name: 'kg' }).click();
  await page.getByLabel('Height (cm)').fill('180');
  await expect(page.getByText(`About 5'11"`)).toBeVisible();
  await page.getByLabel('Weight (kg)').fill('77');
  await expect(page.getByText('About 170 lbs')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 7: the season defaults to the current hockey season; Continue creates the profile with the team.
  await expect(page.getByRole('heading', { name: 'Current Team' })).toBeFocused();
  await expect(page.getByLabel('Season')).toHaveValue(currentHockeySeason());
  await page.getByLabel('Team name').fill('Toronto Marlboros');
  await page.getByLabel('Level').fill('AA');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back from the photo step and on again changes the wizard's team instead of adding a second one.
  await expect(page.getByRole('heading', { name: 'Profile Photo' })).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Team name')).toHaveValue('Toronto Marlboros');
  await page.getByLabel('Level').fill('AAA');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 8: choose a photo, see the preview, upload.
  await expect(page.getByRole('heading', { name: 'Profile Photo' })).toBeFocused();
  await expect(page.getByText('Step 8 of 9')).toBeVisible();
  await page.getByRole('button', { name: 'Upload & Continue' }).click();
  await expect(page.getByText('Choose a photo to upload, or skip this step.')).toBeVisible();
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'headshot.png', mimeType: 'image/png', buffer: await makePhoto() });
  await expect(page.getByRole('img', { name: 'Preview of headshot.png' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Upload & Continue' }).click();

  // Step 9: done, with the parental approval line for a player under 17.
  await expect(page.getByRole('heading', { name: 'Profile Complete' })).toBeFocused();
  await expect(page.getByText('Step 9 of 9')).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expect(page.getByText(/Request Parental Approval/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View My Profile' }).click();
  await expect(page).toHaveURL(/\/player\/profile$/);

  const me = await page.request.get('/api/players/me');
  expect(me.status()).toBe(200);
  const { player, teamHistory, media } = await me.json();
  expect(player).toMatchObject({
    firstName: 'Jordan',
    lastName: 'Lee-Smith',
    birthYear,
    // The month is the player's own to see, in their own profile's answer.
    birthMonth,
    category: 'FEMALE',
    shoots: 'R',
    positions: ['C', 'LW'],
    country: 'Canada',
    region: 'Ontario',
    city: 'Toronto',
    heightCm: 180,
    weightKg: 77,
    profileStatus: 'draft',
    currentTeamName: 'Toronto Marlboros',
  });
  expect(player.profileImageUrl).toMatch(/^\/media\//);
  expect(teamHistory).toHaveLength(1);
  expect(teamHistory[0]).toMatchObject({
    teamName: 'Toronto Marlboros',
    level: 'AAA',
    season: currentHockeySeason(),
    isCurrent: true,
  });
  expect(media.filter((m: { type: string }) => m.type === 'image')).toHaveLength(1);
});

test('a player who changes the birth year on Basic Information to under 13 cannot continue', async ({
  page,
}) => {
  await signUpAsPlayer(page, 'Sam Young', THIS_YEAR - 14);
  await page.getByLabel('Birth year').fill(String(THIS_YEAR - 12));
  await page.getByRole('radio', { name: 'Male', exact: true }).check();

  await expect(page.getByText('A parent or guardian must create your profile')).toBeVisible();
  // Not a dead end: the account just made can be deleted.
  await expect(page.getByRole('link', { name: 'delete this account in Account Settings' })).toHaveAttribute(
    'href',
    '/account',
  );
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectAccessible(page);

  // Thirteen may go on, with the parental approval note instead: the year alone counts a birth in
  // December, so the month that makes 13 today goes with it.
  const thirteen = latestBirthForAge(13);
  await page.getByLabel('Birth year').fill(String(thirteen.year));
  await page.getByLabel('Birth month').selectOption(String(thirteen.month));
  await expect(page.getByText('A parent or guardian must create your profile')).toHaveCount(0);
  await expect(page.getByText('a parent or guardian will need to approve your profile')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeFocused();
});

test('a profile that already exists sends the team step straight to the photo step without adding the team, and a failed upload still finishes', async ({
  page,
  consoleErrors,
}) => {
  await signUpAsPlayer(page, 'Alex Rivers');
  await fillBasicsAndDetails(page, 2005);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Physical Stats' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Current Team' })).toBeFocused();

  // Meanwhile the profile gets created elsewhere (another tab, an earlier attempt).
  const created = await page.request.post('/api/players/setup', {
    data: {
      firstName: 'Alex',
      lastName: 'Rivers',
      birthYear: 2005,
      category: 'MALE',
      shoots: 'L',
      positions: ['G'],
    },
  });
  expect(created.status()).toBe(201);
  const { player: existing } = await created.json();

  await page.getByLabel('Team name').fill('Boston Jr. Bruins');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Photo' })).toBeFocused();
  await expect(page.getByText('Failed to create profile')).toHaveCount(0);
  expectConsoleErrors(consoleErrors, /status of 409/);

  // Spec 1 §8: a failed upload shows the toast and still moves on to step 9.
  await page.route('**/api/players/*/media', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Storage is down"}' }),
  );
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePhoto() });
  await page.getByRole('button', { name: 'Upload & Continue' }).click();
  await expect(page.getByText('Failed to upload profile photo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Complete' })).toBeVisible();
  expectConsoleErrors(consoleErrors, /status of 500/);

  const me = await (await page.request.get('/api/players/me')).json();
  expect(me.player.id).toBe(existing.id);
  expect(me.player.positions).toEqual(['G']);
  // Spec 1 §2: the existing profile is left as it was; the wizard's team is not added to it.
  expect(me.teamHistory).toEqual([]);
  expect(me.player.profileImageUrl).toBeNull();
});

test('a player who left after creating the account resumes at Basic Information from /player/profile', async ({
  page,
}) => {
  const email = `player.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;
  await registerAccount(page.request, {
    email,
    password: 'slap shot 2026',
    name: 'Casey van der Berg',
    role: 'PLAYER',
  });

  // Back later: the own-profile screen finds no profile and offers to finish the set-up.
  await page.goto('/player/profile');
  await expect(page).toHaveURL(/\/profile-setup$/);
  await page.getByRole('link', { name: 'Continue Setup' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
  await expect(page.getByText('Step 3 of 9')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Casey');
  await expect(page.getByLabel('Last name')).toHaveValue('van der Berg');
  await expectAccessible(page);

  // Back shows the account as already made (no second registration).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Your account is created')).toBeVisible();
  await expect(page.getByText(`Signed in as Casey van der Berg (${email}).`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await fillBasicsAndDetails(page, THIS_YEAR - 18);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Current Team' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Photo' })).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Complete' })).toBeFocused();
  await page.getByRole('link', { name: 'View My Profile' }).click();
  await expect(page).toHaveURL(/\/player\/profile$/);
  await expect(page.getByRole('heading', { name: /Casey van der Berg/ })).toBeVisible();

  // Now that the profile exists, the sign-up screen sends the player to it.
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/player\/profile$/);
});
