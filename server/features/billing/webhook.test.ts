import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { checkoutSessions, stripeEvents, subscriptionTiers } from '#server/db/schema/index.ts';
import { subscriptionSummaryFor } from '#server/features/subscriptions/index.ts';
import { errorJson, json } from '../../../test/api-json.ts';
import {
  deliverWebhook,
  startCheckout,
  stripeEvent,
  stripeSubscription,
  subscriptionAudits,
  subscriptionRow,
  TEST_WEBHOOK_SECRET,
  tiersByName,
  withStripeTestApp,
} from '../../../test/billing-kit.ts';
import { signIn } from '../../../test/players-kit.ts';
import type { StandInRequest } from '../../../test/stripe-stand-in.ts';
import { TERMS_AGREEMENT, uniqueEmail } from '../../../test/test-app.ts';

// The webhook table (docs/security.md "Payments"), signed with stripe.webhooks.generateTestHeaderString;
// the stand-in of the Stripe API answers the library's reads (the subscription of a completed checkout).
const { t, api: http, stripe } = withStripeTestApp();
let tiers: Awaited<ReturnType<typeof tiersByName>>;

/** What the stand-in knows: subscriptions by id; checkout sessions are created with fresh ids. */
const subscriptions = new Map<string, object>();
let counter = 0;
function standIn(request: StandInRequest) {
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    counter += 1;
    const id = `cs_test_webhook${counter}`;
    return { body: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` } };
  }
  const sub = request.method === 'GET' ? request.path.match(/^\/v1\/subscriptions\/([\w]+)$/) : null;
  const found = sub?.[1] ? subscriptions.get(sub[1]) : undefined;
  if (found) return { body: found };
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such object' } } };
}

beforeAll(async () => {
  tiers = await tiersByName(t.db);
  stripe.answer(standIn);
});

const now = () => Math.floor(Date.now() / 1000);

async function openCheckout(
  tierName: 'warm_up' | 'first_line' | 'all_star',
  cycle: 'monthly' | 'yearly',
  cookie?: string,
) {
  const res = await startCheckout(t.app, { tierId: tiers[tierName].id, billingCycle: cycle }, cookie);
  return json(api.billing.createCheckoutSession, res, 200).url.split('/').pop() ?? '';
}

function completedEvent(
  sessionId: string,
  subscriptionId: string,
  opts: { paymentStatus?: string; created?: number; type?: string; amount?: number } = {},
) {
  return stripeEvent(
    opts.type ?? 'checkout.session.completed',
    {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: opts.paymentStatus ?? 'paid',
      customer: `cus_${subscriptionId}`,
      subscription: subscriptionId,
      amount_subtotal: opts.amount ?? 999,
      amount_total: opts.amount ?? 999,
    },
    opts.created,
  );
}

let subCounter = 0;
/** A signed-in buyer whose Stripe checkout of First Line monthly was paid (through the webhook). */
async function paidPlan(role: 'PLAYER' | 'PARENT' = 'PLAYER') {
  const buyer = await signIn(t, role);
  const sessionId = await openCheckout('first_line', 'monthly', buyer.cookie);
  subCounter += 1;
  const subscriptionId = `sub_webhook_${subCounter}`;
  const created = now() - 3600;
  subscriptions.set(
    subscriptionId,
    stripeSubscription({
      id: subscriptionId,
      customer: `cus_${subscriptionId}`,
      priceId: 'price_dynamic_first_line',
      unitAmount: 999,
      start: created,
      metadata: { tierId: tiers.first_line.id, billingCycle: 'monthly', userId: buyer.user.id },
    }),
  );
  const res = await deliverWebhook(t.app, completedEvent(sessionId, subscriptionId, { created }));
  expect(res.statusCode, res.body).toBe(200);
  return { buyer, sessionId, subscriptionId, created };
}

function updated(
  subscriptionId: string,
  created: number,
  fields: Partial<Parameters<typeof stripeSubscription>[0]> = {},
  type = 'customer.subscription.updated',
) {
  return stripeEvent(
    type,
    stripeSubscription({
      id: subscriptionId,
      customer: `cus_${subscriptionId}`,
      priceId: 'price_dynamic_first_line',
      unitAmount: 999,
      ...fields,
    }),
    created,
  );
}

const eventRows = async (id: string) => t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id));

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
      await http.get(`/api/subscriptions/features/${buyer.user.id}`, { cookie: buyer.cookie }),
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
      await http.get(`/api/subscriptions/features/${buyer.user.id}`, { cookie: buyer.cookie }),
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
      await http.get(`/api/stripe/checkout-sessions/${sessionId}`),
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
