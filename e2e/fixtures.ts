import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { TERMS_VERSION } from '../common/terms.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const DEMO_PASSWORD = 'Rinkside2025!';

/**
 * A server-rendered page shows its buttons before its scripts have run, and a click then does nothing (a
 * link still works): after each navigation, wait until the app is live (`data-app-ready`, set by
 * client/app/app.tsx), unless the test runs with JavaScript off.
 */
async function untilAppReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

/** Makes each navigation of the page (goto, reload, back, forward) wait until the app is live. */
export function waitForAppAfterNavigation(page: Page): Page {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await untilAppReady(page);
      return response;
    };
  }
  return page;
}

/** Holds back every request for the scripts whose address matches, for a while (a slow network for that code). */
export async function holdScripts(page: Page, pattern: RegExp, ms = 2_000) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Every test fails on an unexpected console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppAfterNavigation(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // A signed-out session check answers 401 by design; the browser logs every 4xx fetch.
        if (/status of 40[14]/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Takes console errors a test expects (a 4xx the screen handles) out of the list, and asserts they happened. */
export function expectConsoleErrors(errors: string[], pattern: RegExp) {
  const matching = errors.filter((e) => pattern.test(e));
  expect(matching.length, `expected a console error matching ${pattern}`).toBeGreaterThan(0);
  for (const m of matching) errors.splice(errors.indexOf(m), 1);
}

/** axe-core on the current screen: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  // A dialog fading in has a partial opacity that axe reads as low contrast: let animations finish first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: any[] }> } }
    ).axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes.map((n: { target: string[] }) => n.target.join(' ')).join(', ')})`,
      );
  });
  expect(violations, 'axe serious/critical violations').toEqual([]);
}

/** The sign-up agreement every registration carries (the Terms and Privacy version in force). */
export const TERMS_AGREEMENT = { acceptTerms: true, termsVersion: TERMS_VERSION } as const;

/**
 * An account made through the API; `request`'s browser context is then signed in as it. A player is
 * an adult unless `birthYear` says otherwise (registration only judges it: the profile's year is set up
 * separately).
 */
export async function registerAccount(
  request: APIRequestContext,
  account: {
    email: string;
    name: string;
    role: string;
    password?: string;
    birthYear?: number;
    birthMonth?: number;
  },
) {
  const birthYear = account.role === 'PLAYER' ? new Date().getFullYear() - 20 : undefined;
  const res = await request.post('/api/auth/register', {
    data: { password: DEMO_PASSWORD, birthYear, ...TERMS_AGREEMENT, ...account },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Ticks the account step's required agreement box. */
export async function agreeToTerms(page: Page) {
  await page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Notice' }).check();
}

/** The signed-in player's profile, made through the API (what the sign-up wizard's first step saves). */
export async function setUpPlayerProfile(
  request: APIRequestContext,
  profile: Record<string, unknown>,
): Promise<{ id: string; slug: string }> {
  const res = await request.post('/api/players/setup', { data: profile });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { player: { id: string; slug: string } }).player;
}

/**
 * The path matching `pattern` in the e-mail to `to` from the development outbox (the first listed, and
 * with `mentioning`, the first whose text holds it), waiting for it to arrive.
 */
export async function linkFromOutbox(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  mentioning = '',
): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox');
      const { messages } = (await res.json()) as { messages: Array<{ to: string; body: string }> };
      path = messages.find((m) => m.to === to && m.body.includes(mentioning))?.body.match(pattern)?.[0];
      return path;
    })
    .toBeTruthy();
  return path as string;
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * On /approve-profile/{token} after sign-up or login with an unverified parent account: the page asks to
 * verify, the parent opens the verification link from the outbox (same tab), and the verification page
 * brings them back to the approval, which completes without another click.
 */
export async function verifyToApprove(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Verify your email to approve' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  const verifyLink = await linkFromOutbox(
    page.request,
    email,
    /\/verify-email\?token=[A-Za-z0-9_-]+/,
    '/verify-email?token=',
  );
  await page.goto(verifyLink);
  await expect(page.getByRole('heading', { name: 'Profile Approved' })).toBeVisible();
  await expect(page).toHaveURL(/\/approve-profile\//);
}

/**
 * On /register?approvalToken=...: the account step of Create Account & Approve; the new account verifies
 * its address (verifyToApprove), the profile is approved, and Go to Dashboard leads to the dashboard.
 */
export async function createAccountAndApprove(page: Page, name: string, password: string) {
  // The request's address is filled in once the approval link is read: wait for it before reading it.
  await expect(page.getByLabel('Email')).not.toHaveValue('');
  const email = await page.getByLabel('Email').inputValue();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/approve-profile\//);
  await verifyToApprove(page, email);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
}

/**
 * After a submit that fails validation, react-hook-form focuses the first invalid field twice: at once and
 * again in a 0 ms timer. On a busy machine a test can start filling another field between the two, and the
 * second focus then sends its text into the first field. A 50 ms timer in the page runs after that one.
 */
export async function settleInvalidSubmit(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const VIDEO_PROVIDERS =
  /^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)\//;

/**
 * Every request to YouTube or Vimeo, on a page or a whole browser context: answered by a local stand-in
 * (the tests never reach them: no outside network, hermetic runs) and recorded, so a test can prove that
 * nothing left before the visitor pressed play.
 */
export async function watchVideoProviders(target: Pick<Page, 'route'>): Promise<string[]> {
  const requests: string[] = [];
  await target.route(VIDEO_PROVIDERS, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Video</title><p>video</p>',
    });
  });
  return requests;
}

/**
 * The sign-up wizard from Basic Information (names and birth year already filled) to Profile Complete:
 * Male, Center, and every optional step skipped.
 */
export async function finishWizardWithDefaults(page: Page) {
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Center' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const step of ['Location', 'Physical Stats', 'Current Team', 'Profile Photo']) {
    await expect(page.getByRole('heading', { name: step })).toBeFocused();
    await page.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Profile Complete' })).toBeFocused();
}

/** Another person in a fresh browser context; `close` asserts their console stayed clean. */
export async function person(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = waitForAppAfterNavigation(await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 40[14]/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'console errors').toEqual([]);
    },
  };
}
