import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckoutSession, CreateCheckoutSessionInput } from '#common/contracts/subscriptions.ts';
import type { Role } from '#common/enums.ts';
import { holdsPlans, homePathForRole } from '#common/roles.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { checkoutSessions, subscriptionTiers, userSubscriptions, users } from '#server/db/schema/index.ts';
import {
  PLAN_NOT_FOUND,
  planIn,
  priceForCycle,
  STANDING_STATUSES,
} from '#server/features/subscriptions/index.ts';
import { AppError, forbidden, notFound } from '#server/lib/errors.ts';
import { PAYMENTS_UNAVAILABLE, type PaymentsMode } from '#server/lib/payments.ts';
import { paymentProviderError, STRIPE_INTERVAL, type Stripe } from '#server/lib/stripe.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { grantPlan } from './grant-plan.ts';
import { fulfilCheckoutSession } from './stripe-events.ts';
import { readSubscriptionOf, StripeCheckoutSessionSchema, TERMINAL_STATUSES } from './stripe-objects.ts';

/** What the billing services need of the app. */
export interface BillingContext {
  db: Db;
  /** Null without STRIPE_SECRET_KEY: the local test checkout and billing page (decisions §6). */
  stripe: Stripe | null;
  /** 'off' without Stripe keys in production unless TEST_CHECKOUT=true (D165): no checkout then. */
  payments: PaymentsMode;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The local test checkout's session ids: never a Stripe id, so neither path can take the other's. */
export const LOCAL_SESSION_PREFIX = 'cs_test_local_';
export const isLocalSession = (sessionId: string) => sessionId.startsWith(LOCAL_SESSION_PREFIX);

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * D166: a local session's id is the SHA-256 of a random secret that only the opening browser holds (its
 * checkout cookie), so the browser proves it opened the session and nothing but the id is stored.
 */
function newLocalSession(): { sessionId: string; browserToken: string } {
  const browserToken = randomBytes(32).toString('base64url');
  return { sessionId: `${LOCAL_SESSION_PREFIX}${sha256Hex(browserToken)}`, browserToken };
}

