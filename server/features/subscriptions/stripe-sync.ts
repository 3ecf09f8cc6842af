import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { BillingCycle, Tier } from '#common/contracts/subscriptions.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptionTiers } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isStripeError, paymentProviderError, STRIPE_INTERVAL } from '#server/lib/stripe.ts';
import { yearlyPriceOf } from './subscription-summary.ts';
import { PLAN_NOT_FOUND, type TierRow, toTier } from './tiers.service.ts';

export const STRIPE_NOT_CONFIGURED = 'Stripe is not configured: set STRIPE_SECRET_KEY to sync plans.';
export const FREE_PLAN_NOTHING_TO_SYNC = 'The free plan has nothing to sync.';

const CURRENCY = 'usd';

/** A short, stable digest of what a request says, so a retry reuses its idempotency key and a change does not. */
function digest(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
}

interface CyclePlan {
  cycle: BillingCycle;
  amount: number;
  storedPriceId: string | null;
}

/** Is this the price a cycle of the tier should be sold at now? */
function fits(price: Stripe.Price, productId: string, plan: CyclePlan): boolean {
  const productOf = typeof price.product === 'string' ? price.product : price.product.id;
  return (
    price.active &&
    productOf === productId &&
    price.currency === CURRENCY &&
    price.unit_amount === plan.amount &&
    price.recurring?.interval === STRIPE_INTERVAL[plan.cycle] &&
    (price.recurring?.interval_count ?? 1) === 1
  );
}

