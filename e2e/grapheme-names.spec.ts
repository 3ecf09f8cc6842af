import type { Page } from '@playwright/test';
import { expect, registerAccount, setUpPlayerProfile, test } from './fixtures.ts';

/*
 * D255: names are cut by grapheme. A name with an emoji (a surrogate pair, a ZWJ family, a flag, a skin
 * tone) or a letter written with combining marks shows whole initials everywhere, never "M\uFFFD", and the
 * page hydrates without React's error #418 (the fixture fails the test on any console error).
 */
const HOCKEY = '\u{1F3D2}';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
const FLAG = '\u{1F1E8}\u{1F1E6}';
const THUMB = '\u{1F44D}\u{1F3FD}';
const E_ACUTE = 'E\u0301'; // E + combining acute accent
const O_UMLAUT_MACRON = 'o\u0308\u0304';

/** No replacement character and no lone surrogate anywhere in the page's text. */
async function expectWholeText(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toContain('\uFFFD');
  expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
}

test('a player whose names hold emoji and combining marks: whole initials, no hydration error', async ({
  page,
}) => {
  const stamp = Date.now();
  // The account name: an emoji leads the first word, a combining mark the last.
  await registerAccount(page.request, {
    email: `grapheme-${stamp}@example.com`,
    name: `${HOCKEY}Max ${FLAG} ${E_ACUTE}mile${THUMB}`,
    role: 'PLAYER',
  });
  const firstName = `${FAMILY}Zo${O_UMLAUT_MACRON}`;
  const lastName = `${E_ACUTE}lan${HOCKEY}`;
  const player = await setUpPlayerProfile(page.request, {
    firstName,
    lastName,
    birthYear: new Date().getFullYear() - 19,
    category: 'FEMALE',
    shoots: 'L',
    positions: ['C'],
  });

  // The header's avatar on a server-rendered page that is not the player's own (/pricing).
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const avatar = page.locator('header span[aria-hidden="true"]').filter({ hasText: HOCKEY }).first();
  await expect(avatar).toHaveText(`${HOCKEY}${E_ACUTE}`);
  await expectWholeText(page);

  // The public profile: the hero's initials (no photo) and the name.
  await page.goto(`/player/${player.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${firstName} ${lastName}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `${firstName} ${lastName} (no photo)` })).toHaveText(
    `${FAMILY}${E_ACUTE}`,
  );
  await expectWholeText(page);

  // The own profile: the photo placeholder's initials.
  await page.goto('/player/profile');
  await expect(page.getByRole('img', { name: `${firstName} ${lastName}, no photo yet` })).toHaveText(
    `${FAMILY}${E_ACUTE}`,
  );
  await expectWholeText(page);
});