/** Whether `browserToken` (the checkout cookie) is the secret local session `sessionId` was made from. */
export function isLocalSessionToken(sessionId: string, browserToken: string | undefined): boolean {
  if (!browserToken || !isLocalSession(sessionId)) return false;
  const expected = Buffer.from(sessionId.slice(LOCAL_SESSION_PREFIX.length));
  const given = Buffer.from(sha256Hex(browserToken));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const NO_PAID_PLAN = 'You have no paid plan to manage.';
const CHECKOUT_NOT_STARTED =
  'The payment provider could not start the checkout. Please try again in a moment.';
export const ALREADY_SUBSCRIBED = 'You already have a paid plan. Change it from Manage Billing.';

/** The tier a checkout or a plan change names: it must exist and be offered. */
export async function findActiveTier(db: DbOrTx, tierId: string) {
  const [tier] = await db
    .select()
    .from(subscriptionTiers)
    .where(and(eq(subscriptionTiers.id, tierId), eq(subscriptionTiers.isActive, true)))
    .limit(1);
  if (!tier) throw notFound(PLAN_NOT_FOUND);
  return tier;
}

export type TierRow = Awaited<ReturnType<typeof findActiveTier>>;

/**
 * Where the buyer comes back to (decisions §6, spec 1 §4): a signed-in buyer to their home with a toast, a
 * guest to the sign-up page that keeps the session id for the account they create. Paths on this app;
 * Stripe gets them as full URLs on APP_URL, the local test checkout (same origin) as they are.
 */
export function successPath(buyerRole: Role | null, sessionId: string): string {
  const page = buyerRole ? homePathForRole(buyerRole) : '/signup';
  return `${page}?checkout=success&session_id=${sessionId}`;
}
export const CANCEL_PATH = '/pricing?checkout=cancelled';

/**
 * Starts a checkout for a paid tier: a Stripe Checkout Session in subscription mode with keys, otherwise
 * a local test session (with the secret its browser keeps, D166), or 503 while payments are off (D165).
 * The checkout_sessions row keeps what was bought (tier, cycle, price).
 */
export async function createCheckoutSession(
  ctx: BillingContext,
  buyer: AuthUser | null,
  input: CreateCheckoutSessionInput,
): Promise<{ url: string; browserToken?: string }> {
  if (buyer && !holdsPlans(buyer.role)) {
    throw forbidden('Plans are for player and parent accounts.');
  }
  if (ctx.payments === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
  const tier = await findActiveTier(ctx.db, input.tierId);
  if (tier.priceMonthly === 0) throw new AppError('BAD_REQUEST', 'The free plan needs no checkout.');
  const existing = buyer ? await standingPaidPlan(ctx.db, buyer.id) : undefined;
  if (existing) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED);
  const cycle = input.billingCycle;
  const amountCents = priceForCycle(tier, cycle);
  const row = {
    id: randomUUID(),
    userId: buyer?.id ?? null,
    tierId: tier.id,
    billingPeriod: cycle,
    amountCents,
  };

  if (!ctx.stripe) {
    const { sessionId, browserToken } = newLocalSession();
    await ctx.db.insert(checkoutSessions).values({ ...row, sessionId });
    return { url: `/checkout/test/${sessionId}`, browserToken };
  }

  const customerId = buyer ? await stripeCustomerOf(ctx.db, buyer.id) : null;
  const metadata = { tierId: tier.id, billingCycle: cycle, ...(buyer && { userId: buyer.id }) };
  const syncedPrice = cycle === 'yearly' ? tier.stripePriceIdYearly : tier.stripePriceIdMonthly;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        ...(syncedPrice
          ? { price: syncedPrice }
          : {
              price_data: {
                currency: 'usd',
                unit_amount: amountCents,
                recurring: { interval: STRIPE_INTERVAL[cycle] },
                ...(tier.stripeProductId
                  ? { product: tier.stripeProductId }
                  : { product_data: { name: tier.displayName } }),
              },
            }),
      },
    ],
    success_url: `${ctx.appUrl}${successPath(buyer?.role ?? null, '{CHECKOUT_SESSION_ID}')}`,
    cancel_url: `${ctx.appUrl}${CANCEL_PATH}`,
    metadata,
    subscription_data: { metadata },
    ...(buyer && { client_reference_id: buyer.id }),
    ...(buyer && (customerId ? { customer: customerId } : { customer_email: buyer.email })),
  };
  let session: Stripe.Checkout.Session;
  try {
    // The row's id as idempotency key: a retried request (the library retries) makes one session.
    session = await ctx.stripe.checkout.sessions.create(params, { idempotencyKey: row.id });
  } catch (err) {
    throw paymentProviderError(err, ctx.log, CHECKOUT_NOT_STARTED);
  }
  if (!session.url) {
    ctx.log.error({ sessionId: session.id }, 'stripe checkout session has no url');
    throw new AppError('PAYMENT_PROVIDER_ERROR', CHECKOUT_NOT_STARTED);
  }
  await ctx.db.insert(checkoutSessions).values({ ...row, sessionId: session.id });
  return { url: session.url };
}

/** The user's paid plan while it stands (active, trialing, past due), if any. */
export async function standingPaidPlan(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, userSubscriptions.tierId))
    .where(
      and(
        eq(userSubscriptions.userId, userId),
        planIn(STANDING_STATUSES),
        gt(subscriptionTiers.priceMonthly, 0),
        // A plan an admin assigned (no billing behind it) does not stop the family from buying one.
        isNotNull(userSubscriptions.stripeSubscriptionId),
      ),
    )
    .limit(1);
  return row;
}

/** The Stripe customer a user already is (a real one: the local test checkout's are not Stripe's). */
async function stripeCustomerOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerId: userSubscriptions.stripeCustomerId })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  const id = row?.customerId ?? null;
  return id && !id.startsWith('cus_local_') ? id : null;
}

/** The session row by its id, or 404. */
export async function findCheckoutRow(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.sessionId, sessionId))
    .limit(1);
  if (!row) throw notFound('Checkout session not found');
  return row;
}

/** The role of the account a session belongs to (its success page), or null for a guest's. */
export async function buyerRoleOf(db: DbOrTx, userId: string | null): Promise<Role | null> {
  if (!userId) return null;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return user?.role ?? null;
}

const SESSION_STATUSES = ['open', 'complete', 'expired', 'canceled'] as const;

