import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FEATURES, limitToText, ruleToAccess, TIER_LIMITS, TIER_NAMES, TIERS } from '#common/tier-limits.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { features, subscriptionTiers, tierFeatures } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';

/** `excluded.<col>` of an upsert, for each column. */
function fromExcluded(cols: Record<string, PgColumn>): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(cols).map(([key, col]) => [key, sql`excluded.${sql.identifier(col.name)}`]),
  );
}

/** True when any of the columns would change, so an unchanged row is left alone (no dead tuple). */
function anyChanged(cols: Record<string, PgColumn>): SQL {
  return sql.join(
    Object.values(cols).map((col) => sql`${col} is distinct from excluded.${sql.identifier(col.name)}`),
    sql` or `,
  );
}

/**
 * Inserts or refreshes the tiers, features and tier limits of common/tier-limits.ts. Safe to run at
 * every start and from the admin "seed subscription data" action.
 *
 * What the code owns (names, descriptions, order, feature flags, tier limits) is brought back to the
 * code's values. What the admin owns (prices, Stripe ids, isActive) is only set when a tier is first
 * inserted, so a restart never undoes an admin's price change.
 */
export async function seedSubscriptionData(db: DbOrTx): Promise<void> {
  const tierCodeOwned = {
    displayName: subscriptionTiers.displayName,
    description: subscriptionTiers.description,
    sortOrder: subscriptionTiers.sortOrder,
  };
  await db
    .insert(subscriptionTiers)
    .values(TIERS.map((t) => ({ ...t })))
    .onConflictDoUpdate({
      target: subscriptionTiers.name,
      set: fromExcluded(tierCodeOwned),
      setWhere: anyChanged(tierCodeOwned),
    });

  const featureCodeOwned = {
    name: features.name,
    description: features.description,
    category: features.category,
    isComingSoon: features.isComingSoon,
    sortOrder: features.sortOrder,
  };
  await db
    .insert(features)
    .values(FEATURES.map((f) => ({ ...f })))
    .onConflictDoUpdate({
      target: features.key,
      set: fromExcluded(featureCodeOwned),
      setWhere: anyChanged(featureCodeOwned),
    });

  const tierIds = new Map(
    (await db.select({ id: subscriptionTiers.id, name: subscriptionTiers.name }).from(subscriptionTiers)).map(
      (r) => [r.name, r.id],
    ),
  );
  const featureIds = new Map(
    (await db.select({ id: features.id, key: features.key }).from(features)).map((r) => [r.key, r.id]),
  );
  const rows = FEATURES.flatMap((f) =>
    TIER_NAMES.map((tierName) => {
      const access = ruleToAccess(TIER_LIMITS[f.key][tierName]);
      return {
        tierId: tierIds.get(tierName)!,
        featureId: featureIds.get(f.key)!,
        enabled: access.enabled,
        limit: limitToText(access.limit),
      };
    }),
  );
  const limitCols = { enabled: tierFeatures.enabled, limit: tierFeatures.limit };
  await db
    .insert(tierFeatures)
    .values(rows)
    .onConflictDoUpdate({
      target: [tierFeatures.tierId, tierFeatures.featureId],
      set: fromExcluded(limitCols),
      setWhere: anyChanged(limitCols),
    });
}

/**
 * POST /api/admin/seed-subscriptions: the same seed as at start, in one transaction with its audit row.
 * Idempotent: a second run changes nothing, and prices an admin edited stay as they are.
 */
export async function seedSubscriptionsAsAdmin(
  db: Db,
  admin: { id: string },
  info: RequestInfo,
): Promise<{ message: string; tiers: number; features: number }> {
  return db.transaction(async (tx) => {
    await seedSubscriptionData(tx);
    const [[tierCount], [featureCount]] = await Promise.all([
      tx.select({ n: count() }).from(subscriptionTiers),
      tx.select({ n: count() }).from(features),
    ]);
    const tiers = tierCount?.n ?? 0;
    const featureTotal = featureCount?.n ?? 0;
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: 'seed_subscriptions',
        targetType: 'subscription_data',
        meta: { tiers, features: featureTotal },
      },
      {
        eventType: 'admin_action',
        targetType: 'subscription_data',
        metadata: { action: 'seed_subscriptions', tiers, features: featureTotal },
      },
      info,
    );
    return {
      message: `Subscription data is ready: ${tiers} plans and ${featureTotal} features.`,
      tiers,
      features: featureTotal,
    };
  });
}
