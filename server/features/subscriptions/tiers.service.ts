import { asc, eq } from 'drizzle-orm';
import type { Tier, TierWithFeatures, UpdateTierInput } from '#common/contracts/subscriptions.ts';
import { featureLimitFor, parseLimit } from '#common/tier-limits.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { features, subscriptionTiers, tierFeatures } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import { yearlyPriceOf } from './subscription-summary.ts';

export type TierRow = typeof subscriptionTiers.$inferSelect;

export const PLAN_NOT_FOUND = 'Plan not found.';

/** A tier as the API speaks it: the name doubles as the slug, a missing yearly price is 12 x monthly. */
export function toTier(row: TierRow): Tier {
  return {
    id: row.id,
    slug: row.name,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    priceMonthly: row.priceMonthly,
    priceYearly: yearlyPriceOf(row),
    sortOrder: row.sortOrder,
    stripePriceIdMonthly: row.stripePriceIdMonthly,
    stripePriceIdYearly: row.stripePriceIdYearly,
    stripeProductId: row.stripeProductId,
  };
}

async function activeTierRows(db: DbOrTx): Promise<TierRow[]> {
  return db
    .select()
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.isActive, true))
    .orderBy(asc(subscriptionTiers.sortOrder), asc(subscriptionTiers.name));
}

/** GET /api/subscriptions/tiers: the active tiers in sortOrder. */
export async function listTiers(db: DbOrTx): Promise<Tier[]> {
  return (await activeTierRows(db)).map(toTier);
}

/**
 * GET /api/subscriptions/tiers-with-features: every feature under every active tier, in feature order.
 * A tier without a tier_features row for a feature reads the code's table (common/tier-limits.ts).
 * Coming-soon features are listed, off and flagged, so the pricing page can leave them out (decisions §5)
 * while admin screens still see them.
 */
export async function listTiersWithFeatures(db: DbOrTx): Promise<TierWithFeatures[]> {
  const [tiers, featureRows, limitRows] = await Promise.all([
    activeTierRows(db),
    db.select().from(features).orderBy(asc(features.sortOrder), asc(features.key)),
    db.select().from(tierFeatures),
  ]);
  const limits = new Map(limitRows.map((r) => [`${r.tierId}|${r.featureId}`, r]));
  return tiers.map((tier) => ({
    ...toTier(tier),
    features: featureRows.map((feature) => {
      const row = limits.get(`${tier.id}|${feature.id}`);
      const access = feature.isComingSoon
        ? { enabled: false, limit: null }
        : row
          ? { enabled: row.enabled, limit: row.enabled ? parseLimit(row.limit) : null }
          : featureLimitFor(tier.name, feature.key);
      return {
        featureKey: feature.key,
        featureName: feature.name,
        description: feature.description,
        enabled: access.enabled,
        limit: access.limit,
        isComingSoon: feature.isComingSoon,
      };
    }),
  }));
}

/**
 * PATCH /api/subscriptions/tiers/:id (spec 3 §5 "Tier price edit"): cents; a null yearly price clears it
 * (read as 12 x monthly). A Stripe price is immutable, so a cycle whose amount changes forgets its Stripe
 * price id: checkout then never charges the old amount, the tier shows "Not Synced", and the next sync
 * creates the new price and retires the old one.
 */
export async function updateTierPrices(
  db: Db,
  admin: { id: string },
  tierId: string,
  input: UpdateTierInput,
  info: RequestInfo,
): Promise<Tier> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.id, tierId))
      .for('update');
    if (!before) throw notFound(PLAN_NOT_FOUND);
    const priceMonthly = input.monthlyPrice ?? before.priceMonthly;
    const priceYearly = input.yearlyPrice === undefined ? before.priceYearly : input.yearlyPrice;
    const monthlyChanged = priceMonthly !== before.priceMonthly;
    const yearlyChanged = yearlyPriceOf({ priceMonthly, priceYearly }) !== yearlyPriceOf(before);
    if (!monthlyChanged && priceYearly === before.priceYearly) return toTier(before);

    const [after] = await tx
      .update(subscriptionTiers)
      .set({
        priceMonthly,
        priceYearly,
        ...(monthlyChanged && { stripePriceIdMonthly: null }),
        ...(yearlyChanged && { stripePriceIdYearly: null }),
      })
      .where(eq(subscriptionTiers.id, tierId))
      .returning();
    const changes = {
      from: { priceMonthly: before.priceMonthly, priceYearly: before.priceYearly },
      to: { priceMonthly, priceYearly },
    };
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: 'update_tier_prices',
        targetType: 'subscription_tier',
        targetId: tierId,
        meta: { tier: before.name, ...changes },
      },
      {
        eventType: 'tier_changed',
        targetType: 'subscription_tier',
        targetId: tierId,
        changes,
        metadata: {
          action: 'prices_updated',
          tier: before.name,
          stripePricesForgotten: [
            ...(monthlyChanged && before.stripePriceIdMonthly ? [before.stripePriceIdMonthly] : []),
            ...(yearlyChanged && before.stripePriceIdYearly ? [before.stripePriceIdYearly] : []),
          ],
        },
      },
      info,
    );
    return toTier(after!);
  });
}