/**
 * A checkout session as the buyer's pages show it. With Stripe, a session still open here is read from
 * Stripe first and, when paid, fulfilled through the webhook's own function, so the return page does
 * not wait for the webhook.
 */
export async function readCheckoutSession(ctx: BillingContext, sessionId: string): Promise<CheckoutSession> {
  let row = await findCheckoutRow(ctx.db, sessionId);
  if (ctx.stripe && row.status === 'open' && !isLocalSession(sessionId)) {
    await syncWithStripe(ctx, ctx.stripe, sessionId);
    row = await findCheckoutRow(ctx.db, sessionId);
  }
  const [tier] = await ctx.db
    .select({ name: subscriptionTiers.name, displayName: subscriptionTiers.displayName })
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.id, row.tierId));
  const status = SESSION_STATUSES.find((s) => s === row.status) ?? 'open';
  return {
    sessionId: row.sessionId,
    status,
    paid: row.paid,
    tier: { name: tier?.name ?? '', displayName: tier?.displayName ?? '' },
    billingCycle: row.billingPeriod,
    amountCents: row.amountCents,
    attached: row.userId !== null,
    testMode: isLocalSession(row.sessionId),
  };
}

/** Reads an open session from Stripe; a failure only leaves the row as it is (the webhook will come). */
async function syncWithStripe(ctx: BillingContext, stripe: Stripe, sessionId: string): Promise<void> {
  let remote: unknown;
  try {
    remote = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] });
  } catch (err) {
    ctx.log.warn({ err, sessionId }, 'could not read the checkout session from Stripe');
    return;
  }
  const parsed = StripeCheckoutSessionSchema.safeParse(remote);
  if (!parsed.success) return;
  const session = parsed.data;
  if (session.status === 'expired') {
    await ctx.db
      .update(checkoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(checkoutSessions.sessionId, sessionId), eq(checkoutSessions.status, 'open')));
    return;
  }
  if (session.status !== 'complete' || session.payment_status !== 'paid') return;
  const subscription = await readSubscriptionOf(session, stripe).catch((err: unknown) => {
    ctx.log.warn({ err, sessionId }, 'could not read the subscription from Stripe');
    return undefined;
  });
  if (subscription === undefined) return;
  // The subscription as read now is at least as new as the session; later events still apply.
  const at = session.created ? new Date(session.created * 1000) : new Date();
  await ctx.db.transaction((tx) =>
    fulfilCheckoutSession(tx, session, subscription, at, {
      source: 'checkout_return',
      eventId: null,
      eventType: null,
      actorUserId: null,
    }),
  );
}

/**
 * Attaches a guest's paid checkout to the account that registers or logs in with its id (decisions §6),
 * in the caller's transaction: exactly once (one conditional UPDATE), never a session bought by a
 * signed-in user, unpaid, or already attached. Then the plan is the account's, with an audit row.
 * Answers whether it attached; refusing is silent (registration and login go on).
 */
export async function attachCheckoutSession(
  tx: DbOrTx,
  input: { sessionId: string; userId: string; role: Role },
): Promise<boolean> {
  if (!holdsPlans(input.role)) return false;
  const [row] = await tx
    .update(checkoutSessions)
    .set({ userId: input.userId, attachedAt: new Date() })
    .where(
      and(
        eq(checkoutSessions.sessionId, input.sessionId),
        eq(checkoutSessions.paid, true),
        isNull(checkoutSessions.userId),
        isNull(checkoutSessions.attachedAt),
      ),
    )
    .returning();
  if (!row) return false;
  const status = row.subscriptionStatus ?? 'active';
  // A plan that ended before its account existed grants nothing (and must not replace a standing one).
  if (TERMINAL_STATUSES.includes(status)) return true;
  await grantPlan(
    tx,
    input.userId,
    {
      tierId: row.tierId,
      billingPeriod: row.billingPeriod,
      status,
      stripeSubscriptionId: row.stripeSubscriptionId,
      stripeCustomerId: row.stripeCustomerId,
      stripePriceId: row.stripePriceId,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      originalAmountCents: row.amountCents,
      actualAmountCents: row.amountCents,
      discountAmountCents: null,
      lastEventAt: row.lastEventAt,
    },
    { source: 'checkout_attachment', eventId: null, eventType: null, actorUserId: input.userId },
    { checkoutSessionId: row.sessionId },
  );
  return true;
}
