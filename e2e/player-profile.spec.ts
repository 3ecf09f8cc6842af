import type { Browser, Page } from '@playwright/test';
import { AGE_CHANGE_REFUSED_MESSAGE } from '../common/age.ts';
import { hockeySeasonOf } from '../common/season.ts';
import {
  expect,
  expectAccessible,
  expectConsoleErrors,
  loginAs,
  registerAccount,
  settleInvalidSubmit,
  setUpPlayerProfile,
  test,
  waitForAppAfterNavigation,
  watchVideoProviders,
} from './fixtures.ts';

const ETHAN_SLUG = 'ethan-marchetti-demo';

// Dialogs fade in; axe measures contrast mid-animation otherwise. The app honours reduced motion.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.beforeEach(async ({ page }) => {
  await watchVideoProviders(page);
});

/** YYYY-MM-DD, some days from now (UTC, as the API counts "upcoming"). */
function isoDaysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A signed-out visitor in a browser context of its own (no cookies shared with the player). */
async function openAnonymously(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  await watchVideoProviders(context);
  const visitor = waitForAppAfterNavigation(await context.newPage());
  await visitor.goto(path);
  return { context, visitor };
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the demo player edits height, adds a team, a video, an event and a public goal, and a signed-out visitor sees them', async ({
  page,
  browser,
  baseURL,
}) => {
  // Unique names: the demo data is shared with other journeys, and everything added is removed at the end.
  const stamp = Date.now().toString(36);
  const team = `E2E Blades ${stamp}`;
  const videoId = `e2e${stamp}`.padEnd(11, 'x').slice(0, 11);
  const caption = `E2E highlights ${stamp}`;
  const rink = `E2E Arena ${stamp}`;
  const goal = `E2E goal ${stamp}: lead the team in blocked shots`;

  await loginAs(page, 'player@rinkside.demo');
  await expect(page).toHaveURL(/\/player\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Public Profile', exact: true })).toHaveAttribute(
    'href',
    `/player/${ETHAN_SLUG}`,
  );
  const strength = page.getByRole('complementary', { name: 'Profile strength' });
  await expect(strength.getByRole('heading', { name: 'Profile Strength' })).toBeVisible();
  await expect(strength.getByRole('link', { name: 'Preview Public Profile' })).toHaveAttribute(
    'href',
    `/player/${ETHAN_SLUG}`,
  );
  await expectAccessible(page);

  // Overview: height in feet and inches (inches 0-11).
  await page.getByLabel('Inches').fill('12');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Inches must be between 0 and 11')).toBeVisible();
  await settleInvalidSubmit(page);
  await page.getByLabel('Feet').fill('6');
  await page.getByLabel('Inches').fill('2');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ethan Marchetti' })).toContainText(`6'2"`);

  // Tabs work from the keyboard.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');

  // Team History: required fields, then a new team.
  await openTab(page, 'Team History');
  await page.getByRole('button', { name: 'Add Team' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Team' });
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(dialog.getByText('Team name is required')).toBeVisible();
  await expect(dialog.getByText('Season is required')).toBeVisible();
  await settleInvalidSubmit(page);
  await dialog.getByLabel('Team website').fill('not a link');
  // After a first submit every change is checked again, so the message shows before the next submit.
  await expect(dialog.getByText('Must be a valid URL')).toBeVisible();
  await dialog.getByLabel('Team name').fill(team);
  await dialog.getByLabel('Season').fill('2027-28');
  await dialog.getByLabel('Level').fill('U18 AAA');
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(dialog.getByText('Must be a valid URL')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Team website').fill('https://blades.example');
  await dialog.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByText('Team Added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Teams' })).toContainText(team);

  // Highlights: first_line allows three clips and the demo player has two.
  await openTab(page, 'Highlights');
  await expect(page.getByText('2 of 3 videos used')).toBeVisible();
  await page.getByRole('button', { name: 'Add Video' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Highlight Video' });
  await dialog.getByLabel('Video URL').fill('youtube');
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog.getByText('Must be a valid YouTube or Vimeo URL')).toBeVisible();
  await dialog.getByLabel('Video URL').fill(`https://youtu.be/${videoId}`);
  await dialog.getByLabel('Caption').fill(caption);
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('Video Added')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Highlight videos' })).toContainText(caption);
  // The third clip is the plan's last: adding is now off, with the reason and a way to upgrade.
  await expect(page.getByRole('button', { name: 'Add Video' })).toBeDisabled();
  await expect(page.getByText('Your plan allows 3 highlight videos. Upgrade to add more.')).toBeVisible();
  await expectAccessible(page);

  // Upcoming Events.
  await openTab(page, 'Upcoming Events');
  await page.getByRole('button', { name: 'Add Event' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  await expect(dialog.getByText('Rink name is required')).toBeVisible();
  await settleInvalidSubmit(page);
  await dialog.getByLabel('Date', { exact: true }).fill(isoDaysAhead(45));
  await dialog.getByLabel('Time', { exact: true }).fill('18:30');
  await dialog.getByLabel('Rink name').fill(rink);
  await dialog.getByLabel('Location').fill('Duluth, MN');
  await dialog.getByLabel('Streamed on LiveBarn').check();
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Event created')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Upcoming events' })).toContainText(rink);

  // Goals: created private, then made public.
  await openTab(page, 'Goals & Aspirations');
  const save = page.getByRole('button', { name: 'Save Goal' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Goal', { exact: true }).fill('   ');
  await expect(save).toBeDisabled();
  await page.getByLabel('Type').selectOption('career');
  await page.getByLabel('Goal', { exact: true }).fill(goal);
  await save.click();
  await expect(page.getByText('Goal Added')).toBeVisible();
  const visibility = page.getByRole('switch', { name: `Show “${goal}” on my public profile` });
  await expect(visibility).toHaveAttribute('aria-checked', 'false');
  await visibility.click();
  await expect(page.getByText('Privacy setting updated')).toBeVisible();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  // A signed-out visitor sees all of it on the public profile.
  const { context, visitor } = await openAnonymously(browser, baseURL, `/player/${ETHAN_SLUG}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
  await expect(visitor.locator('dl').filter({ hasText: 'Shoots' }).first()).toContainText(`6'2"`);
  await expect(visitor.getByText(team).first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Play ${caption}` })).toBeVisible();
  await expect(visitor.getByText(rink).first()).toBeVisible();
  await expect(visitor.getByText(goal)).toBeVisible();
  await context.close();

  // Tidy up through the UI (confirm prompts) and the API, so other journeys see the demo data as seeded.
  await openTab(page, 'Goals & Aspirations');
  await page.getByRole('button', { name: `Delete ${goal}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this goal?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete Goal' }).click();
  await expect(page.getByText('Goal Deleted')).toBeVisible();
  await expect(page.getByText(goal)).toHaveCount(0);

  await openTab(page, 'Team History');
  await page.getByRole('button', { name: new RegExp(`^Delete ${team}`) }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this team?' })
    .getByRole('button', { name: 'Delete Team' })
    .click();
  await expect(page.getByText('Team Deleted')).toBeVisible();

  await openTab(page, 'Upcoming Events');
  await page.getByRole('button', { name: new RegExp(`^Delete ${rink}`) }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this event?' })
    .getByRole('button', { name: 'Delete Event' })
    .click();
  await expect(page.getByText('Event deleted')).toBeVisible();

  await openTab(page, 'Highlights');
  await page.getByRole('button', { name: `Delete ${caption}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this video?' })
    .getByRole('button', { name: 'Delete Video' })
    .click();
  await expect(page.getByText('Video Deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Video' })).toBeEnabled();

  const { player } = await (await page.request.get('/api/players/me')).json();
  const restored = await page.request.patch(`/api/players/${player.id}`, { data: { heightCm: 183 } });
  expect(restored.ok()).toBe(true);
});

test('a new player on the free plan sees empty states, logs a skater game and finds it on the public page', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const email = `skater.${stamp}@example.com`;
  await registerAccount(page.request, { name: 'Riley Northwood', email, role: 'PLAYER' });
  const player = await setUpPlayerProfile(page.request, {
    firstName: 'Riley',
    lastName: `Northwood${stamp}`,
    birthYear: new Date().getFullYear() - 19,
    category: 'FEMALE',
    shoots: 'R',
    positions: ['RW'],
  });

  await page.goto('/player/profile');
  await expect(page.getByRole('heading', { level: 1, name: `Riley Northwood${stamp}` })).toBeVisible();
  // The free tier's banner, and no second e-mail banner beside the layout's own.
  await expect(page.getByRole('heading', { name: 'You’re on the free Locker Room plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('link', { name: 'Compare Features' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText('Please verify your email address.')).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Parent/Guardian' })).toHaveCount(0);
  const strength = page.getByRole('complementary', { name: 'Profile strength' });
  await expect(strength).toContainText('0%');
  await expect(strength).toContainText('You’ve just started');
  await expect(strength.getByRole('button', { name: /Highlight videos/ })).toContainText('+20%');
  await expectAccessible(page);

  // Highlights are not in the free plan: the button is off and says why.
  await openTab(page, 'Highlights');
  await expect(page.getByText('No highlight videos yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Video' })).toBeDisabled();
  await expect(page.getByText('Highlight videos start with the Warm-Up plan.')).toBeVisible();

  await openTab(page, 'Team History');
  await expect(page.getByText('No teams yet')).toBeVisible();
  await openTab(page, 'Upcoming Events');
  await expect(page.getByText('No events yet')).toBeVisible();
  await expect(page.getByText('0 of 2 upcoming events used')).toBeVisible();

  // Game Stats: required fields, blank counts as 0, the new line is Self-reported.
  await openTab(page, 'Game Stats');
  await expect(page.getByText('No skater games yet')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add Skater Game' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Skater Game' });
  await dialog.getByRole('button', { name: 'Add Game' }).click();
  await expect(dialog.getByText('Game date is required')).toBeVisible();
  await expect(dialog.getByText('Opponent is required')).toBeVisible();
  await settleInvalidSubmit(page);
  await dialog.getByLabel('Game date').fill(isoDaysAhead(-3));
  await dialog.getByLabel('Opponent', { exact: true }).fill(`Harbor Hawks ${stamp}`);
  await dialog.getByText('Away', { exact: true }).click();
  await dialog.getByLabel('Your team score').fill('3');
  await dialog.getByLabel('Opponent score').fill('1');
  await dialog.getByLabel('Goals', { exact: true }).fill('2');
  await dialog.getByLabel('Primary assists').fill('1');
  await dialog.getByLabel('Plus/minus').fill('-1');
  await dialog.getByLabel('Hits').fill('-2');
  await dialog.getByRole('button', { name: 'Add Game' }).click();
  await expect(dialog.getByText('Enter a whole number of 0 or more')).toBeVisible();
  await dialog.getByLabel('Hits').fill('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Game' }).click();
  await expect(page.getByText('Game stats added')).toBeVisible();
  const games = page.getByRole('list', { name: 'Skater game log' });
  await expect(games).toContainText(`Harbor Hawks ${stamp}`);
  await expect(games).toContainText('W 3-1');
  await expect(games).toContainText('Self-reported');
  await expect(page.locator('dl').filter({ hasText: 'Points' })).toContainText('3');

  // The signed-out visitor finds the game in Season Stats (totalled from the games) and in Game by Game.
  const { context, visitor } = await openAnonymously(browser, baseURL, `/player/${player.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Riley Northwood${stamp}` })).toBeVisible();
  const seasonRow = visitor
    .getByRole('region', { name: 'Skater season stats' })
    .getByRole('row', { name: new RegExp(hockeySeasonOf(isoDaysAhead(-3))) });
  await expect(seasonRow).toContainText('3');
  await expect(seasonRow.getByRole('cell').nth(1)).toHaveText('1');
  await visitor.getByRole('button', { name: 'Game by Game' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Game by Game' })).toContainText(`Harbor Hawks ${stamp}`);
  await context.close();
});

test('a player edits name, birth year, category and positions; goalies get no position selector; strength follows', async ({
  page,
  consoleErrors,
}) => {
  const stamp = Date.now().toString(36);
  const email = `editor.${stamp}@example.com`;
  const year = new Date().getFullYear();
  await registerAccount(page.request, { name: 'Sam Editor', email, role: 'PLAYER' });
  await setUpPlayerProfile(page.request, {
    firstName: 'Sam',
    lastName: `Editor${stamp}`,
    birthYear: year - 19,
    category: 'MALE',
    shoots: 'L',
    positions: ['C'],
    country: 'United States',
    region: 'Minnesota',
  });

  await page.goto('/player/profile');
  await expect(page.getByRole('heading', { level: 1, name: `Sam Editor${stamp}` })).toBeVisible();
  const strength = page.getByRole('complementary', { name: 'Profile strength' });
  await expect(strength).toContainText('0%');
  await expect(page.getByLabel('Preferred position')).toBeVisible();

  // The spec messages, in the form.
  await page.getByLabel('First name').fill(' ');
  await page.getByLabel('Last name').fill('');
  await page.getByLabel('Birth year').fill('1900');
  await page.getByRole('checkbox', { name: 'Center' }).uncheck();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Birth year must be between 1950 and current year')).toBeVisible();
  await expect(page.getByText('Select at least one position')).toBeVisible();
  await expectAccessible(page);

  // Goalie only: the preferred position selector goes away.
  await page.getByRole('checkbox', { name: 'Goalie' }).check();
  await expect(page.getByLabel('Preferred position')).toHaveCount(0);
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill(`Keeper${stamp}`);
  await page.getByLabel('Birth year').fill(String(year - 20));
  await page.getByLabel('Category', { exact: true }).selectOption('FEMALE');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Jordan Keeper${stamp}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Parent/Guardian' })).toHaveCount(0);
  const saved = (await (await page.request.get('/api/players/me')).json()).player;
  expect(saved).toMatchObject({
    firstName: 'Jordan',
    birthYear: year - 20,
    category: 'FEMALE',
    positions: ['G'],
    preferredPosition: null,
  });

  // The server's age rule answers in the toast (a player cannot move themself across 13, 17 or 18).
  await page.getByLabel('Birth year').fill(String(year - 11));
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText(AGE_CHANGE_REFUSED_MESSAGE).first()).toBeVisible();
  expectConsoleErrors(consoleErrors, /status of 403/);

  // Profile strength is the server's: a bio of more than 20 characters adds 10%.
  await page.getByLabel('Birth year').fill(String(year - 20));
  await page.getByLabel('Bio').fill('A calm goalie who reads the play early.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(strength).toContainText('10%');
  await expect(strength.getByText('Completed')).toBeVisible();
});

test('a player without a profile is sent to /profile-setup, which leads into the sign-up wizard', async ({
  page,
}) => {
  const email = `nosetup.${Date.now().toString(36)}@example.com`;
  await registerAccount(page.request, { name: 'Casey Unset', email, role: 'PLAYER' });
  await page.goto('/player/profile');
  await expect(page).toHaveURL(/\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setting up your profile...' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Setup' })).toHaveAttribute('href', '/signup');
  await expectAccessible(page);
});

test('a parent manages a draft child: the notice points to approvals and Parent/Guardian lists no one yet', async ({
  page,
}) => {
  await loginAs(page, 'parent@rinkside.demo');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  const { player } = await (await page.request.get('/api/players/ava-sullivan-demo')).json();
  await page.goto(`/parent/player/${player.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ava Sullivan' })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Approvals' })).toHaveAttribute(
    'href',
    '/parent/dashboard?tab=coparents',
  );
  await openTab(page, 'Parent/Guardian');
  await expect(page.getByRole('link', { name: 'Manage Parents' }).first()).toHaveAttribute(
    'href',
    '/parent/dashboard?tab=coparents',
  );
  await expectAccessible(page);
  // Back leads to the parent's dashboard when no referrer was stored.
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/parent/dashboard');
});
