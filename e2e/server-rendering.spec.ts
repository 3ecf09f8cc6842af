import {
  DEMO_PASSWORD,
  expect,
  registerAccount,
  setUpPlayerProfile,
  test,
  watchVideoProviders,
} from './fixtures.ts';

/**
 * D096: the public pages arrive server-rendered (readable with JavaScript off), come alive without
 * asking the API again, and keep working as the single-page app afterwards.
 */
const ETHAN = '/player/ethan-marchetti-demo';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page, pricing and a profile are readable from the HTML alone', async ({ page }) => {
    const videoRequests = await watchVideoProviders(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/discovered/i);
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Pricing · Rinkside');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(ETHAN);
    await expect(page).toHaveTitle(/Ethan Marchetti/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ethan Marchetti' }).getByText('#19')).toBeVisible();
    // The highlight tiles are drawn by us: the HTML asks nothing of YouTube.
    await expect(page.getByRole('button', { name: /^Play .*season highlights$/ })).toBeVisible();
    expect(videoRequests).toEqual([]);
  });

  test('a profile that is not public is Player Not Found with status 404', async ({ page }) => {
    const res = await page.goto('/player/no-such-player-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Player Not Found' })).toBeVisible();
  });
});

test('a shared profile link draws from its HTML, hydrates without API calls for the page, then navigates as the app', async ({
  page,
}) => {
  const videoRequests = await watchVideoProviders(page);
  const apiCalls: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  const res = await page.goto(ETHAN);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
  // Hydrated: the share menu (a React control) opens.
  await page.getByRole('button', { name: 'Share Profile' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  // The page's data and the session came with the HTML.
  expect(apiCalls.filter((p) => p.startsWith('/api/players') || p === '/api/auth/me')).toEqual([]);
  expect(problems).toEqual([]);
  // Nor did the hydrated page ask anything of YouTube before a play press.
  expect(videoRequests).toEqual([]);

  // A client-side navigation to another server-rendered page reads its data through the API.
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle('Pricing · Rinkside');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
});

test('a signed-in recruiter gets their own header on a server-rendered profile', async ({ page }) => {
  await watchVideoProviders(page);
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'recruiter@rinkside.demo', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  await page.goto(ETHAN);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethan Marchetti' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Marcus Whitfield|account menu/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
});

test('a profile whose text is full of replacement patterns and markup arrives whole and hydrates cleanly', async ({
  page,
  browser,
}) => {
  // User text was once the replacement string of the document builder.
  const stamp = Date.now().toString(36);
  const hostile = `$& $' $\` $$ $1 $<n> <b>x</b> "q" 'a'`;
  const owner = await browser.newContext();
  await registerAccount(owner.request, {
    email: `e2e.hostile.${stamp}@example.com`,
    name: 'Hostile Text',
    role: 'PLAYER',
  });
  const profile = await setUpPlayerProfile(owner.request, {
    firstName: `Zed ${hostile}`,
    lastName: `Q${stamp}`,
    birthYear: new Date().getFullYear() - 20,
    category: 'MALE',
    shoots: 'L',
    positions: ['C'],
    city: `Town ${hostile} \u2028 end`,
  });
  await owner.close();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  const res = await page.goto(`/player/${profile.slug}`);
  expect(res?.status()).toBe(200);
  const html = (await res?.text()) ?? '';
  expect(html.match(/<html/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html).not.toContain('<b>x</b>');
  const name = `Zed ${hostile} Q${stamp}`;
  expect(await page.title()).toContain(name);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Hydrated from the page's own data: the share menu (a React control) opens.
  await page.getByRole('button', { name: 'Share Profile' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  expect(problems).toEqual([]);
});
