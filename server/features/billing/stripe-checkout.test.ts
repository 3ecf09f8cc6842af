import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { checkoutSessions, subscriptionTiers, userSubscriptions } from '#server/db/schema/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import {
  deliverWebhook,
  startCheckout,
  stripeEvent,
  stripeSubscription,
  subscriptionAudits,
  subscriptionRow,
  TEST_STRIPE_KEY,
  tiersByName,
  withStripeTestApp,
} from '#test/billing-kit.ts';
import { signIn, subscribe } from '#test/players-kit.ts';
import type { StandInRequest } from '#test/stripe-stand-in.ts';

// With STRIPE_SECRET_KEY: the real `stripe` library talks to a local stand-in of the Stripe API, so the
// requests it sends are asserted here.
const { t, api: http, stripe } = withStripeTestApp();
let tiers: Awaited<ReturnType<typeof tiersByName>>;

beforeAll(async () => {
  tiers = await tiersByName(t.db);
});
beforeEach(() => {
  stripe.requests.length = 0;
});

let sessionCounter = 0;
/** The stand-in creates checkout sessions as Stripe does (an id and a hosted URL). */
function createsSessions(request: StandInRequest) {
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    sessionCounter += 1;
    const id = `cs_test_standin${sessionCounter}`;
    return {
      body: {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      },
    };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unexpected request' } } };
}

const appUrl = 'http://localhost:3000';

describe('POST /api/stripe/create-checkout-session with Stripe keys', () => {
  it('creates a subscription-mode Checkout Session for a signed-in player, through the library', async () => {
    stripe.answer(createsSessions);
    const player = await signIn(t, 'PLAYER');
    const res = await startCheckout(
      t.app,
      { tierId: tiers.first_line.id, billingCycle: 'yearly' },
      player.cookie,
    );
    const { url } = json(api.billing.createCheckoutSession, res, 200);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_standin\d+$/);
    expect(res.body).not.toContain(TEST_STRIPE_KEY);

    expect(stripe.requests).toHaveLength(1);
    const sent = stripe.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${TEST_STRIPE_KEY}`);
    const form = Object.fromEntries(sent.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '9990',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'First Line',
      success_url: `${appUrl}/player/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/pricing?checkout=cancelled`,
      client_reference_id: player.user.id,
      customer_email: player.user.email,
      'metadata[tierId]': tiers.first_line.id,
      'metadata[billingCycle]': 'yearly',
      'metadata[userId]': player.user.id,
      'subscription_data[metadata][tierId]': tiers.first_line.id,
      'subscription_data[metadata][billingCycle]': 'yearly',
      'subscription_data[metadata][userId]': player.user.id,
    });
    expect(form.customer).toBeUndefined();

    const sessionId = url.split('/').pop() ?? '';
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
    expect(row).toMatchObject({
      userId: player.user.id,
      tierId: tiers.first_line.id,
      billingPeriod: 'yearly',
      amountCents: 9990,
    });
    // The row's id is the idempotency key: a retry of this request cannot make a second session.
    expect(sent.headers['idempotency-key']).toBe(row?.id);
  });

  it("a guest's session uses the tier's synced price and returns to /signup, naming no one", async () => {
    stripe.answer(createsSessions);
    await t.db
      .update(subscriptionTiers)
      .set({ stripePriceIdMonthly: 'price_warmup_monthly', stripeProductId: 'prod_warmup' })
      .where(eq(subscriptionTiers.id, tiers.warm_up.id));
    try {
      const res = await startCheckout(t.app, { tierId: tiers.warm_up.id, billingCycle: 'monthly' });
      expect(res.statusCode).toBe(200);
      const form = Object.fromEntries(stripe.requests[0]!.form);
      expect(form).toMatchObject({
        'line_items[0][price]': 'price_warmup_monthly',
        'line_items[0][quantity]': '1',
        success_url: `${appUrl}/signup?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        'metadata[tierId]': tiers.warm_up.id,
        'metadata[billingCycle]': 'monthly',
      });
      expect(Object.keys(form).some((k) => k.startsWith('line_items[0][price_data]'))).toBe(false);
      for (const key of ['client_reference_id', 'customer', 'customer_email', 'metadata[userId]']) {
        expect(form[key], key).toBeUndefined();
      }
      // Yearly has no synced price: the product is reused with price_data.
      stripe.requests.length = 0;
      await startCheckout(t.app, { tierId: tiers.warm_up.id, billingCycle: 'yearly' });
      expect(Object.fromEntries(stripe.requests[0]!.form)).toMatchObject({
        'line_items[0][price_data][product]': 'prod_warmup',
        'line_items[0][price_data][unit_amount]': '4990',
        'line_items[0][price_data][recurring][interval]': 'year',
      });
    } finally {
      await t.db
        .update(subscriptionTiers)
        .set({ stripePriceIdMonthly: null, stripeProductId: null })
        .where(eq(subscriptionTiers.id, tiers.warm_up.id));
    }
  });

  it('a returning customer (a plan that ended) checks out as the same Stripe customer', async () => {
    stripe.answer(createsSessions);
    const parent = await signIn(t, 'PARENT');
    await subscribe(t.db, parent.user.id, 'first_line', 'canceled');
    await t.db
      .update(userSubscriptions)
      .set({ stripeCustomerId: 'cus_returning' })
      .where(eq(userSubscriptions.userId, parent.user.id));
    const res = await startCheckout(
      t.app,
      { tierId: tiers.all_star.id, billingCycle: 'monthly' },
      parent.cookie,
    );
    expect(res.statusCode).toBe(200);
    const form = Object.fromEntries(stripe.requests[0]!.form);
    expect(form.customer).toBe('cus_returning');
    expect(form.customer_email).toBeUndefined();
    expect(form.success_url).toBe(
      `${appUrl}/parent/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('a Stripe error is a 502 with a clear message, no row, and never the secret key', async () => {
    stripe.answer(() => ({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${TEST_STRIPE_KEY}` },
      },
    }));
    const before = (await t.db.select().from(checkoutSessions)).length;
    const res = await startCheckout(t.app, { tierId: tiers.first_line.id, billingCycle: 'monthly' });
    expect(res.statusCode).toBe(502);
    expect(errorJson(res)).toMatchObject({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: 'The payment provider could not start the checkout. Please try again in a moment.',
    });
    expect(res.body).not.toContain('sk_test');
    expect((await t.db.select().from(checkoutSessions)).length).toBe(before);
  });

  it('the rules before Stripe still hold: free 400, unknown 404, wrong role 403, no Stripe call', async () => {
    stripe.answer(createsSessions);
    expect(
      (await startCheckout(t.app, { tierId: tiers.locker_room.id, billingCycle: 'monthly' })).statusCode,
    ).toBe(400);
    expect(
      (await startCheckout(t.app, { tierId: crypto.randomUUID(), billingCycle: 'monthly' })).statusCode,
    ).toBe(404);
    const recruiter = await signIn(t, 'RECRUITER');
    const res = await startCheckout(
      t.app,
      { tierId: tiers.warm_up.id, billingCycle: 'monthly' },
      recruiter.cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(stripe.requests).toHaveLength(0);
  });
});

