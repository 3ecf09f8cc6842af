import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { checkoutSessions, subscriptionTiers } from '#server/db/schema/index.ts';
import { subscriptionSummaryFor } from '#server/features/subscriptions/index.ts';
import { json } from '#test/api-json.ts';
import {
  deliverWebhook,
  stripeEvent,
  stripeSubscription,
  subscriptionAudits,
  subscriptionRow,
} from '#test/billing-kit.ts';
import { signIn } from '#test/players-kit.ts';
import { TERMS_AGREEMENT, uniqueEmail } from '#test/test-app.ts';
import { webhookApp } from '#test/webhook-kit.ts';

const {
  t,
  http,
  stripe,
  tiers,
  subscriptions,
  now,
  openCheckout,
  completedEvent,
  paidPlan,
  updated,
  eventRows,
} = webhookApp();

describe('POST /api/stripe/webhook: effects, once and in order', () => {
  it('a duplicate delivery is applied once', async () => {
    const { buyer, subscriptionId } = await paidPlan();
    const at = now();
    const cancel = updated(subscriptionId, at, { cancelAtPeriodEnd: true });
    const resume = updated(subscriptionId, at, { cancelAtPeriodEnd: false });
    expect((await deliverWebhook(t.app, cancel)).statusCode).toBe(200);
    expect((await deliverWebhook(t.app, resume)).statusCode).toBe(200);
    // The same second: only the stored id keeps the first event from applying again.
    const again = await deliverWebhook(t.app, cancel);
    expect(json(api.billing.webhook, again, 200)).toEqual({ received: true });
    expect((await subscriptionRow(t.db, buyer.user.id))?.cancelAtPeriodEnd).toBe(false);
    expect(await eventRows(cancel.id)).toHaveLength(1);
    expect(await subscriptionAudits(t.db, buyer.user.id)).toHaveLength(3);
  });

  it('a duplicate checkout completion grants once', async () => {
    const buyer = await signIn(t, 'PARENT');
    const sessionId = await openCheckout('warm_up', 'yearly', buyer.cookie);
    subscriptions.set(
      `sub_dup_${sessionId}`,
      stripeSubscription({ id: `sub_dup_${sessionId}`, priceId: 'p', interval: 'year' }),
    );
    const event = completedEvent(sessionId, `sub_dup_${sessionId}`);
    const [a, b] = await Promise.all([deliverWebhook(t.app, event), deliverWebhook(t.app, event)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await subscriptionAudits(t.db, buyer.user.id)).toHaveLength(1);
  });

  it('an update after the delete does not bring the subscription back', async () => {
    const { buyer, subscriptionId } = await paidPlan('PARENT');
    const at = now();
    const deleted = updated(subscriptionId, at, { status: 'canceled' }, 'customer.subscription.deleted');
    expect((await deliverWebhook(t.app, deleted)).statusCode).toBe(200);
    expect((await subscriptionRow(t.db, buyer.user.id))?.status).toBe('canceled');
    expect(await subscriptionSummaryFor(t.db, buyer.user.id)).toMatchObject({
      tier: { name: 'locker_room' },
    });

    // Delivered late (older), and even one stamped later: the end is final.
    for (const created of [at - 10, at + 10]) {
      const late = updated(subscriptionId, created, { status: 'active' });
      expect((await deliverWebhook(t.app, late)).statusCode).toBe(200);
      expect((await subscriptionRow(t.db, buyer.user.id))?.status).toBe('canceled');
    }
    const features = json(
      api.subscriptions.userFeatures,
      await http.call(api.subscriptions.userFeatures, {
        params: { userId: buyer.user.id },
        cookie: buyer.cookie,
      }),
      200,
    );
    expect(features.currentTier.name).toBe('locker_room');
  });

  it('an older event after a newer one changes nothing', async () => {
    const { buyer, subscriptionId } = await paidPlan();
    const at = now();
    expect(
      (await deliverWebhook(t.app, updated(subscriptionId, at, { cancelAtPeriodEnd: true }))).statusCode,
    ).toBe(200);
    const older = updated(subscriptionId, at - 5, { cancelAtPeriodEnd: false, status: 'past_due' });
    expect((await deliverWebhook(t.app, older)).statusCode).toBe(200);
    expect(await subscriptionRow(t.db, buyer.user.id)).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect(await eventRows(older.id)).toHaveLength(1);
  });

  it('a price change moves the tier (synced price id) and the billing period (interval)', async () => {
    const { buyer, subscriptionId } = await paidPlan();
    await t.db
      .update(subscriptionTiers)
      .set({ stripePriceIdYearly: 'price_allstar_yearly' })
      .where(eq(subscriptionTiers.id, tiers.all_star.id));
    try {
      const start = now();
      const change = updated(subscriptionId, start, {
        priceId: 'price_allstar_yearly',
        interval: 'year',
        unitAmount: 19990,
        start,
        end: start + 365 * 86_400,
      });
      expect((await deliverWebhook(t.app, change)).statusCode).toBe(200);
      expect(await subscriptionRow(t.db, buyer.user.id)).toMatchObject({
        tierId: tiers.all_star.id,
        billingPeriod: 'yearly',
        stripePriceId: 'price_allstar_yearly',
        originalAmountCents: 19990,
        actualAmountCents: 19990,
        currentPeriodEnd: new Date((start + 365 * 86_400) * 1000),
      });
      const audits = await subscriptionAudits(t.db, buyer.user.id);
      expect(audits.at(-1)).toMatchObject({
        changes: {
          from: { tier: 'first_line', billingPeriod: 'monthly' },
          to: { tier: 'all_star', billingPeriod: 'yearly' },
        },
        metadata: {
          source: 'stripe_webhook',
          eventId: change.id,
          eventType: 'customer.subscription.updated',
        },
      });
    } finally {
      await t.db
        .update(subscriptionTiers)
        .set({ stripePriceIdYearly: null })
        .where(eq(subscriptionTiers.id, tiers.all_star.id));
    }
  });

  it("a price no tier is synced to falls back to the subscription's metadata tierId", async () => {
    const { buyer, subscriptionId } = await paidPlan();
    const change = updated(subscriptionId, now(), {
      priceId: 'price_unsynced_warmup',
      unitAmount: 499,
      metadata: { tierId: tiers.warm_up.id },
    });
    expect((await deliverWebhook(t.app, change)).statusCode).toBe(200);
    expect(await subscriptionRow(t.db, buyer.user.id)).toMatchObject({
      tierId: tiers.warm_up.id,
      actualAmountCents: 499,
    });
  });

  it('an unchanged price keeps the tier (a renewal moves only the period)', async () => {
    const { buyer, subscriptionId } = await paidPlan();
    const start = now();
    const renewal = updated(subscriptionId, start, {
      start,
      end: start + 31 * 86_400,
      metadata: { tierId: tiers.warm_up.id },
    });
    expect((await deliverWebhook(t.app, renewal)).statusCode).toBe(200);
    expect(await subscriptionRow(t.db, buyer.user.id)).toMatchObject({
      tierId: tiers.first_line.id,
      currentPeriodEnd: new Date((start + 31 * 86_400) * 1000),
    });
  });

  it('a failed invoice payment makes the plan past due: features stop, the plan still shows', async () => {
    const { buyer, subscriptionId } = await paidPlan();
    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_failed_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    });
    expect((await deliverWebhook(t.app, failed)).statusCode).toBe(200);
    expect((await subscriptionRow(t.db, buyer.user.id))?.status).toBe('past_due');
    expect(await subscriptionSummaryFor(t.db, buyer.user.id)).toMatchObject({
      tier: { name: 'first_line' },
      status: 'past_due',
    });
    const features = json(
      api.subscriptions.userFeatures,
      await http.call(api.subscriptions.userFeatures, {
        params: { userId: buyer.user.id },
        cookie: buyer.cookie,
      }),
      200,
    );
    expect(features.currentTier.name).toBe('locker_room');
    const audits = await subscriptionAudits(t.db, buyer.user.id);
    expect(audits.at(-1)?.changes).toMatchObject({ from: { status: 'active' }, to: { status: 'past_due' } });

    // The card is fixed: Stripe's update brings it back.
    expect(
      (await deliverWebhook(t.app, updated(subscriptionId, now() + 1, { status: 'active' }))).statusCode,
    ).toBe(200);
    expect((await subscriptionRow(t.db, buyer.user.id))?.status).toBe('active');
  });

  it('reads the invoice of an older API version too (invoice.subscription)', async () => {
    const { buyer, subscriptionId } = await paidPlan();
    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_old',
      object: 'invoice',
      subscription: subscriptionId,
    });
    expect((await deliverWebhook(t.app, failed)).statusCode).toBe(200);
    expect((await subscriptionRow(t.db, buyer.user.id))?.status).toBe('past_due');
  });

  it('an unpaid completion grants nothing; the later async payment does', async () => {
    const buyer = await signIn(t, 'PLAYER');
    const sessionId = await openCheckout('warm_up', 'monthly', buyer.cookie);
    const subscriptionId = `sub_async_${sessionId}`;
    subscriptions.set(
      subscriptionId,
      stripeSubscription({ id: subscriptionId, priceId: 'price_w', unitAmount: 499 }),
    );
    const unpaid = completedEvent(sessionId, subscriptionId, { paymentStatus: 'unpaid' });
    expect((await deliverWebhook(t.app, unpaid)).statusCode).toBe(200);
    expect(await subscriptionRow(t.db, buyer.user.id)).toBeUndefined();
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
    expect(row).toMatchObject({ status: 'complete', paid: false });

    const succeeded = completedEvent(sessionId, subscriptionId, {
      type: 'checkout.session.async_payment_succeeded',
      amount: 499,
    });
    expect((await deliverWebhook(t.app, succeeded)).statusCode).toBe(200);
    expect(await subscriptionRow(t.db, buyer.user.id)).toMatchObject({
      tierId: tiers.warm_up.id,
      status: 'active',
    });
  });

  it('an expired checkout is marked expired', async () => {
    const sessionId = await openCheckout('warm_up', 'monthly');
    const expired = stripeEvent('checkout.session.expired', {
      id: sessionId,
      object: 'checkout.session',
      status: 'expired',
      payment_status: 'unpaid',
    });
    expect((await deliverWebhook(t.app, expired)).statusCode).toBe(200);
    const session = json(
      api.billing.checkoutSession,
      await http.call(api.billing.checkoutSession, { params: { sessionId } }),
      200,
    );
    expect(session.checkoutSession).toMatchObject({ status: 'expired', paid: false });
  });

  it('a checkout this app did not create grants nothing', async () => {
    const event = completedEvent('cs_test_foreign', 'sub_foreign');
    expect((await deliverWebhook(t.app, event)).statusCode).toBe(200);
    expect(stripe.requests.some((r) => r.path === '/v1/subscriptions/sub_foreign')).toBe(false);
  });

  it("a guest's purchase waits on its session, follows Stripe's changes, and attaches as it stands", async () => {
    const sessionId = await openCheckout('first_line', 'yearly');
    const subscriptionId = `sub_guest_${sessionId}`;
    const start = now() - 60;
    subscriptions.set(
      subscriptionId,
      stripeSubscription({
        id: subscriptionId,
        priceId: 'price_fl_y',
        interval: 'year',
        unitAmount: 9990,
        start,
      }),
    );
    expect(
      (
        await deliverWebhook(
          t.app,
          completedEvent(sessionId, subscriptionId, { created: start, amount: 9990 }),
        )
      ).statusCode,
    ).toBe(200);
    const cancel = updated(subscriptionId, now(), {
      priceId: 'price_fl_y',
      interval: 'year',
      unitAmount: 9990,
      start,
      cancelAtPeriodEnd: true,
    });
    expect((await deliverWebhook(t.app, cancel)).statusCode).toBe(200);
    const [waiting] = await t.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.sessionId, sessionId));
    expect(waiting).toMatchObject({
      paid: true,
      userId: null,
      cancelAtPeriodEnd: true,
      subscriptionStatus: 'active',
    });

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: uniqueEmail('guest-buyer'),
        password: 'correct horse battery',
        name: 'Guest Buyer',
        role: 'PARENT',
        ...TERMS_AGREEMENT,
        checkoutSessionId: sessionId,
      },
    });
    expect(res.statusCode).toBe(201);
    const user = json(api.auth.register, res, 201).user;
    expect(await subscriptionRow(t.db, user.id)).toMatchObject({
      tierId: tiers.first_line.id,
      billingPeriod: 'yearly',
      stripeSubscriptionId: subscriptionId,
      cancelAtPeriodEnd: true,
    });
    // From now on Stripe's events reach the account's row.
    expect(
      (
        await deliverWebhook(
          t.app,
          updated(subscriptionId, now() + 1, { status: 'canceled' }, 'customer.subscription.deleted'),
        )
      ).statusCode,
    ).toBe(200);
    expect((await subscriptionRow(t.db, user.id))?.status).toBe('canceled');
  });
});
