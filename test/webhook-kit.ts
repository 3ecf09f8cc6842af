import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { api } from '#common/api/index.ts';
import { stripeEvents } from '#server/db/schema/index.ts';
import { json } from './api-json.ts';
import {
  deliverWebhook,
  startCheckout,
  stripeEvent,
  stripeSubscription,
  tiersByName,
  withStripeTestApp,
} from './billing-kit.ts';
import { signIn } from './players-kit.ts';
import type { StandInRequest } from './stripe-stand-in.ts';

/**
 * The setup of a Stripe webhook API test file: the app with the stand-in of the Stripe API (it answers the
 * library's reads: checkout sessions with fresh ids, the subscriptions the tests made), the plans by name,
 * and the events the tests deliver.
 */
export function webhookApp() {
  // The webhook table (docs/security.md "Payments"), signed with stripe.webhooks.generateTestHeaderString;
  // the stand-in of the Stripe API answers the library's reads (the subscription of a completed checkout).
  const { t, api: http, stripe } = withStripeTestApp();
  const tiers = {} as Awaited<ReturnType<typeof tiersByName>>;

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
    Object.assign(tiers, await tiersByName(t.db));
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

  return {
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
  };
}