describe('the checkout return with Stripe keys', () => {
  async function openStripeSession(cookie?: string) {
    stripe.answer(createsSessions);
    const res = await startCheckout(t.app, { tierId: tiers.first_line.id, billingCycle: 'monthly' }, cookie);
    return json(api.billing.createCheckoutSession, res, 200).url.split('/').pop() ?? '';
  }

  it('a paid session read on return is fulfilled at once, and the webhook after it changes nothing', async () => {
    const player = await signIn(t, 'PLAYER');
    const sessionId = await openStripeSession(player.cookie);
    const now = Math.floor(Date.now() / 1000);
    const subscription = stripeSubscription({
      id: `sub_return_${sessionId}`,
      customer: 'cus_return',
      priceId: 'price_dynamic_1',
      unitAmount: 999,
      start: now,
      end: now + 30 * 86_400,
      metadata: { tierId: tiers.first_line.id, billingCycle: 'monthly', userId: player.user.id },
    });
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      customer: 'cus_return',
      subscription,
      client_reference_id: player.user.id,
      amount_subtotal: 999,
      amount_total: 999,
      created: now - 60,
    };
    stripe.requests.length = 0;
    stripe.answer((request) =>
      request.method === 'GET' && request.path === `/v1/checkout/sessions/${sessionId}`
        ? { body: session }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such thing' } } },
    );
    const res = await http.call(api.billing.checkoutSession, { params: { sessionId } });
    expect(json(api.billing.checkoutSession, res, 200).checkoutSession).toMatchObject({
      status: 'complete',
      paid: true,
      attached: true,
      testMode: false,
    });
    expect([...(stripe.requests[0]?.query.entries() ?? [])]).toEqual([['expand[0]', 'subscription']]);
    expect(await subscriptionRow(t.db, player.user.id)).toMatchObject({
      tierId: tiers.first_line.id,
      status: 'active',
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: 'cus_return',
      stripePriceId: 'price_dynamic_1',
      currentPeriodStart: new Date(now * 1000),
      currentPeriodEnd: new Date((now + 30 * 86_400) * 1000),
    });

    // Settled now: a second read asks Stripe nothing; the webhook's delivery grants nothing twice.
    stripe.requests.length = 0;
    await http.call(api.billing.checkoutSession, { params: { sessionId } });
    expect(stripe.requests).toHaveLength(0);
    const webhook = await deliverWebhook(
      t.app,
      stripeEvent('checkout.session.completed', { ...session, subscription: subscription.id }),
    );
    expect(webhook.statusCode).toBe(200);
    expect(stripe.requests.filter((r) => r.path.startsWith('/v1/checkout'))).toHaveLength(0);
    const audits = await subscriptionAudits(t.db, player.user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.metadata).toMatchObject({ source: 'checkout_return' });
  });

  it('an open or unreachable session is answered as it stands; an expired one is marked expired', async () => {
    const sessionId = await openStripeSession();
    stripe.answer(() => ({
      body: { id: sessionId, object: 'checkout.session', status: 'open', payment_status: 'unpaid' },
    }));
    const open = await http.call(api.billing.checkoutSession, { params: { sessionId } });
    expect(json(api.billing.checkoutSession, open, 200).checkoutSession).toMatchObject({
      status: 'open',
      paid: false,
    });

    stripe.answer(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such session' } },
    }));
    const failed = await http.call(api.billing.checkoutSession, { params: { sessionId } });
    expect(json(api.billing.checkoutSession, failed, 200).checkoutSession.status).toBe('open');

    stripe.answer(() => ({
      body: { id: sessionId, object: 'checkout.session', status: 'expired', payment_status: 'unpaid' },
    }));
    const expired = await http.call(api.billing.checkoutSession, { params: { sessionId } });
    expect(json(api.billing.checkoutSession, expired, 200).checkoutSession).toMatchObject({
      status: 'expired',
      paid: false,
    });
  });
});

