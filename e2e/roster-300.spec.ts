import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { expect as baseExpect, loginAs, test, waitForAppAfterNavigation } from './fixtures.ts';
import { BIG_ROSTER, BIG_ROSTER_SIZE, bigRosterPlayer } from './seed/big-roster-data.ts';

/**
 * The roster at real size (D268): an organization with 300 ACTIVE roster players, more than the 200 open
 * invitations an organization may have, so they cannot be made through the product. e2e/seed/big-roster.ts
 * writes them through the database layer into a data directory of this journey's own, and a server of its
 * own then runs on it (the shared e2e server's embedded database serves one process only).
 */

const ROOT = join(import.meta.dirname, '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const DATA_DIR = join(ROOT, '.tmp', `e2e-roster-300-${process.env.E2E_PORT ?? 3100}`);

// The journey's server shares two cores with the e2e server and other runs: a page may take a while.
const expect = baseExpect.configure({ timeout: 15_000 });

let server: ChildProcess | undefined;
let baseURL = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function untilHealthy(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the roster server exited with ${server?.exitCode}`);
    const ok = await fetch(url)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the roster server did not answer ${url}`);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    DATA_DIR,
    DATABASE_URL: '',
    SMTP_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  rmSync(DATA_DIR, { recursive: true, force: true });
  await promisify(execFile)(TSX, ['e2e/seed/big-roster.ts'], { cwd: ROOT, env, timeout: 240_000 });
  server = spawn(TSX, ['server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await untilHealthy(`${baseURL}/api/health`, Date.now() + 120_000);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The organization's owner, signed in on the roster server; console errors fail the test. */
async function ownerPage(
  browser: Browser,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = waitForAppAfterNavigation(await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 40[14]/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await loginAs(page, BIG_ROSTER.admin.email, BIG_ROSTER.admin.password);
  await expect(page).toHaveURL(/\/org\/dashboard$/, { timeout: 20_000 });
  return { page, errors, close: () => context.close() };
}

const summary = (page: Page) => page.getByText(/^Showing /);
const rows = (page: Page) => page.getByRole('region', { name: /roster entries/ }).locator('tbody tr');
const nameOf = (i: number) => {
  const p = bigRosterPlayer(i, new Date().getFullYear());
  return `${p.firstName} ${p.lastName}`;
};

test('a club of 300 players: page, search, filter, sort, and select rows to export and revoke', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, errors, close } = await ownerPage(browser);
  await page.goto('/org/roster');

  // Every player is active; a page holds 25 (ROSTER_PAGE_SIZE), newest first: player 0 joined last.
  await expect(summary(page)).toHaveText(`Showing 1–25 of ${BIG_ROSTER_SIZE} entries`, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^All/ })).toContainText('300');
  await expect(page.getByRole('button', { name: /^Active/ })).toContainText('300');
  await expect(rows(page)).toHaveCount(25);
  await expect(rows(page).first()).toContainText(nameOf(0));
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 1 of 12');

  // Paging: the next page, then the last one.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText('Showing 26–50 of 300 entries');
  await expect(rows(page).first()).toContainText(nameOf(25));
  await expect(page).toHaveURL(/page=2/);
  await page.goto('/org/roster?page=12');
  await expect(summary(page)).toHaveText('Showing 276–300 of 300 entries');
  await expect(rows(page).last()).toContainText(nameOf(299));

  // Sort by name: Aiden Anderson, Blake Anderson, ... (last name, then first name).
  await page.goto('/org/roster');
  await page.getByLabel('Sort').selectOption({ label: 'Name (A–Z)' });
  await expect(page).toHaveURL(/sort=name/);
  await expect(rows(page).nth(0)).toContainText('Aiden Anderson');
  await expect(rows(page).nth(1)).toContainText('Blake Anderson');
  await expect(rows(page).nth(20)).toContainText('Aiden Bergeron');
  await expect(summary(page)).toHaveText('Showing 1–25 of 300 entries');

  // Search narrows: one last name is 20 players, one full name is one.
  await page.getByLabel('Search the roster').fill('Lindqvist');
  await expect(summary(page)).toHaveText('Showing 1–20 of 20 entries');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await page.getByLabel('Search the roster').fill('Maya Lindqvist');
  await expect(summary(page)).toHaveText('Showing 1–1 of 1 entry');
  await expect(rows(page).first()).toContainText('Maya Lindqvist');

  // Filters: a team holds a third; no one is invited.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(summary(page)).toHaveText('Showing 1–25 of 300 entries');
  await page.getByLabel('Filter by team').selectOption({ label: BIG_ROSTER.teams[1] });
  await expect(summary(page)).toHaveText('Showing 1–25 of 100 entries');
  await expect(rows(page).first()).toContainText(BIG_ROSTER.teams[1]);
  await page.getByRole('button', { name: /^Invited/ }).click();
  await expect(page.getByText('No roster entries match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('button', { name: /^Active/ }).click();
  await expect(summary(page)).toHaveText('Showing 1–25 of 300 entries');

  // Select three rows of the name-sorted list: the toolbar offers Revoke (3) and Export; Resend is for
  // invitations, so it is off for active players.
  await page.getByLabel('Sort').selectOption({ label: 'Name (A–Z)' });
  await expect(rows(page).nth(0)).toContainText('Aiden Anderson');
  const picked = ['Aiden Anderson', 'Carter Anderson', 'Emma Anderson'];
  for (const name of picked) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected entries' });
  await expect(toolbar).toContainText('3 entries selected');
  await expect(toolbar.getByRole('button', { name: /^Resend/ })).toBeDisabled();
  await expect(toolbar.getByRole('button', { name: 'Revoke (3)' })).toBeEnabled();

  // Export: a CSV of exactly the three rows, in the order shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    toolbar.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^roster-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'First name,Last name,Email,Status,Birth year,Positions,Team,Maintains,Invited,Since',
  );
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(' '))).toEqual(picked);
  expect(lines.slice(1).every((line) => line.split(',')[3] === 'Active')).toBe(true);

  // Select the whole page, then revoke two of three picked: the counts follow.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Select every entry on this page' }).check();
  await expect(toolbar).toContainText('25 entries selected');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  for (const name of picked.slice(0, 2)) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await toolbar.getByRole('button', { name: 'Revoke (2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke 2 entries?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('2 entries revoked or withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Active/ })).toContainText('298');
  await expect(page.getByRole('button', { name: /^Revoked/ })).toContainText('2');
  await expect(summary(page)).toHaveText('Showing 1–25 of 298 entries');

  // Revoked players can be invited again: Resend is offered for them.
  await page.getByRole('button', { name: /^Revoked/ }).click();
  await expect(summary(page)).toHaveText('Showing 1–2 of 2 entries');
  await page.getByRole('checkbox', { name: 'Select every entry on this page' }).check();
  await expect(toolbar.getByRole('button', { name: 'Resend (2)' })).toBeEnabled();

  expect(errors, 'console errors').toEqual([]);
  await close();
});
