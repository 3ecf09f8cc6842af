import { asc, eq } from 'drizzle-orm';
import type { UserFeaturesResponse } from '#common/contracts/subscriptions.ts';
import { FREE_TIER, TIERS } from '#common/tier-limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { features, subscriptionTiers } from '#server/db/schema/index.ts';
import { featureAccessForUsers, tiersForUsers } from './feature-access.ts';
import {
  COUNTED_FEATURES,
  type CountedFeature,
  featureUsageForPlayers,
  playerIdsForUser,
} from './feature-usage.ts';

const isCounted = (key: string): key is CountedFeature =>
  (COUNTED_FEATURES as readonly string[]).includes(key);

/**
 * Every feature with the user's access and, for counted features, how many are in use across the
 * user's players (their own profile plus, for a parent, all linked children summed).
 */
export async function listUserFeatures(db: DbOrTx, userId: string): Promise<UserFeaturesResponse> {
  const featureRows = await db.select().from(features).orderBy(asc(features.sortOrder), asc(features.key));
  const keys = featureRows.map((f) => f.key);
  const [accessByUser, tiers, playerIds] = await Promise.all([
    featureAccessForUsers(db, [userId], keys),
    tiersForUsers(db, [userId]),
    playerIdsForUser(db, userId),
  ]);
  const usage = await featureUsageForPlayers(db, playerIds);
  const access = accessByUser.get(userId) ?? new Map();

  let currentTier = tiers.get(userId);
  if (!currentTier) {
    const [free] = await db
      .select({ name: subscriptionTiers.name, displayName: subscriptionTiers.displayName })
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.name, FREE_TIER))
      .limit(1);
    currentTier = free ?? {
      name: FREE_TIER,
      displayName: TIERS.find((t) => t.name === FREE_TIER)?.displayName ?? FREE_TIER,
    };
  }

  return {
    features: featureRows.map((f) => {
      const a = access.get(f.key);
      return {
        key: f.key,
        name: f.name,
        description: f.description,
        limit: a?.limit ?? null,
        used: isCounted(f.key) ? usage[f.key] : null,
        hasAccess: a?.hasAccess ?? false,
        isComingSoon: f.isComingSoon,
      };
    }),
    currentTier: { name: currentTier.name, displayName: currentTier.displayName },
  };
}