describe('POST /api/stripe/billing-portal with Stripe keys', () => {
  async function subscriber(role: 'PLAYER' | 'PARENT', customerId: string) {
    const user = await signIn(t, role);
    await subscribe(t.db, user.user.id, 'first_line');
    await t.db
      .update(userSubscriptions)
      .set({ stripeCustomerId: customerId, stripeSubscriptionId: `sub_${customerId}` })
      .where(eq(userSubscriptions.userId, user.user.id));
    return user;
  }

  it("opens a Billing Portal session for the subscriber's customer, returning home", async () => {
    const parent = await subscriber('PARENT', 'cus_portal_parent');
    stripe.answer((request) =>
      request.method === 'POST' && request.path === '/v1/billing_portal/sessions'
        ? {
            body: {
              id: 'bps_1',
              object: 'billing_portal.session',
              url: 'https://billing.stripe.com/p/session/bps_1',
            },
          }
        : { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unexpected' } } },
    );
    const res = await http.call(api.billing.billingPortal, { cookie: parent.cookie });
    expect(json(api.billing.billingPortal, res, 200)).toEqual({
      url: 'https://billing.stripe.com/p/session/bps_1',
    });
    expect(Object.fromEntries(stripe.requests[0]!.form)).toEqual({
      customer: 'cus_portal_parent',
      return_url: `${appUrl}/parent/dashboard`,
    });
  });

  it('is 409 without a customer (or with a local test one), 502 when Stripe fails', async () => {
    const none = await signIn(t, 'PLAYER');
    const res = await http.call(api.billing.billingPortal, { cookie: none.cookie });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe('You have no paid plan to manage.');
    const local = await subscriber('PLAYER', 'cus_local_abc');
    expect((await http.call(api.billing.billingPortal, { cookie: local.cookie })).statusCode).toBe(409);
    expect(stripe.requests).toHaveLength(0);

    const player = await subscriber('PLAYER', 'cus_portal_fails');
    stripe.answer(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No configuration' } },
    }));
    const failed = await http.call(api.billing.billingPortal, { cookie: player.cookie });
    expect(failed.statusCode).toBe(502);
    expect(errorJson(failed).message).toBe(
      'The payment provider could not open billing. Please try again in a moment.',
    );
  });
});

describe('the local test checkout and billing page are off with Stripe keys', () => {
  it('Pay, Cancel and the test billing change answer 404 and change nothing', async () => {
    const player = await signIn(t, 'PLAYER');
    const [row] = await t.db
      .insert(checkoutSessions)
      .values({
        sessionId: 'cs_test_local_leftover',
        userId: player.user.id,
        tierId: tiers.warm_up.id,
        amountCents: 499,
      })
      .returning();
    for (const action of ['complete', 'cancel']) {
      const res = await http.post(`/api/stripe/test-checkout/${row!.sessionId}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(errorJson(res).message).toBe('The test checkout is off: payments go through Stripe.');
    }
    const portal = await http.call(api.billing.testPortal.update, {
      cookie: player.cookie,
      body: { cancelAtPeriodEnd: true },
    });
    expect(portal.statusCode).toBe(404);
    expect(errorJson(portal).message).toBe('The test billing page is off: billing goes through Stripe.');
    const [after] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, row!.id));
    expect(after).toMatchObject({ status: 'open', paid: false });
  });
});
