import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  BillingCycle,
  SubscriptionSummary,
  TestPortalUpdateInput,
} from '#common/contracts/subscriptions.ts';
import { periodEndFrom, quotePlanChange } from '#common/plan-price.ts';
import { checkoutSessions, userSubscriptions } from '#server/db/schema/index.ts';
import {
  isPlanIn,
  priceForCycle,
  STANDING_STATUSES,
  subscriptionSummaryFor,
  yearlyPriceOf,
} from '#server/features/subscriptions/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { PAYMENTS_UNAVAILABLE } from '#server/lib/payments.ts';
import { STRIPE_INTERVAL } from '#server/lib/stripe.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import {
  ALREADY_SUBSCRIBED,
  type BillingContext,
  buyerRoleOf,
  CANCEL_PATH,
  findActiveTier,
  findCheckoutRow,
  isLocalSession,
  isLocalSessionToken,
  NO_PAID_PLAN,
  standingPaidPlan,
  successPath,
  type TierRow,
} from './checkout.service.ts';
import { applyStripeEvent } from './stripe-events.ts';
import type {
  StripeCheckoutSessionObject,
  StripeEventLike,
  StripeSubscriptionObject,
} from './stripe-objects.ts';

/**
 * The local test checkout and billing page (no Stripe keys, decisions §6): they build the events Stripe
 * would send, shaped as Stripe's, and hand them to the webhook's own applyStripeEvent, so the local path
 * exercises the real fulfilment code. No card is charged.
 */

const TEST_CHECKOUT_OFF = 'The test checkout is off: payments go through Stripe.';
const TEST_PORTAL_OFF = 'The test billing page is off: billing goes through Stripe.';

const localId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A Stripe-shaped subscription of the local test checkout (only the fields the billing code reads). */
function localSubscription(input: {
  id: string;
  customer: string;
  tier: TierRow;
  cycle: BillingCycle;
  start: Date;
  end: Date;
  cancelAtPeriodEnd: boolean;
  status: string;
  userId: string | null;
  created: Date;
}): StripeSubscriptionObject {
  const metadata = {
    tierId: input.tier.id,
    billingCycle: input.cycle,
    ...(input.userId && { userId: input.userId }),
  };
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status,
    cancel_at_period_end: input.cancelAtPeriodEnd,
    cancel_at: null,
    created: seconds(input.created),
    metadata,
    items: {
      data: [
        {
          quantity: 1,
          current_period_start: seconds(input.start),
          current_period_end: seconds(input.end),
          price: {
            // One local price per tier and cycle, as a synced Stripe price would be.
            id: `price_local_${input.tier.name}_${input.cycle}`,
            unit_amount: priceForCycle(input.tier, input.cycle),
            recurring: { interval: STRIPE_INTERVAL[input.cycle] },
          },
        },
      ],
    },
  };
}

function localEvent(type: string, object: Record<string, unknown>, created: Date): StripeEventLike {
  return { id: localId('evt'), object: 'event', type, created: seconds(created), data: { object } };
}

/** Who asks to pay or cancel a local session: the signed-in account, and the browser's checkout cookie. */
export interface CheckoutCaller {
  userId: string | null;
  browserToken: string | undefined;
}

const SESSION_NOT_FOUND = 'Checkout session not found';

/**
 * The open local session, or the reason it cannot be paid or cancelled any more (409). Only its opener
 * may act on it (D166): the account that opened it, or for a guest's session the browser holding its
 * checkout cookie; anyone else gets the answer of an unknown session, whatever its state.
 */
async function openLocalSession(ctx: BillingContext, sessionId: string, caller: CheckoutCaller) {
  if (ctx.stripe) throw notFound(TEST_CHECKOUT_OFF);
  // D165: a session opened while the test checkout was on is not paid once it is off.
  if (ctx.payments === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
  // A Stripe session (from a time with keys) is never paid by the local page.
  if (!isLocalSession(sessionId)) throw notFound(SESSION_NOT_FOUND);
  const row = await findCheckoutRow(ctx.db, sessionId);
  const isOpener = row.userId
    ? caller.userId === row.userId
    : isLocalSessionToken(sessionId, caller.browserToken);
  if (!isOpener) throw notFound(SESSION_NOT_FOUND);
  if (row.status === 'open') return row;
  if (row.paid) throw new AppError('CONFLICT', 'This checkout was already paid.');
  if (row.status === 'canceled') throw new AppError('CONFLICT', 'This checkout was cancelled.');
  if (row.status === 'expired') throw new AppError('CONFLICT', 'This checkout has expired.');
  throw new AppError('CONFLICT', 'This checkout was already completed.');
}

/**
 * The test checkout's Pay: a paid `checkout.session.completed` carrying a new local subscription
 * (sub_local_..., customer cus_local_..., one period from now), applied like a webhook delivery.
 * Answers the success URL (the buyer's home, or /signup for a guest) with the session id.
 */
export async function completeTestCheckout(
  ctx: BillingContext,
  sessionId: string,
  caller: CheckoutCaller,
): Promise<{ url: string }> {
  const row = await openLocalSession(ctx, sessionId, caller);
  // Paying a second open checkout after the first would hold two plans at once (create refuses it too).
  if (row.userId && (await standingPaidPlan(ctx.db, row.userId))) {
    throw new AppError('CONFLICT', ALREADY_SUBSCRIBED);
  }
  const tier = await findActiveTier(ctx.db, row.tierId).catch(() => {
    throw new AppError(
      'CONFLICT',
      'This plan is no longer offered. Choose another plan on the pricing page.',
    );
  });
  const [existing] = row.userId
    ? await ctx.db
        .select({ customerId: userSubscriptions.stripeCustomerId })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.userId, row.userId))
    : [];
  const now = new Date();
  const customer = existing?.customerId?.startsWith('cus_local_') ? existing.customerId : localId('cus');
  const subscription = localSubscription({
    id: localId('sub'),
    customer,
    tier,
    cycle: row.billingPeriod,
    start: now,
    end: periodEndFrom(now, row.billingPeriod),
    cancelAtPeriodEnd: false,
    status: 'active',
    userId: row.userId,
    created: now,
  });
  const session: StripeCheckoutSessionObject = {
    id: row.sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'paid',
    customer,
    subscription,
    client_reference_id: row.userId,
    metadata: subscription.metadata,
    amount_subtotal: row.amountCents,
    amount_total: row.amountCents,
    created: seconds(row.createdAt),
  };
  await applyStripeEvent(ctx.db, localEvent('checkout.session.completed', session, now), {
    stripe: null,
    source: 'test_checkout',
    log: ctx.log,
  });
  return { url: successPath(await buyerRoleOf(ctx.db, row.userId), row.sessionId) };
}

