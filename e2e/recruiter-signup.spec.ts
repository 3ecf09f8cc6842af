import type { Browser, Page } from '@playwright/test';
import {
  agreeToTerms,
  expect,
  expectAccessible,
  linkFromOutbox,
  loginAs,
  test,
  waitForAppAfterNavigation,
} from './fixtures.ts';

/**
 * Decisions §11: a coach signs up through the wizard's third choice, names the program
 * from the NCAA list (a Division III school playing Division I hockey), verifies the work e-mail and lands
 * on the recruiter dashboard unverified; an administrator verifies the program from the queue on /admin,
 * and the notice is gone.
 */

const unique = () => `${Date.now().toString(36)}${Math.round(Math.random() * 1e4)}`;

async function signUpAsCoach(page: Page, email: string, name: string) {
  await page.goto('/signup');
  await page.getByRole('button', { name: /Recruiter or coach/ }).click();
  await expect(page.getByRole('heading', { name: 'Your program' })).toBeFocused();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expectAccessible(page);

  // Continue with nothing chosen: the contract's messages beside the fields.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Choose the kind of program')).toBeVisible();

  await page.getByLabel('Kind of program').selectOption({ label: 'NCAA college' });
  await page.getByLabel('Men’s or women’s program').selectOption({ label: 'Men’s program' });
  const program = page.getByLabel('Program', { exact: true });
  await expect(program.locator('option', { hasText: 'RIT: Division I hockey' })).toHaveCount(1);
  await program.selectOption({ label: 'RIT: Division I hockey (a Division III school)' });
  await expect(
    page.getByText('Contact rules: NCAA Division I (the division the hockey team plays in).'),
  ).toBeVisible();
  await page.getByLabel('Your title').fill('Assistant Coach');
  await page
    .getByLabel('Program website or staff page (optional)')
    .fill('https://ritathletics.example/staff');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeFocused();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('slap shot 2026');
  await page.getByLabel('Confirm Password').fill('slap shot 2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = waitForAppAfterNavigation(await context.newPage());
  await loginAs(page, 'admin@rinkside.demo');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return { page, close: () => context.close() };
}

test('a coach signs up through the wizard and lands unverified; an admin verifies the program from the queue', async ({
  page,
  browser,
}) => {
  test.slow();
  const id = unique();
  const email = `coach.${id}@ritathletics.example`;
  const name = `Casey Coach${id.slice(-4)}`;
  await signUpAsCoach(page, email, name);

  // Lands on the recruiter dashboard, signed in, waiting for verification.
  await expect(page).toHaveURL(/\/recruiter\/dashboard$/);
  await expect(page.getByText('Waiting for verification')).toBeVisible();
  await expect(page.getByText('write to adult players', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The work e-mail is verified from the outbox link.
  const link = await linkFromOutbox(page.request, email, /\/verify-email\?token=[A-Za-z0-9_-]+/);
  await page.goto(link);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  // The program card on /account shows the program and the status.
  await page.goto('/account');
  const card = page.locator('#recruiting-program');
  await expect(card.getByLabel('Kind of program')).toHaveValue('ncaa');
  await expect(card.getByText('Waiting for verification')).toBeVisible();

  // The admin's queue: the program, the work e-mail's domain and the staff page; Verify.
  const admin = await adminPage(browser);
  const queue = admin.page.getByRole('region', { name: 'Recruiters to verify' });
  const row = queue.getByRole('listitem').filter({ hasText: name });
  await expect(
    row.getByText('NCAA Division I men’s hockey (from the NCAA list; the school is Division III)'),
  ).toBeVisible();
  await expect(row.getByText('(ritathletics.example)')).toBeVisible();
  await expect(row.getByRole('link', { name: /ritathletics\.example\/staff/ })).toBeVisible();
  await expectAccessible(admin.page);
  await row.getByRole('button', { name: `Verify ${name}` }).click();
  await expect(admin.page.getByText('Recruiter verified', { exact: true })).toBeVisible();
  await expect(queue.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await admin.close();

  await page.goto('/recruiter/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Waiting for verification')).toHaveCount(0);
  await page.goto('/account');
  await expect(page.locator('#recruiting-program').getByText('Verified recruiter')).toBeVisible();
});

test('the demo applicant waits in the queue and an admin refuses with a reason', async ({ page }) => {
  await loginAs(page, 'admin@rinkside.demo');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const queue = page.getByRole('region', { name: 'Recruiters to verify' });
  const row = queue.getByRole('listitem').filter({ hasText: 'Harbor Hill Academy' });
  await expect(row.getByText('Prep or high school: Prep school')).toBeVisible();
  await row.getByRole('button', { name: 'Refuse Paige Donnelly' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refuse recruiter' });
  await expect(dialog.getByRole('button', { name: 'Refuse' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('We could not find you on the school’s staff page.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Refuse' }).click();
  await expect(page.getByText('Recruiter refused', { exact: true })).toBeVisible();
  await queue.getByRole('button', { name: 'Refused' }).click();
  await expect(queue.getByText('We could not find you on the school’s staff page.')).toBeVisible();
});
