import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { adminAudit, auditLogs, subscriptionTiers } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import { errorJson, json } from '#test/api-json.ts';
import { requester, type SignedIn, signIn } from '#test/players-kit.ts';
import {
  type StandInAnswer,
  type StandInRequest,
  type StripeStandIn,
  startStripeStandIn,
  stripeNotFound,
} from '#test/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const SECRET = 'sk_test_rinkside_sync_secret_0123456789';

// ---- A small stateful Stripe: products and prices, with idempotent replays like the real API ----

interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  unit_amount: number;
  product: string;
  nickname: string | null;
  recurring: { interval: string; interval_count: number };
  metadata: Record<string, string>;
  type: 'recurring';
}

const products = new Map<string, Record<string, unknown>>();
const prices = new Map<string, FakePrice>();
const replays = new Map<string, StandInAnswer>();
let counter = 0;
/** Set by a test to make the next matching request fail as Stripe would. */
let failNext: ((r: StandInRequest) => boolean) | null = null;
/** Set by a test to act while a request is in flight (before Stripe answers it). */
let whileAnswering: ((r: StandInRequest) => Promise<void>) | null = null;

function metadataOf(form: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = k.match(/^metadata\[(.+)\]$/);
    if (m) out[m[1]!] = v;
  }
  return out;
}

function stripeError(status: number, message: string): StandInAnswer {
  return { status, body: { error: { type: 'invalid_request_error', message } } };
}

function handle(r: StandInRequest): StandInAnswer {
  if (failNext?.(r)) {
    failNext = null;
    return stripeError(400, `Invalid request (key ${SECRET.slice(0, 12)}...)`);
  }
  const parts = r.path.split('/').filter(Boolean); // ['v1', 'products', id?]
  const [, kind, id] = parts;
  if (kind === 'products' && r.method === 'POST' && !id) {
    const product = {
      id: `prod_${++counter}`,
      object: 'product',
      active: true,
      name: r.form.get('name'),
      description: r.form.get('description'),
      metadata: metadataOf(r.form),
    };
    products.set(product.id, product);
    return { body: product };
  }
  if (kind === 'products' && r.method === 'POST' && id) {
    const product = products.get(id);
    if (!product) return stripeError(404, `No such product: '${id}'`);
    Object.assign(product, {
      name: r.form.get('name'),
      description: r.form.get('description'),
      active: r.form.get('active') === 'true',
      metadata: metadataOf(r.form),
    });
    return { body: product };
  }
  if (kind === 'prices' && r.method === 'POST' && !id) {
    const price: FakePrice = {
      id: `price_${++counter}`,
      object: 'price',
      active: true,
      currency: r.form.get('currency') ?? '',
      unit_amount: Number(r.form.get('unit_amount')),
      product: r.form.get('product') ?? '',
      nickname: r.form.get('nickname'),
      recurring: {
        interval: r.form.get('recurring[interval]') ?? '',
        interval_count: Number(r.form.get('recurring[interval_count]') ?? 1),
      },
      metadata: metadataOf(r.form),
      type: 'recurring',
    };
    prices.set(price.id, price);
    return { body: price };
  }
  if (kind === 'prices' && r.method === 'POST' && id) {
    const price = prices.get(id);
    if (!price) return stripeError(404, `No such price: '${id}'`);
    if (r.form.has('active')) price.active = r.form.get('active') === 'true';
    return { body: price };
  }
  if (kind === 'prices' && r.method === 'GET' && id) {
    const price = prices.get(id);
    return price ? { body: price } : stripeError(404, `No such price: '${id}'`);
  }
  if (kind === 'prices' && r.method === 'GET') {
    const product = r.query.get('product');
    const active = r.query.get('active');
    const data = [...prices.values()].filter(
      (p) => (!product || p.product === product) && (active === null || String(p.active) === active),
    );
    return { body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
  }
  return stripeNotFound(r);
}

let standIn: StripeStandIn;
let s: TestApp;
let stripeApi: ReturnType<typeof requester>;
let admin: SignedIn;

beforeAll(async () => {
  standIn = await startStripeStandIn(async (r) => {
    await whileAnswering?.(r);
    // Like Stripe: a POST repeated with its Idempotency-Key gets the first answer back, unchanged.
    const key = r.method === 'POST' ? r.headers['idempotency-key'] : undefined;
    if (typeof key === 'string' && replays.has(key)) return replays.get(key)!;
    const answer = handle(r);
    if (typeof key === 'string' && (answer.status ?? 200) < 300) {
      replays.set(key, { ...answer, body: structuredClone(answer.body) });
    }
    return answer;
  });
  s = await createTestApp({
    env: loadEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      STRIPE_SECRET_KEY: SECRET,
      STRIPE_WEBHOOK_SECRET: 'whsec_rinkside_sync',
    }),
    stripeConnection: standIn.connection,
  });
  stripeApi = requester(s);
  admin = await signIn(s, 'ADMIN');
});