/** The test checkout's Cancel: the session is closed unpaid; back to pricing with the cancelled alert. */
export async function cancelTestCheckout(
  ctx: BillingContext,
  sessionId: string,
  caller: CheckoutCaller,
): Promise<{ url: string }> {
  await openLocalSession(ctx, sessionId, caller);
  const [closed] = await ctx.db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.sessionId, sessionId), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  // Paid or cancelled by another request in the meantime: the same answer as if it came first.
  if (!closed) await openLocalSession(ctx, sessionId, caller);
  return { url: CANCEL_PATH };
}

/**
 * The local billing page's change of plan, cycle or cancel-at-period-end: a
 * `customer.subscription.updated` of the user's local subscription, applied like a webhook delivery.
 * A new cycle starts a new period now and is paid now (as Stripe does when the interval changes: its paid
 * invoice is applied too, so the receipt goes out, D246); a new tier at the same cycle keeps the period
 * (quotePlanChange, D244: the rule the billing page confirms with).
 */
export async function updateTestSubscription(
  ctx: BillingContext,
  user: AuthUser,
  input: TestPortalUpdateInput,
): Promise<{ subscription: SubscriptionSummary }> {
  if (ctx.stripe) throw notFound(TEST_PORTAL_OFF);
  if (ctx.payments === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
  const [current] = await ctx.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, user.id))
    .limit(1);
  const standing = current && isPlanIn(STANDING_STATUSES, current);
  if (!current || !standing || !current.stripeSubscriptionId || !current.stripeCustomerId) {
    throw new AppError('CONFLICT', NO_PAID_PLAN);
  }
  if (!current.stripeSubscriptionId.startsWith('sub_local_')) {
    throw new AppError('CONFLICT', 'This plan is billed through Stripe. Manage it there.');
  }
  const tier = await findActiveTier(ctx.db, input.tierId ?? current.tierId);
  if (tier.priceMonthly === 0) {
    throw new AppError('BAD_REQUEST', 'To go back to the free plan, cancel at period end.');
  }
  const cycle = input.billingCycle ?? current.billingPeriod;
  const now = new Date();
  const quote = quotePlanChange(
    {
      cents: current.actualAmountCents ?? 0,
      cycle: current.billingPeriod,
      currentPeriodEnd: current.currentPeriodStart ? current.currentPeriodEnd : null,
    },
    { tier: { monthlyPrice: tier.priceMonthly, yearlyPrice: yearlyPriceOf(tier) }, cycle },
    now,
  );
  const newPeriod = quote.chargedNowCents !== null || !current.currentPeriodStart;
  const start = newPeriod ? now : (current.currentPeriodStart ?? now);
  const end = quote.renewsOn ?? periodEndFrom(start, cycle);
  const subscription = localSubscription({
    id: current.stripeSubscriptionId,
    customer: current.stripeCustomerId,
    tier,
    cycle,
    start,
    end,
    cancelAtPeriodEnd: input.cancelAtPeriodEnd ?? current.cancelAtPeriodEnd,
    status: current.status,
    userId: user.id,
    created: current.createdAt,
  });
  const options = { stripe: null, source: 'test_portal', actorUserId: user.id, log: ctx.log } as const;
  await applyStripeEvent(ctx.db, localEvent('customer.subscription.updated', subscription, now), options);
  if (quote.chargedNowCents !== null) {
    const invoice = {
      id: localId('in'),
      object: 'invoice',
      subscription: current.stripeSubscriptionId,
      billing_reason: 'subscription_update',
      amount_paid: quote.chargedNowCents,
      status_transitions: { paid_at: seconds(now) },
      lines: { data: [{ period: { start: seconds(start), end: seconds(end) } }] },
    };
    await applyStripeEvent(ctx.db, localEvent('invoice.paid', invoice, now), options);
  }
  return { subscription: await subscriptionSummaryFor(ctx.db, user.id) };
}
