import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { buyLocally, stripeEvent, subscriptionRow, tiersByName } from '#test/billing-kit.ts';
import { signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { applyStripeEvent } from './stripe-events.ts';
import type { StripeEventLike } from './stripe-objects.ts';

// D246: a receipt for every payment, a notice for every change of plan or cycle, cancellation and end.
const { t, api: http } = withTestApp();
let tiers: Awaited<ReturnType<typeof tiersByName>>;

beforeAll(async () => {
  tiers = await tiersByName(t.db);
});

/** The billing e-mails queued for an address, oldest first. */
async function billingMail(to: string) {
  return t.db
    .select({ subject: emailQueue.subject, body: emailQueue.body, emailType: emailQueue.emailType })
    .from(emailQueue)
    .where(and(eq(emailQueue.to, to), like(emailQueue.emailType, 'billing_%')))
    .orderBy(asc(emailQueue.createdAt));
}

const update = (cookie: string, payload: object) =>
  http.call(contract.billing.testPortal.update, { cookie, body: payload });

const DATE = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;

describe('billing e-mails on the local test checkout and billing page', () => {
  it('a payment sends one receipt with the plan, amount, period and reference', async () => {
    const player = await signIn(t, 'PLAYER');
    const { sessionId } = await buyLocally(t, tiers.first_line.id, 'yearly', player.cookie);
    const mail = await billingMail(player.user.email);
    expect(mail.map((m) => m.emailType)).toEqual(['billing_receipt']);
    expect(mail[0]?.subject).toBe('Your Rinkside receipt: First Line, $99.90');
    expect(mail[0]?.body).toContain('Plan: First Line, billed yearly');
    expect(mail[0]?.body).toContain('Amount paid: $99.90');
    expect(mail[0]?.body).toMatch(new RegExp(`Period: ${DATE.source} to ${DATE.source}`));
    expect(mail[0]?.body).toContain(`Reference: ${sessionId}`);
    expect(mail[0]?.body).toContain('Test mode: no card was charged for this payment.');
  });

  it('a new cycle sends the change notice and the receipt of the new period; a new tier only the notice', async () => {
    const parent = await signIn(t, 'PARENT');
    await buyLocally(t, tiers.first_line.id, 'monthly', parent.cookie);
    expect((await update(parent.cookie, { billingCycle: 'yearly' })).statusCode).toBe(200);
    let mail = await billingMail(parent.user.email);
    expect(mail.map((m) => m.emailType)).toEqual([
      'billing_receipt',
      'billing_plan_changed',
      'billing_receipt',
    ]);
    expect(mail[1]?.subject).toBe('Your Rinkside plan is now First Line, yearly');
    expect(mail[1]?.body).toContain('Your plan is now First Line, billed yearly at $99.90 per year.');
    expect(mail[1]?.body).toContain('Before: First Line, $9.99 per month.');
    expect(mail[1]?.body).toMatch(new RegExp(`The change applies from ${DATE.source}\\.`));
    expect(mail[2]?.subject).toBe('Your Rinkside receipt: First Line, $99.90');

    expect((await update(parent.cookie, { tierId: tiers.all_star.id })).statusCode).toBe(200);
    mail = await billingMail(parent.user.email);
    expect(mail.map((m) => m.emailType).slice(3)).toEqual(['billing_plan_changed']);
    expect(mail[3]?.body).toContain('Your plan is now All-Star, billed yearly at $199.90 per year.');
    expect(mail[3]?.body).toContain('Before: First Line, $99.90 per year.');
  });

  it('cancelling at period end and resuming each send a notice with the date', async () => {
    const player = await signIn(t, 'PLAYER');
    await buyLocally(t, tiers.warm_up.id, 'monthly', player.cookie);
    const row = await subscriptionRow(t.db, player.user.id);
    const end = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(row!.currentPeriodEnd!);
    expect((await update(player.cookie, { cancelAtPeriodEnd: true })).statusCode).toBe(200);
    expect((await update(player.cookie, { cancelAtPeriodEnd: false })).statusCode).toBe(200);
    const mail = await billingMail(player.user.email);
    expect(mail.map((m) => m.emailType)).toEqual([
      'billing_receipt',
      'billing_plan_cancelled',
      'billing_plan_resumed',
    ]);
    expect(mail[1]?.subject).toBe('Your Rinkside Warm-Up plan is cancelled');
    expect(mail[1]?.body).toContain(`You keep its features until ${end};`);
    expect(mail[2]?.body).toContain(`It renews on ${end} at $4.99 per month.`);
  });

  it('a refused change sends nothing', async () => {
    const player = await signIn(t, 'PLAYER');
    await buyLocally(t, tiers.warm_up.id, 'monthly', player.cookie);
    expect((await update(player.cookie, { tierId: tiers.locker_room.id })).statusCode).toBe(400);
    expect((await billingMail(player.user.email)).map((m) => m.emailType)).toEqual(['billing_receipt']);
  });
});

describe("billing e-mails on Stripe's events", () => {
  it('a renewal invoice sends a receipt; the first invoice and a repeat do not; the end sends a notice', async () => {
    const player = await signIn(t, 'PLAYER');
    await buyLocally(t, tiers.first_line.id, 'monthly', player.cookie);
    const row = await subscriptionRow(t.db, player.user.id);
    const subscription = row!.stripeSubscriptionId!;
    const apply = (event: ReturnType<typeof stripeEvent>) =>
      applyStripeEvent(t.db, event as StripeEventLike, { stripe: null, source: 'stripe_webhook' });
    const invoice = (id: string, reason: string) =>
      stripeEvent('invoice.paid', {
        id,
        object: 'invoice',
        amount_paid: 999,
        billing_reason: reason,
        parent: { subscription_details: { subscription } },
        lines: { data: [{ period: { start: 1_798_675_200, end: 1_801_353_600 } }] },
      });
    await apply(invoice('in_first', 'subscription_create'));
    const renewal = invoice('in_renewal', 'subscription_cycle');
    expect(await apply(renewal)).toBe('applied');
    expect(await apply(renewal)).toBe('duplicate');
    await apply(
      stripeEvent('customer.subscription.deleted', {
        id: subscription,
        object: 'subscription',
        status: 'canceled',
        metadata: {},
      }),
    );
    const mail = await billingMail(player.user.email);
    expect(mail.map((m) => m.emailType)).toEqual([
      'billing_receipt',
      'billing_receipt',
      'billing_plan_ended',
    ]);
    expect(mail[1]?.body).toContain('Amount paid: $9.99');
    expect(mail[1]?.body).toContain('Period: Dec 31, 2026 to Jan 31, 2027');
    expect(mail[1]?.body).toContain('Reference: in_renewal');
    expect(mail[2]?.subject).toBe('Your Rinkside First Line plan has ended');
    expect(mail[2]?.body).toContain('Your account is now on the free Locker Room plan');
  });
});

describe("billing e-mails on an administrator's change", () => {
  it('assigning a tier tells the family, and says nothing is charged', async () => {
    const admin = await signIn(t, 'ADMIN');
    const player = await signIn(t, 'PLAYER');
    const res = await http.call(contract.admin.assignTier, {
      params: { id: player.user.id },
      cookie: admin.cookie,
      body: { tierId: tiers.all_star.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await billingMail(player.user.email);
    expect(mail.map((m) => m.emailType)).toEqual(['billing_plan_changed']);
    expect(mail[0]?.body).toContain(
      'A Rinkside administrator put your account on the All-Star plan ($19.99 per month). You are not charged for it.',
    );
  });
});