afterAll(async () => {
  await s?.close();
  await standIn?.close();
});

beforeEach(() => {
  standIn.requests.length = 0;
  failNext = null;
  whileAnswering = null;
});

async function tier(name: string) {
  const [row] = await s.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, name));
  return row!;
}

const sync = async (tierId: string) =>
  stripeApi.call(contract.subscriptions.syncStripe, { params: { id: tierId }, cookie: admin.cookie });

/** What the library sent, as `METHOD /path` lines (query included for lists). */
const sent = () =>
  standIn.requests.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query.toString()}` : ''}`);

describe('POST /api/subscriptions/tiers/:id/sync-stripe against a stand-in of the Stripe API', () => {
  it('creates the product and a monthly and a yearly recurring price in usd, with idempotency keys', async () => {
    const firstLine = await tier('first_line');
    const res = await sync(firstLine.id);
    expect(res.statusCode, res.body).toBe(200);

    expect(sent()).toEqual([
      'POST /v1/products',
      'GET /v1/prices?product=prod_1&active=true&type=recurring&limit=100',
      'POST /v1/prices',
      'POST /v1/prices',
    ]);
    const [productReq, , monthlyReq, yearlyReq] = standIn.requests;
    for (const r of standIn.requests) {
      expect(r.headers.authorization).toBe(`Bearer ${SECRET}`);
    }
    expect(Object.fromEntries(productReq!.form)).toEqual({
      name: 'First Line',
      description: firstLine.description,
      'metadata[tierId]': firstLine.id,
      'metadata[tierName]': 'first_line',
    });
    expect(Object.fromEntries(monthlyReq!.form)).toMatchObject({
      product: 'prod_1',
      currency: 'usd',
      unit_amount: '999',
      'recurring[interval]': 'month',
      'metadata[tierId]': firstLine.id,
      'metadata[billingCycle]': 'monthly',
    });
    expect(Object.fromEntries(yearlyReq!.form)).toMatchObject({
      product: 'prod_1',
      currency: 'usd',
      unit_amount: '9990',
      'recurring[interval]': 'year',
      'metadata[billingCycle]': 'yearly',
    });
    const keys = [productReq, monthlyReq, yearlyReq].map((r) => r!.headers['idempotency-key']);
    expect(keys[0]).toMatch(new RegExp(`^rinkside-product-create-${firstLine.id}-[0-9a-f]{24}$`));
    expect(keys[1]).toMatch(new RegExp(`^rinkside-price-create-${firstLine.id}-monthly-[0-9a-f]{24}$`));
    expect(keys[2]).toMatch(new RegExp(`^rinkside-price-create-${firstLine.id}-yearly-[0-9a-f]{24}$`));

    const { tier: synced } = json(contract.subscriptions.syncStripe, res);
    expect(synced).toMatchObject({
      name: 'first_line',
      stripeProductId: 'prod_1',
      stripePriceIdMonthly: 'price_2',
      stripePriceIdYearly: 'price_3',
    });
    expect(await tier('first_line')).toMatchObject({
      stripeProductId: 'prod_1',
      stripePriceIdMonthly: 'price_2',
      stripePriceIdYearly: 'price_3',
    });
    const [audit] = await s.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'tier_changed'), eq(auditLogs.targetId, firstLine.id)));
    expect(audit).toMatchObject({
      userId: admin.user.id,
      changes: {
        from: { stripeProductId: null, stripePriceIdMonthly: null, stripePriceIdYearly: null },
        to: { stripeProductId: 'prod_1', stripePriceIdMonthly: 'price_2', stripePriceIdYearly: 'price_3' },
      },
      metadata: { action: 'stripe_sync', tier: 'first_line', priceMonthly: 999, priceYearly: 9990 },
    });
    // D083: every admin action is recorded in admin_audit too.
    const adminRows = await s.db.select().from(adminAudit).where(eq(adminAudit.targetId, firstLine.id));
    expect(adminRows).toEqual([
      expect.objectContaining({
        adminUserId: admin.user.id,
        action: 'sync_tier_stripe',
        targetType: 'subscription_tier',
      }),
    ]);
  });

  it('a second sync with nothing changed updates the product and keeps both prices', async () => {
    const firstLine = await tier('first_line');
    const res = await sync(firstLine.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(sent()).toEqual([
      'POST /v1/products/prod_1',
      'GET /v1/prices?product=prod_1&active=true&type=recurring&limit=100',
      'GET /v1/prices/price_2',
      'GET /v1/prices/price_3',
    ]);
    expect(standIn.requests[0]!.headers['idempotency-key']).toMatch(/^rinkside-product-update-prod_1-/);
    expect(json(contract.subscriptions.syncStripe, res).tier).toMatchObject({
      stripePriceIdMonthly: 'price_2',
      stripePriceIdYearly: 'price_3',
    });
    expect([...prices.values()].filter((p) => p.active)).toHaveLength(2);
  });

  it('after a price edit: a new price for the changed cycle, the old one deactivated, the other kept', async () => {
    const firstLine = await tier('first_line');
    const patched = await stripeApi.call(contract.subscriptions.updateTier, {
      params: { id: firstLine.id },
      cookie: admin.cookie,
      body: { monthlyPrice: 1099 },
    });
    expect(json(contract.subscriptions.updateTier, patched).tier).toMatchObject({
      stripeProductId: 'prod_1',
      stripePriceIdMonthly: null,
      stripePriceIdYearly: 'price_3',
    });
    standIn.requests.length = 0;

    const res = await sync(firstLine.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(sent()).toEqual([
      'POST /v1/products/prod_1',
      'GET /v1/prices?product=prod_1&active=true&type=recurring&limit=100',
      'POST /v1/prices',
      'POST /v1/prices/price_2',
      'GET /v1/prices/price_3',
    ]);
    expect(Object.fromEntries(standIn.requests[2]!.form)).toMatchObject({
      unit_amount: '1099',
      currency: 'usd',
      'recurring[interval]': 'month',
    });
    expect(Object.fromEntries(standIn.requests[3]!.form)).toEqual({ active: 'false' });
    expect(standIn.requests[3]!.headers['idempotency-key']).toBe('rinkside-price-deactivate-price_2');
    const { tier: synced } = json(contract.subscriptions.syncStripe, res);
    expect(synced).toMatchObject({ stripePriceIdMonthly: 'price_4', stripePriceIdYearly: 'price_3' });
    expect(prices.get('price_2')!.active).toBe(false);
    expect(prices.get('price_4')).toMatchObject({ active: true, unit_amount: 1099 });
  });

  it('a failure halfway is a 502 with a clear message (no secret), and the retry reuses what was made', async () => {
    const allStar = await tier('all_star');
    failNext = (r) => r.method === 'POST' && r.path === '/v1/prices';
    const failed = await sync(allStar.id);
    expect(failed.statusCode).toBe(502);
    const body = errorJson(failed);
    expect(body.code).toBe('PAYMENT_PROVIDER_ERROR');
    expect(body.message).toMatch(/^Stripe could not sync the plan: Invalid request/);
    expect(failed.body).not.toContain(SECRET.slice(0, 12));
    expect(s.logs.join('')).not.toContain(SECRET.slice(0, 12));
    expect(await tier('all_star')).toMatchObject({ stripeProductId: null, stripePriceIdMonthly: null });
    const productKey = standIn.requests[0]!.headers['idempotency-key'];

    standIn.requests.length = 0;
    const retried = await sync(allStar.id);
    expect(retried.statusCode, retried.body).toBe(200);
    // The same key: Stripe answers with the product made by the failed attempt, so no second product.
    expect(standIn.requests[0]!.headers['idempotency-key']).toBe(productKey);
    const allStarProducts = [...products.values()].filter(
      (p) => (p.metadata as Record<string, string>).tierName === 'all_star',
    );
    expect(allStarProducts).toHaveLength(1);
    expect(json(contract.subscriptions.syncStripe, retried).tier).toMatchObject({
      stripeProductId: allStarProducts[0]!.id,
    });
  });

  it('a price edit made while the sync runs: 409, and the ids of the old amount are not stored', async () => {
    const warmUp = await tier('warm_up');
    whileAnswering = async (r) => {
      if (r.method !== 'POST' || r.path !== '/v1/prices') return;
      whileAnswering = null;
      await s.db
        .update(subscriptionTiers)
        .set({ priceMonthly: 599 })
        .where(eq(subscriptionTiers.id, warmUp.id));
    };
    const res = await sync(warmUp.id);
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe("The plan's prices changed while it was syncing. Sync it again.");
    expect(await tier('warm_up')).toMatchObject({
      priceMonthly: 599,
      stripeProductId: null,
      stripePriceIdMonthly: null,
    });

    // Synced again: the product made by the first attempt, a 599 price, the 499 one retired.
    standIn.requests.length = 0;
    const again = await sync(warmUp.id);
    expect(again.statusCode, again.body).toBe(200);
    const { tier: synced } = json(contract.subscriptions.syncStripe, again);
    expect(prices.get(synced.stripePriceIdMonthly!)).toMatchObject({ unit_amount: 599, active: true });
    const warmUpPrices = [...prices.values()].filter((p) => p.product === synced.stripeProductId);
    expect(warmUpPrices.filter((p) => p.active).map((p) => [p.unit_amount, p.recurring.interval])).toEqual([
      [4990, 'year'],
      [599, 'month'],
    ]);
    expect(warmUpPrices.find((p) => p.unit_amount === 499)?.active).toBe(false);
  });

  it('the free plan has nothing to sync (400); an unknown plan is 404; both without a Stripe request', async () => {
    const free = await sync((await tier('locker_room')).id);
    expect(free.statusCode).toBe(400);
    expect(errorJson(free).message).toBe('The free plan has nothing to sync.');
    const unknown = await sync(crypto.randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('Plan not found.');
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('sync-stripe without STRIPE_SECRET_KEY', () => {
  const { t, api } = withTestApp();

  it('answers 409 naming STRIPE_SECRET_KEY, and stores nothing', async () => {
    const plainAdmin = await signIn(t, 'ADMIN');
    const [warmUp] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'warm_up'));
    const res = await api.call(contract.subscriptions.syncStripe, {
      params: { id: warmUp!.id },
      cookie: plainAdmin.cookie,
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res)).toEqual({
      code: 'CONFLICT',
      message: 'Stripe is not configured: set STRIPE_SECRET_KEY to sync plans.',
    });
    const [after] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, warmUp!.id));
    expect(after).toMatchObject({ stripeProductId: null, stripePriceIdMonthly: null });
  });
});
