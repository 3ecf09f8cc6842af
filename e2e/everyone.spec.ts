import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  linkFromOutbox,
  loginAs,
  registerAccount,
  test,
} from './fixtures.ts';

// D117-D119: what recruiters and everyone else meet.

test('a recruiter saves and removes a player from the lists on the profile, goes back to the same results, and SHARE and MESSAGE do what they say', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listName = `E2E Checked ${Date.now()}`;
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);

  // A search with filters and a page: the profile's Back to results returns to exactly this.
  await page.goto('/recruiter/search?birthYear=2009&page=2');
  await expect(page.getByRole('heading', { level: 1, name: /^[\d,]+ players found$/ })).toBeVisible();
  const card = page.getByTestId('player-card').first();
  const playerName = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/player\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  const profilePath = new URL(page.url()).pathname;

  // ADD TO LIST: a new list made here holds the player: checked in the menu, removable there.
  await page.getByRole('button', { name: 'ADD TO LIST' }).click();
  await page.getByRole('menuitem', { name: 'New list' }).click();
  await page.getByRole('dialog').getByLabel('List Name').fill(listName);
  await page.getByRole('dialog').getByRole('button', { name: 'Create and Add' }).click();
  await expect(page.getByText('Added to list', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'ADD TO LIST' }).click();
  const item = page.getByRole('menuitemcheckbox', { name: new RegExp(`^${listName}`) });
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await item.click();
  await expect(page.getByText('Removed from list', { exact: true })).toBeVisible();
  await expect(item).toHaveAttribute('aria-checked', 'false');
  // The menu stayed open: checking again adds the player back.
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  // A reload reads the same answer from the server.
  await page.reload();
  await expect(async () => {
    await page.getByRole('button', { name: 'ADD TO LIST' }).click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // MESSAGE PLAYER opens the composer (D120, e2e/messaging.spec.ts): it asks the server whether the
  // recruiter may write first; opening and closing it sends nothing.
  await page.getByRole('button', { name: 'MESSAGE PLAYER' }).click();
  const message = page.getByRole('dialog', { name: `Message ${playerName}` });
  await expect(
    message
      .getByRole('button', { name: 'Send Message' })
      .or(message.getByText(`You cannot message ${playerName} yet`)),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(message).toHaveCount(0);
  await expect(page.getByText('Message sent')).toHaveCount(0);

  // SHARE PLAYER shows the profile's own address and copies it (e-mailing it: e2e/share-player.spec.ts);
  // copying sends nothing.
  await page.getByRole('button', { name: 'SHARE PLAYER' }).click();
  const share = page.getByRole('dialog', { name: `Share ${playerName}` });
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(profilePath, page.url()).href,
  );
  await share.getByRole('button', { name: 'Close' }).click();
  await expect(share).toHaveCount(0);
  await expect(page.getByText('Profile shared')).toHaveCount(0);
});

