import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { api } from '#common/api/index.ts';
import type { TierName } from '#common/tier-limits.ts';
import type { Database } from '#server/db/client.ts';
import { auditLogs, subscriptionTiers, userSubscriptions } from '#server/db/schema/index.ts';
import { loadEnv } from '#server/env.ts';
import { json } from './api-json.ts';
import { requester } from './players-kit.ts';
import {
  type StandInAnswer,
  type StandInRequest,
  type StripeStandIn,
  startStripeStandIn,
  stripeNotFound,
} from './stripe-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { deferredTestApp } from './with-test-app.ts';

/** Helpers of the billing API tests (server/features/billing). */

type Db = Database['db'];

export const TEST_STRIPE_KEY = 'sk_test_rinkside_secret_never_echoed_51Hxyz';
export const TEST_WEBHOOK_SECRET = 'whsec_rinkside_test_signing_secret';

/** The test app's configuration with Stripe keys (the stand-in or no Stripe at all serves the calls). */
export function stripeEnv(extra: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    ...extra,
  });
}

/**
 * The setup of a test file that runs with Stripe keys: a local stand-in of the Stripe API (reached through
 * the real library) and an app pointed at it. `stripe.answer` decides what the stand-in answers next;
 * `stripe.requests` is what the library sent.
 */
export function withStripeTestApp(extraEnv: Record<string, string> = {}) {
  let standIn: StripeStandIn | undefined;
  let current: TestApp | undefined;
  let handler: (request: StandInRequest) => StandInAnswer = stripeNotFound;
  beforeAll(async () => {
    standIn = await startStripeStandIn((request) => handler(request));
    current = await createTestApp({ env: stripeEnv(extraEnv), stripeConnection: standIn.connection });
  });
  afterAll(async () => {
    await current?.close();
    await standIn?.close();
  });
  const t = deferredTestApp(() => current, 'withStripeTestApp');
  const stripe = {
    /** Every request the library sent so far (clear with `requests.length = 0`). */
    get requests(): StandInRequest[] {
      if (!standIn) throw new Error('withStripeTestApp: no stand-in outside tests and hooks');
      return standIn.requests;
    },
    answer(next: (request: StandInRequest) => StandInAnswer) {
      handler = next;
    },
  };
  return { t, api: requester(t), stripe };
}

/** The seeded tiers by name. */
export async function tiersByName(db: Db) {
  const rows = await db.select().from(subscriptionTiers);
  return Object.fromEntries(rows.map((r) => [r.name, r])) as Record<TierName, (typeof rows)[number]>;
}

/** Starts a checkout as a session (or a guest) and answers the raw response. */
export function startCheckout(
  app: FastifyInstance,
  body: { tierId: string; billingCycle: 'monthly' | 'yearly' },
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/create-checkout-session',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

/** A local test checkout started and paid (no Stripe keys); answers the session id and the success URL. */
export async function buyLocally(
  t: TestApp,
  tierId: string,
  billingCycle: 'monthly' | 'yearly',
  cookie?: string,
): Promise<{ sessionId: string; successUrl: string }> {
  const res = await startCheckout(t.app, { tierId, billingCycle }, cookie);
  const sessionId = json(api.billing.createCheckoutSession, res, 200).url.split('/').pop() ?? '';
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/stripe/test-checkout/${sessionId}/complete`,
    headers: { cookie: openerCookie(res, cookie) },
  });
  return { sessionId, successUrl: json(api.billing.testCheckout.complete, paid, 200).url };
}

/**
 * The Cookie header of the browser that opened a local test checkout (D166): its session cookie, if
 * signed in, and the checkout cookie the start answered with.
 */
export function openerCookie(started: LightMyRequestResponse, sessionCookie?: string): string {
  const checkout = started.cookies.find((c) => c.name === 'rs_checkout');
  return [sessionCookie, checkout && `${checkout.name}=${checkout.value}`].filter(Boolean).join('; ');
}

/** The user's subscription row, if any. */
export async function subscriptionRow(db: Db, userId: string) {
  const [row] = await db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  return row;
}

/** The subscription_changed audit rows about a user (oldest first). */
export async function subscriptionAudits(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.eventType, 'subscription_changed'), eq(auditLogs.targetUserId, userId)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A webhook delivery, signed as Stripe signs it (or as told: another secret, another time). */
export function deliverWebhook(
  app: FastifyInstance,
  event: object | string,
  opts: {
    secret?: string;
    timestamp?: number;
    signature?: string | null;
    tamper?: (body: string) => string;
  } = {},
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const header =
    opts.signature === null
      ? undefined
      : (opts.signature ??
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: opts.secret ?? TEST_WEBHOOK_SECRET,
          ...(opts.timestamp !== undefined && { timestamp: opts.timestamp }),
        }));
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...(header && { 'stripe-signature': header }) },
    payload: opts.tamper ? opts.tamper(payload) : payload,
  });
}

let eventCounter = 0;

/** A Stripe event envelope (created: seconds, defaulting to now). */
export function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}_${eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created,
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
}

/** A Stripe subscription as the current API version sends it (period dates on the item). */
export function stripeSubscription(input: {
  id: string;
  customer?: string;
  status?: string;
  priceId: string;
  unitAmount?: number;
  interval?: 'month' | 'year';
  cancelAtPeriodEnd?: boolean;
  start?: number;
  end?: number;
  metadata?: Record<string, string>;
}) {
  const start = input.start ?? Math.floor(Date.now() / 1000);
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer ?? 'cus_test_1',
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    created: start,
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: start,
          current_period_end: input.end ?? start + 30 * 86_400,
          price: {
            id: input.priceId,
            object: 'price',
            unit_amount: input.unitAmount ?? 999,
            recurring: { interval: input.interval ?? 'month', interval_count: 1 },
          },
        },
      ],
    },
  };
}
