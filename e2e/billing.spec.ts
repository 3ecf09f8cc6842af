import type { Page } from '@playwright/test';
import {
  agreeToTerms,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  finishWizardWithDefaults,
  registerAccount,
  test,
  watchVideoProviders,
} from './fixtures.ts';

const THIS_YEAR = new Date().getFullYear();
const unique = () => `${Date.now()}.${Math.round(Math.random() * 1e6)}`;
const DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;

// Dialogs and toasts fade in; axe measures contrast mid-animation otherwise. The app honours reduced motion.
test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.beforeEach(async ({ page }) => {
  await watchVideoProviders(page);
});

/** A plan's card on /pricing. */
const planCard = (page: Page, name: string) => page.getByRole('article', { name });

/** On the local test checkout: the label, the plan and amount, then Pay. */
async function payOnTestCheckout(page: Page, plan: string, amount: string) {
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_local_\w+$/);
  await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Subscribe to ${plan}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${amount}` })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('a guest buys First Line yearly, registers as a player, and may add three highlight videos but not a fourth', async ({
  page,
}) => {
  test.slow();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible();
  await expect(planCard(page, 'First Line').getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Save up to 17%')).toBeVisible();
  await expect(planCard(page, 'Locker Room').getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await page.getByRole('radio', { name: 'Yearly' }).check();
  await expect(planCard(page, 'First Line').getByText('$99.90')).toBeVisible();
  await expectAccessible(page);
  await planCard(page, 'First Line').getByRole('button', { name: 'Select Plan: First Line' }).click();

  // The local test checkout, then back to sign-up with the paid session (spec 1 §4).
  await expect(page.getByText('Billed yearly')).toBeVisible();
  await expectAccessible(page);
  await payOnTestCheckout(page, 'First Line', '$99.90');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(
    page.getByText(
      'Your payment has been processed. Complete your registration below to activate your subscription.',
    ),
  ).toBeVisible();

  // Registration as a player carries the stored session id; the optional steps are skipped.
  await page.getByRole('button', { name: /Player/ }).click();
  await page.getByLabel('Full Name').fill('Riley Paid');
  await page.getByLabel('Birth year').fill(String(THIS_YEAR - 18));
  await page.getByLabel('Email').fill(`buyer.${unique()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('slap shot 2026');
  await page.getByLabel('Confirm Password').fill('slap shot 2026');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeFocused();
  await finishWizardWithDefaults(page);

  // The purchase belongs to the new account.
  const mine = await (await page.request.get('/api/subscriptions/me')).json();
  expect(mine.subscription).toMatchObject({
    tier: { name: 'first_line' },
    billingPeriod: 'yearly',
    amountCents: 9990,
    status: 'active',
    canManageBilling: true,
  });

  await page.getByRole('link', { name: 'View My Profile' }).click();
  await expect(page).toHaveURL(/\/player\/profile$/);
  // First Line: no free-plan upgrade banner, and three highlight videos.
  await expect(page.getByRole('tab', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByText('You’re on the free Locker Room plan')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Highlights' }).click();
  await expect(page.getByText('0 of 3 videos used')).toBeVisible();

  const { player } = await (await page.request.get('/api/players/me')).json();
  for (let n = 1; n <= 3; n += 1) {
    await page.getByRole('button', { name: 'Add Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Highlight Video' });
    await dialog.getByLabel('Video URL').fill(`https://youtu.be/${`paid${n}${Date.now()}`.slice(0, 11)}`);
    await dialog.getByLabel('Caption').fill(`Clip ${n}`);
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${n} of 3 videos used`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Add Video' })).toBeDisabled();
  await expect(page.getByText('Your plan allows 3 highlight videos. Upgrade to add more.')).toBeVisible();
  // The server holds the limit too.
  const fourth = await page.request.post(`/api/players/${player.id}/media`, {
    data: { type: 'youtube', url: 'https://youtu.be/fourthclip1' },
  });
  expect(fourth.status()).toBe(403);
});

test('a guest who pays and then logs in to an existing account gets the plan on that account', async ({
  page,
  request,
}) => {
  const email = `returning.${unique()}@example.com`;
  // The account exists already (made in another browser); this browser is a guest.
  await registerAccount(request, { email, name: 'Jamie Return', role: 'PARENT' });

  await page.goto('/pricing');
  await planCard(page, 'Warm-Up').getByRole('button', { name: 'Select Plan: Warm-Up' }).click();
  await payOnTestCheckout(page, 'Warm-Up', '$4.99');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText('Payment Successful')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByTestId('plan-summary').getByText('Warm-Up')).toBeVisible();
  await expect(
    page.getByTestId('plan-summary').getByRole('button', { name: 'Manage Billing' }),
  ).toBeVisible();
});

/** The subjects of the e-mails to `to` in the development outbox, oldest first. */
async function outboxSubjects(page: Page, to: string): Promise<string[]> {
  const res = await page.request.get('/api/dev/outbox');
  const { messages } = (await res.json()) as { messages: Array<{ to: string; subject: string }> };
  return messages
    .filter((m) => m.to === to)
    .map((m) => m.subject)
    .reverse();
}

test('a parent buys a plan while signed in, switches to yearly after confirming, cancels, and is e-mailed each time', async ({
  page,
}) => {
  test.slow();
  const email = `family.${unique()}@example.com`;
  await registerAccount(page.request, {
    email,
    name: 'Casey Family',
    role: 'PARENT',
  });

  await page.goto('/pricing');
  await expect(planCard(page, 'Locker Room').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(planCard(page, 'Locker Room').getByRole('link')).toHaveCount(0);
  await planCard(page, 'Warm-Up').getByRole('button', { name: 'Upgrade Now: Warm-Up' }).click();
  await payOnTestCheckout(page, 'Warm-Up', '$4.99');

  // Home with a toast; the query is gone from the address.
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page.getByText('Your Warm-Up plan is active.')).toBeVisible();

  await page.getByRole('tab', { name: 'Subscription' }).click();
  const plan = page.getByTestId('plan-summary');
  await expect(plan.getByText('Warm-Up')).toBeVisible();
  await expect(plan.getByText('$4.99')).toBeVisible();
  await expect(plan.getByText(/per month/)).toBeVisible();
  await expect(plan.getByText('Active')).toBeVisible();
  await expect(plan.getByText(new RegExp(`^Renews on ${DATE.source}$`))).toBeVisible();
  await expect(plan.getByText('0 / 3')).toBeVisible();

  // Manage Billing opens the local billing page (no Stripe keys).
  await plan.getByRole('button', { name: 'Manage Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'Plan & Billing', level: 1 })).toBeVisible();
  await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // D244: a cycle change waits for a confirmation with the prices, the difference and the date.
  await page.getByRole('button', { name: 'Switch to Yearly' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Switch to yearly billing?' });
  await expect(confirm.getByText('$49.90 per year', { exact: true })).toBeVisible();
  await expect(confirm.getByText('$9.98 less per year')).toBeVisible();
  await expect(confirm.getByText(new RegExp(`^Today, ${DATE.source}$`))).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Switch to Yearly' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('plan-summary').getByText(/per year/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Plan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your plan?' });
  await dialog.getByRole('button', { name: 'Cancel at Period End' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Resume Plan' })).toBeVisible();
  const endsOn = page.getByTestId('plan-summary').getByText(new RegExp(`^Ends on ${DATE.source}$`));
  await expect(endsOn).toBeVisible();
  const endText = await endsOn.textContent();

  await page.goto('/parent/dashboard?tab=subscription');
  await expect(page.getByTestId('plan-summary').getByText(endText ?? '')).toBeVisible();
  await expect(page.getByTestId('plan-summary').getByText('Warm-Up')).toBeVisible();

  // D246: the development outbox holds a receipt for each payment and a notice for each change.
  await expect
    .poll(() => outboxSubjects(page, email))
    .toEqual(
      expect.arrayContaining([
        'Your Rinkside receipt: Warm-Up, $4.99',
        'Your Rinkside plan is now Warm-Up, yearly',
        'Your Rinkside receipt: Warm-Up, $49.90',
        'Your Rinkside Warm-Up plan is cancelled',
      ]),
    );
});

test('a cancelled checkout returns to /pricing with the Checkout Cancelled alert, and the query goes away', async ({
  page,
}) => {
  await page.goto('/pricing');
  await planCard(page, 'All-Star').getByRole('button', { name: 'Select Plan: All-Star' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to All-Star' })).toBeVisible();
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByText('Checkout Cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText('Checkout Cancelled')).toBeVisible();
  await expectAccessible(page);

  // The same address opened directly.
  await page.goto('/pricing?checkout=cancelled');
  await expect(page.getByText('Checkout Cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);

  // The cancelled session cannot be paid any more, and the page says where to go.
  await page.goto(checkoutUrl);
  await expect(page.getByRole('heading', { name: 'This checkout was cancelled' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Pricing' })).toBeVisible();
});