test('Back to results returns to the same search, filters and page; one result is "1 player found"; phone cards are compact', async ({
  page,
}) => {
  await loginAs(page, 'recruiter@rinkside.demo');
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await page.goto('/recruiter/search?birthYear=2009&page=2');
  await expect(page.getByRole('heading', { level: 1, name: /players found$/ })).toBeVisible();
  await page.getByTestId('player-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/player\//);
  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(/\/recruiter\/search\?birthYear=2009&page=2$/);

  // A profile opened by its address has no results to go back to.
  await page.getByTestId('player-card').first().getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Back to results' })).toBeVisible();
  const profilePath = new URL(page.url()).pathname;
  await page.goto('/');
  await page.goto(profilePath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveCount(0);

  await page.goto('/recruiter/search?keyword=Marchetti');
  await expect(page.getByRole('heading', { level: 1, name: '1 player found' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/recruiter/search?birthYear=2009');
  const card = page.getByTestId('player-card').first();
  await expect(card).toContainText('Born 2009');
  const box = await card.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(160);
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('Browse Players leads visitors, players and parents to how recruiters find players, and recruiters to the search', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: /Build your profile/ });
  await expect(hero.getByRole('link', { name: 'Browse Players' })).toHaveCount(0);
  await hero.getByRole('link', { name: 'How Recruiters Find Players' }).click();
  await expect(page).toHaveURL(/\/how-recruiting-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How recruiters find players' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What your family controls' })).toBeVisible();
  await expect(page.getByText('Consent comes first')).toBeVisible();
  await expectAccessible(page);
  const footer = page.getByRole('navigation', { name: 'Footer: Product' });
  await expect(footer.getByRole('link', { name: 'How Recruiters Find Players' })).toHaveAttribute(
    'href',
    '/how-recruiting-works',
  );

  // A parent: the same explanation, and the search itself says whom it is for instead of failing.
  await page.request.post('/api/auth/login', {
    data: { email: 'parent@rinkside.demo', password: DEMO_PASSWORD },
  });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: /Build your profile/ }).getByRole('link', {
      name: 'How Recruiters Find Players',
    }),
  ).toBeVisible();
  await page.goto('/recruiter/search');
  await expect(page.getByRole('heading', { name: 'Player search is for recruiters' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How Recruiters Find Players' }).first()).toBeVisible();
  await expect(page.getByText(/could not be loaded|Failed to load/)).toHaveCount(0);
  await page.request.post('/api/auth/logout');

  // A recruiter browses.
  await page.request.post('/api/auth/login', {
    data: { email: 'recruiter@rinkside.demo', password: DEMO_PASSWORD },
  });
  await page.goto('/');
  const browse = page.getByRole('region', { name: /Build your profile/ }).getByRole('link', {
    name: 'Browse Players',
  });
  await expect(browse).toHaveAttribute('href', '/recruiter/search');
  await expect(
    page.getByRole('navigation', { name: 'Footer: Product' }).getByRole('link', { name: 'Browse Players' }),
  ).toHaveAttribute('href', '/recruiter/search');
});

test('a new parent sees one verify notice, "Last login: just now", no log-in link, and continues home once verified', async ({
  page,
}) => {
  const email = `e2e-everyone-${Date.now()}@example.com`;
  await registerAccount(page.request, { email, name: 'Nora Newcomer', role: 'PARENT' });

  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Already have an account?')).toHaveCount(0);

  await page.goto('/parent/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Verify your email address' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Approval requests and co-parent invitations');
  await expect(page.getByText(/verify your email address/i)).toHaveCount(1);
  const lastLogin = page
    .locator('div')
    .filter({ has: page.getByText('Last login', { exact: true }) })
    .last();
  await expect(lastLogin).toContainText('just now');
  await expect(lastLogin).not.toContainText('—');

  const verifyLink = await linkFromOutbox(page.request, email, /\/verify-email\?token=[A-Za-z0-9_-]+/);
  await page.goto(verifyLink);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Login' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Verify your email address' })).toHaveCount(0);
});

test("the own profile's Back goes to the page it was opened from, and never to the page itself", async ({
  page,
}) => {
  await loginAs(page, 'player@rinkside.demo');
  await expect(page).toHaveURL(/\/player\/profile$/);
  // Straight from logging in, the player's home is this page: no Back that goes nowhere.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveCount(0);

  // From the public profile back to the own profile: Back returns to the public profile.
  await page.getByRole('link', { name: 'View Public Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/player\/(?!profile)[^/]+$/);
  const publicPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'My Profile' }).first().click();
  await expect(page).toHaveURL(/\/player\/profile$/);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', publicPath);
  await page.request.post('/api/auth/logout');

  // A parent opening a child's profile from the dashboard goes back to the dashboard.
  await loginAs(page, 'parent@rinkside.demo');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.goto('/parent/dashboard?tab=players');
  await page.locator('a[href^="/parent/player/"]').first().click();
  await expect(page).toHaveURL(/\/parent\/player\//);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
    'href',
    /\/parent\/dashboard/,
  );
});
