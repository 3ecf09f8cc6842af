import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { checkoutSessions } from '#server/db/schema/index.ts';
import { subscriptionSummaryFor } from '#server/features/subscriptions/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import {
  deliverWebhook,
  stripeEvent,
  stripeSubscription,
  subscriptionAudits,
  subscriptionRow,
  TEST_WEBHOOK_SECRET,
} from '#test/billing-kit.ts';
import { signIn } from '#test/players-kit.ts';
import { webhookApp } from '#test/webhook-kit.ts';

const { t, stripe, tiers, subscriptions, now, openCheckout, completedEvent, paidPlan, eventRows } =
  webhookApp();

describe('POST /api/stripe/webhook: verification', () => {
  it('a valid delivery of a paid checkout grants the plan, reading the subscription from Stripe', async () => {
    const { buyer, subscriptionId, created } = await paidPlan();
    expect(
      stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`),
    ).toBe(true);
    expect(await subscriptionRow(t.db, buyer.user.id)).toMatchObject({
      tierId: tiers.first_line.id,
      billingPeriod: 'monthly',
      status: 'active',
      stripeSubscriptionId: subscriptionId,
      stripeCustomerId: `cus_${subscriptionId}`,
      stripePriceId: 'price_dynamic_first_line',
      currentPeriodStart: new Date(created * 1000),
      currentPeriodEnd: new Date((created + 30 * 86_400) * 1000),
      cancelAtPeriodEnd: false,
      originalAmountCents: 999,
      actualAmountCents: 999,
      lastEventAt: new Date(created * 1000),
    });
    const [audit] = await subscriptionAudits(t.db, buyer.user.id);
    expect(audit).toMatchObject({
      userId: null,
      targetUserId: buyer.user.id,
      metadata: { source: 'stripe_webhook', eventType: 'checkout.session.completed' },
    });
    expect(await subscriptionSummaryFor(t.db, buyer.user.id)).toMatchObject({
      tier: { name: 'first_line' },
      canManageBilling: true,
    });
  });

  it('accepts a delivery stamped within the tolerance either way (clocks differ a little)', async () => {
    for (const timestamp of [now() - 290, now() + 290]) {
      const event = stripeEvent('customer.created', { id: `cus_skew_${timestamp}`, object: 'customer' });
      const res = await deliverWebhook(t.app, event, { timestamp });
      expect(res.statusCode, res.body).toBe(200);
      expect(await eventRows(event.id)).toHaveLength(1);
    }
  });

  it('refuses a delivery stamped beyond the tolerance in the future, as one beyond it in the past (400)', async () => {
    for (const ahead of [400, 310]) {
      const event = stripeEvent('customer.created', { id: `cus_ahead_${ahead}`, object: 'customer' });
      const res = await deliverWebhook(t.app, event, { timestamp: now() + ahead });
      expect(res.statusCode).toBe(400);
      expect(errorJson(res).message).toBe('The webhook signature could not be verified.');
      expect(await eventRows(event.id)).toHaveLength(0);
    }
  });

  it('answers { received: true } and stores the event id', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_new', object: 'customer' });
    const res = await deliverWebhook(t.app, event);
    expect(json(api.billing.webhook, res, 200)).toEqual({ received: true });
    expect(await eventRows(event.id)).toHaveLength(1);
  });

  const refusals: [string, Parameters<typeof deliverWebhook>[2]][] = [
    ['an altered body', { tamper: (body) => body.replace('"paid"', '"paid" ') }],
    ['a missing Stripe-Signature header', { signature: null }],
    ['a signature made with another secret', { secret: 'whsec_someone_else' }],
    ['a timestamp older than the tolerance', { timestamp: now() - 301 }],
    ['a malformed signature header', { signature: 't=abc,v1=nothex' }],
  ];
  for (const [name, opts] of refusals) {
    it(`refuses ${name} with a 400 and applies nothing`, async () => {
      const buyer = await signIn(t, 'PARENT');
      const sessionId = await openCheckout('warm_up', 'monthly', buyer.cookie);
      subscriptions.set(
        `sub_refused_${sessionId}`,
        stripeSubscription({ id: `sub_refused_${sessionId}`, priceId: 'price_x' }),
      );
      const event = completedEvent(sessionId, `sub_refused_${sessionId}`);
      const res = await deliverWebhook(t.app, event, opts);
      expect(res.statusCode).toBe(400);
      expect(errorJson(res).message).toMatch(/signature|Stripe-Signature/);
      expect(await eventRows(event.id)).toHaveLength(0);
      expect(await subscriptionRow(t.db, buyer.user.id)).toBeUndefined();
      const [row] = await t.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.sessionId, sessionId));
      expect(row).toMatchObject({ status: 'open', paid: false });
    });
  }

  it('refuses an empty body and a signed body that is no Stripe event (400)', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=00' },
    });
    expect(empty.statusCode).toBe(400);
    const notEvent = await deliverWebhook(t.app, { hello: 'world' });
    expect(notEvent.statusCode).toBe(400);
    expect(errorJson(notEvent).message).toBe('The webhook body is not a Stripe event.');
  });

  it('takes the raw body whatever its content type, and no CSRF check applies (server to server)', async () => {
    const event = stripeEvent('customer.updated', { id: 'cus_any', object: 'customer' });
    const payload = JSON.stringify(event);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': (await import('stripe')).default.webhooks.generateTestHeaderString({
          payload,
          secret: TEST_WEBHOOK_SECRET,
        }),
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a Stripe read that fails is a 502 (Stripe delivers again) and the event is not stored', async () => {
    const buyer = await signIn(t, 'PLAYER');
    const sessionId = await openCheckout('all_star', 'yearly', buyer.cookie);
    const event = completedEvent(sessionId, 'sub_not_yet_known');
    const failed = await deliverWebhook(t.app, event);
    expect(failed.statusCode).toBe(502);
    expect(await eventRows(event.id)).toHaveLength(0);
    subscriptions.set(
      'sub_not_yet_known',
      stripeSubscription({
        id: 'sub_not_yet_known',
        priceId: 'price_y',
        interval: 'year',
        unitAmount: 19990,
      }),
    );
    const retried = await deliverWebhook(t.app, event);
    expect(retried.statusCode).toBe(200);
    expect(await subscriptionRow(t.db, buyer.user.id)).toMatchObject({
      tierId: tiers.all_star.id,
      billingPeriod: 'yearly',
    });
  });
});