/** The stored price, or null when Stripe no longer knows it. */
async function retrievePrice(stripe: Stripe, priceId: string): Promise<Stripe.Price | null> {
  try {
    return await stripe.prices.retrieve(priceId);
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * The product of the tier: created the first time (then its id is stored), its name and description
 * brought up to date after that.
 */
async function upsertProduct(stripe: Stripe, tier: TierRow): Promise<Stripe.Product> {
  const metadata = { tierId: tier.id, tierName: tier.name };
  if (tier.stripeProductId) {
    const params = { name: tier.displayName, description: tier.description ?? '', metadata, active: true };
    try {
      return await stripe.products.update(tier.stripeProductId, params, {
        idempotencyKey: `rinkside-product-update-${tier.stripeProductId}-${digest(params)}`,
      });
    } catch (err) {
      // A product deleted in the Stripe dashboard: the tier gets a new one below.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)) throw err;
    }
  }
  const params = {
    name: tier.displayName,
    ...(tier.description ? { description: tier.description } : {}),
    metadata,
  };
  // Stable for the same tier and details: a retry after a failed save finds the product made the first time.
  return stripe.products.create(params, {
    idempotencyKey: `rinkside-product-create-${tier.id}-${digest(params, tier.stripeProductId)}`,
  });
}

/**
 * The price of one cycle. Prices are immutable: the stored one is kept while it still fits (active, same
 * amount, usd, that interval, this product); otherwise an active price that fits is reused (a sync that
 * failed after creating it), or a new one is created. Every other active price of that interval on the
 * product is then deactivated (subscribers already on an old price keep it; nobody new can buy it).
 */
async function syncCyclePrice(
  stripe: Stripe,
  tier: TierRow,
  product: Stripe.Product,
  activePrices: Stripe.Price[],
  plan: CyclePlan,
): Promise<string> {
  const ofInterval = activePrices.filter((p) => p.recurring?.interval === STRIPE_INTERVAL[plan.cycle]);
  const stored = plan.storedPriceId ? await retrievePrice(stripe, plan.storedPriceId) : null;
  let price =
    stored && fits(stored, product.id, plan) ? stored : ofInterval.find((p) => fits(p, product.id, plan));
  if (!price) {
    const retiring = [
      ...new Set([...ofInterval.map((p) => p.id), ...(stored?.active ? [stored.id] : [])]),
    ].sort();
    const params: Stripe.PriceCreateParams = {
      product: product.id,
      currency: CURRENCY,
      unit_amount: plan.amount,
      recurring: { interval: STRIPE_INTERVAL[plan.cycle] },
      nickname: `${tier.displayName} ${plan.cycle}`,
      metadata: { tierId: tier.id, tierName: tier.name, billingCycle: plan.cycle },
    };
    price = await stripe.prices.create(params, {
      // The same sync retried reuses the key; a later change (other amount, other prices retired) gets a new one.
      idempotencyKey: `rinkside-price-create-${tier.id}-${plan.cycle}-${digest(params, retiring)}`,
    });
  }
  const keep = price.id;
  const stale = [
    ...ofInterval.filter((p) => p.id !== keep),
    ...(stored?.active && stored.id !== keep && !ofInterval.some((p) => p.id === stored.id) ? [stored] : []),
  ];
  for (const old of stale) {
    await stripe.prices.update(
      old.id,
      { active: false },
      { idempotencyKey: `rinkside-price-deactivate-${old.id}` },
    );
  }
  return keep;
}

/**
 * POST /api/subscriptions/tiers/:id/sync-stripe: creates or updates the tier's Stripe product and its
 * monthly and yearly recurring prices, then stores their ids with an audit row. The Stripe calls come
 * first (they cannot join a database transaction; idempotency keys make a retry safe); the save checks that
 * the prices were not edited meanwhile, so a stored price id always matches the stored amount.
 */
export async function syncTierWithStripe(
  db: Db,
  stripe: Stripe | null,
  admin: { id: string },
  tierId: string,
  info: RequestInfo,
  log: FastifyBaseLogger,
): Promise<Tier> {
  const [tier] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tierId));
  if (!tier) throw notFound(PLAN_NOT_FOUND);
  if (tier.priceMonthly === 0) throw new AppError('BAD_REQUEST', FREE_PLAN_NOTHING_TO_SYNC);
  if (!stripe) throw new AppError('CONFLICT', STRIPE_NOT_CONFIGURED);

  const plans: CyclePlan[] = [
    { cycle: 'monthly', amount: tier.priceMonthly, storedPriceId: tier.stripePriceIdMonthly },
    { cycle: 'yearly', amount: yearlyPriceOf(tier), storedPriceId: tier.stripePriceIdYearly },
  ];
  let synced: { productId: string; monthly: string; yearly: string };
  try {
    const product = await upsertProduct(stripe, tier);
    const list = await stripe.prices.list({
      product: product.id,
      active: true,
      type: 'recurring',
      limit: 100,
    });
    const monthly = await syncCyclePrice(stripe, tier, product, list.data, plans[0]!);
    const yearly = await syncCyclePrice(stripe, tier, product, list.data, plans[1]!);
    synced = { productId: product.id, monthly, yearly };
  } catch (err) {
    // Anything but Stripe's own failure is a fault of ours: the shared 500.
    if (!isStripeError(err)) throw err;
    throw paymentProviderError(err, log, 'Stripe could not sync the plan', { withStripeMessage: true });
  }

  return db.transaction(async (tx) => {
    const [now] = await tx
      .select()
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.id, tierId))
      .for('update');
    if (!now) throw notFound(PLAN_NOT_FOUND);
    if (now.priceMonthly !== tier.priceMonthly || yearlyPriceOf(now) !== yearlyPriceOf(tier)) {
      throw new AppError('CONFLICT', "The plan's prices changed while it was syncing. Sync it again.");
    }
    const [after] = await tx
      .update(subscriptionTiers)
      .set({
        stripeProductId: synced.productId,
        stripePriceIdMonthly: synced.monthly,
        stripePriceIdYearly: synced.yearly,
      })
      .where(eq(subscriptionTiers.id, tierId))
      .returning();
    const changes = {
      from: {
        stripeProductId: now.stripeProductId,
        stripePriceIdMonthly: now.stripePriceIdMonthly,
        stripePriceIdYearly: now.stripePriceIdYearly,
      },
      to: {
        stripeProductId: synced.productId,
        stripePriceIdMonthly: synced.monthly,
        stripePriceIdYearly: synced.yearly,
      },
    };
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: 'sync_tier_stripe',
        targetType: 'subscription_tier',
        targetId: tierId,
        meta: { tier: now.name, ...changes },
      },
      {
        eventType: 'tier_changed',
        targetType: 'subscription_tier',
        targetId: tierId,
        changes,
        metadata: {
          action: 'stripe_sync',
          tier: now.name,
          priceMonthly: now.priceMonthly,
          priceYearly: yearlyPriceOf(now),
        },
      },
      info,
    );
    return toTier(after!);
  });
}
