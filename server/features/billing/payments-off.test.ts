import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { checkoutSessions, userSubscriptions } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import { paymentsModeOf } from '#server/lib/payments.ts';
import { errorJson, json } from '#test/api-json.ts';
import { buyLocally, startCheckout, subscriptionRow, tiersByName } from '#test/billing-kit.ts';
import { requester, signIn } from '#test/players-kit.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { deferredTestApp } from '#test/with-test-app.ts';

// D165: production without Stripe keys takes no payment unless TEST_CHECKOUT=true says so by name.
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:25',
  APP_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
} as const;
const UNAVAILABLE = 'Payments are not available right now. Please try again later.';

describe('paymentsModeOf', () => {
  const mode = (source: Record<string, string>) => paymentsModeOf(loadEnv({ ...PRODUCTION, ...source }));

  it('is Stripe whenever STRIPE_SECRET_KEY is set, in production or not, TEST_CHECKOUT or not', () => {
    expect(mode({ STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('stripe');
    expect(mode({ STRIPE_SECRET_KEY: 'sk_test_x', TEST_CHECKOUT: 'true' })).toBe('stripe');
    expect(paymentsModeOf(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toBe('stripe');
  });

  it('is off in production without keys, and the test checkout only with TEST_CHECKOUT=true', () => {
    expect(mode({})).toBe('off');
    expect(mode({ TEST_CHECKOUT: '' })).toBe('off');
    expect(mode({ TEST_CHECKOUT: 'false' })).toBe('off');
    expect(mode({ TEST_CHECKOUT: 'true' })).toBe('test');
  });

  it('is the test checkout outside production unless TEST_CHECKOUT=false', () => {
    expect(paymentsModeOf(loadEnv({}))).toBe('test');
    expect(paymentsModeOf(loadEnv({ NODE_ENV: 'test' }))).toBe('test');
    expect(paymentsModeOf(loadEnv({ NODE_ENV: 'development', TEST_CHECKOUT: 'false' }))).toBe('off');
  });
});

/** A test app on its own database with this configuration. */
function appWith(source: Record<string, string>) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp({ env: loadEnv(source) });
  });
  afterAll(async () => {
    await current?.close();
  });
  const t = deferredTestApp(() => current, 'appWith');
  return { t, http: requester(t) };
}

describe('production without Stripe keys', () => {
  const { t, http } = appWith(PRODUCTION);
  let tiers: Awaited<ReturnType<typeof tiersByName>>;
  beforeAll(async () => {
    tiers = await tiersByName(t.db);
  });

  it('tells the pricing page that payments are off', async () => {
    const res = await http.call(api.subscriptions.tiersWithFeatures, {});
    const body = json(api.subscriptions.tiersWithFeatures, res, 200);
    expect(body.payments).toBe('off');
    expect(body.tiers.length).toBeGreaterThan(0);
  });

  it('answers a checkout with 503 UNAVAILABLE and a clear message, for a guest or a player, and opens nothing', async () => {
    const player = await signIn(t, 'PLAYER');
    for (const cookie of [undefined, player.cookie]) {
      const res = await startCheckout(t.app, { tierId: tiers.first_line.id, billingCycle: 'yearly' }, cookie);
      expect(res.statusCode).toBe(503);
      expect(errorJson(res)).toMatchObject({ code: 'UNAVAILABLE', message: UNAVAILABLE });
      expect(res.cookies.find((c) => c.name === 'rs_checkout')).toBeUndefined();
    }
    expect(await t.db.select().from(checkoutSessions)).toEqual([]);
    expect(await subscriptionRow(t.db, player.user.id)).toBeUndefined();
  });

  it('still answers bad input with 400 and a recruiter with 403', async () => {
    const bad = await startCheckout(t.app, { tierId: 'nope', billingCycle: 'weekly' } as never);
    expect(bad.statusCode).toBe(400);
    const recruiter = await signIn(t, 'RECRUITER');
    const res = await startCheckout(
      t.app,
      { tierId: tiers.first_line.id, billingCycle: 'monthly' },
      recruiter.cookie,
    );
    expect(res.statusCode).toBe(403);
  });

  it('does not pay a test session left open from a time the test checkout was on (503, nothing changes)', async () => {
    const player = await signIn(t, 'PLAYER');
    const sessionId = `cs_test_local_${'a'.repeat(64)}`;
    await t.db.insert(checkoutSessions).values({
      sessionId,
      userId: player.user.id,
      tierId: tiers.all_star.id,
      amountCents: 19990,
      billingPeriod: 'yearly',
    });
    for (const action of ['complete', 'cancel']) {
      const res = await http.post(`/api/stripe/test-checkout/${sessionId}/${action}`, {
        cookie: player.cookie,
      });
      expect(res.statusCode).toBe(503);
      expect(errorJson(res)).toMatchObject({ code: 'UNAVAILABLE', message: UNAVAILABLE });
    }
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
    expect(row).toMatchObject({ status: 'open', paid: false });
    expect(await subscriptionRow(t.db, player.user.id)).toBeUndefined();
  });

  it('keeps the free test billing page shut: no plan change, no local billing page (503)', async () => {
    const parent = await signIn(t, 'PARENT');
    // A plan of the test checkout, from a time it was on.
    await t.db.insert(userSubscriptions).values({
      userId: parent.user.id,
      tierId: tiers.warm_up.id,
      status: 'active',
      billingPeriod: 'monthly',
      stripeSubscriptionId: 'sub_local_left',
      stripeCustomerId: 'cus_local_left',
    });
    const change = await http.call(api.billing.testPortal.update, {
      cookie: parent.cookie,
      body: { tierId: tiers.all_star.id, billingCycle: 'yearly' },
    });
    expect(change.statusCode).toBe(503);
    expect(errorJson(change).code).toBe('UNAVAILABLE');
    expect(await subscriptionRow(t.db, parent.user.id)).toMatchObject({ tierId: tiers.warm_up.id });
    const portal = await http.call(api.billing.billingPortal, { cookie: parent.cookie });
    expect(portal.statusCode).toBe(503);
    expect(errorJson(portal).message).toBe(UNAVAILABLE);
  });

  it('still asks for a session (401) before anything else on the billing routes', async () => {
    expect((await http.call(api.billing.billingPortal, {})).statusCode).toBe(401);
    const change = await http.call(api.billing.testPortal.update, { body: { cancelAtPeriodEnd: true } });
    expect(change.statusCode).toBe(401);
  });
});

describe('production without Stripe keys and TEST_CHECKOUT=true', () => {
  const { t, http } = appWith({ ...PRODUCTION, TEST_CHECKOUT: 'true' });

  it('runs the test checkout, as switched on by name', async () => {
    const body = json(
      api.subscriptions.tiersWithFeatures,
      await http.call(api.subscriptions.tiersWithFeatures, {}),
    );
    expect(body.payments).toBe('test');
    const tiers = await tiersByName(t.db);
    const player = await signIn(t, 'PLAYER');
    const { successUrl } = await buyLocally(t, tiers.warm_up.id, 'monthly', player.cookie);
    expect(successUrl).toContain('checkout=success');
    expect(await subscriptionRow(t.db, player.user.id)).toMatchObject({ tierId: tiers.warm_up.id });
  });
});
