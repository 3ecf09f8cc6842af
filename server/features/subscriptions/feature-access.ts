import { and, eq, inArray } from 'drizzle-orm';
import {
  canAddMore,
  type FeatureAccess,
  type FeatureKey,
  type FeatureLimit,
  FREE_TIER,
  featureLimitFor,
  isFeatureKey,
  parseLimit,
} from '#common/tier-limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  features,
  playerParents,
  subscriptionTiers,
  tierFeatures,
  userFeatureOverrides,
  userSubscriptions,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { PAYING_STATUSES, planIn } from './plan-state.ts';

/**
 * What a user's plan allows (decisions §5), read from the database:
 * - the tier of the user's subscription when its status is active or trialing, else locker_room;
 * - the tier's limit from tier_features (seeded from common/tier-limits.ts), falling back to the code's
 *   table when a row is missing;
 * - an admin's user_feature_overrides row beats the tier (its limit stands as given: null = no cap);
 * - a coming-soon feature is off for everyone.
 */
export interface ResolvedFeatureAccess extends FeatureAccess {
  featureKey: string;
  /** Same as enabled: whether the plan includes the feature at all (a reached limit keeps it true). */
  hasAccess: boolean;
  tierName: string;
  source: 'tier' | 'override' | 'coming_soon';
}

export interface UserTier {
  name: string;
  displayName: string;
}

/** The current tier of each user (locker_room without a live subscription). */
export async function tiersForUsers(db: DbOrTx, userIds: string[]): Promise<Map<string, UserTier>> {
  const result = new Map<string, UserTier>();
  if (userIds.length === 0) return result;
  const rows = await db
    .select({
      userId: userSubscriptions.userId,
      name: subscriptionTiers.name,
      displayName: subscriptionTiers.displayName,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, userSubscriptions.tierId))
    .where(and(inArray(userSubscriptions.userId, userIds), planIn(PAYING_STATUSES)));
  for (const r of rows) result.set(r.userId, { name: r.name, displayName: r.displayName });
  return result;
}

/**
 * Feature access for several users and features in four queries. Returns userId -> featureKey -> access.
 */
export async function featureAccessForUsers(
  db: DbOrTx,
  userIds: string[],
  featureKeys: readonly string[],
): Promise<Map<string, Map<string, ResolvedFeatureAccess>>> {
  const out = new Map<string, Map<string, ResolvedFeatureAccess>>();
  if (userIds.length === 0 || featureKeys.length === 0) return out;
  const [tiers, featureRows] = await Promise.all([
    tiersForUsers(db, userIds),
    db
      .select({ id: features.id, key: features.key, isComingSoon: features.isComingSoon })
      .from(features)
      .where(inArray(features.key, [...featureKeys])),
  ]);
  const tierNames = [...new Set([FREE_TIER, ...[...tiers.values()].map((t) => t.name)])];
  const featureIds = featureRows.map((f) => f.id);
  const [limitRows, overrideRows] =
    featureIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              tierName: subscriptionTiers.name,
              featureId: tierFeatures.featureId,
              enabled: tierFeatures.enabled,
              limit: tierFeatures.limit,
            })
            .from(tierFeatures)
            .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, tierFeatures.tierId))
            .where(
              and(inArray(subscriptionTiers.name, tierNames), inArray(tierFeatures.featureId, featureIds)),
            ),
          db
            .select({
              userId: userFeatureOverrides.userId,
              featureId: userFeatureOverrides.featureId,
              enabled: userFeatureOverrides.enabled,
              limit: userFeatureOverrides.limit,
            })
            .from(userFeatureOverrides)
            .where(
              and(
                inArray(userFeatureOverrides.userId, userIds),
                inArray(userFeatureOverrides.featureId, featureIds),
              ),
            ),
        ]);

  const featureByKey = new Map(featureRows.map((f) => [f.key, f]));
  const tierLimit = new Map(limitRows.map((r) => [`${r.tierName}|${r.featureId}`, r]));
  const override = new Map(overrideRows.map((r) => [`${r.userId}|${r.featureId}`, r]));

  for (const userId of userIds) {
    const tierName = tiers.get(userId)?.name ?? FREE_TIER;
    const perFeature = new Map<string, ResolvedFeatureAccess>();
    for (const key of featureKeys) {
      const feature = featureByKey.get(key);
      let access: FeatureAccess;
      let source: ResolvedFeatureAccess['source'] = 'tier';
      if (!feature) {
        access = featureLimitFor(tierName, key);
      } else if (feature.isComingSoon) {
        access = { enabled: false, limit: null };
        source = 'coming_soon';
      } else {
        const o = override.get(`${userId}|${feature.id}`);
        const t = tierLimit.get(`${tierName}|${feature.id}`);
        if (o) {
          access = { enabled: o.enabled, limit: o.enabled ? parseLimit(o.limit) : null };
          source = 'override';
        } else if (t) {
          access = { enabled: t.enabled, limit: t.enabled ? parseLimit(t.limit) : null };
        } else {
          access = featureLimitFor(tierName, key);
        }
      }
      perFeature.set(key, { ...access, featureKey: key, hasAccess: access.enabled, tierName, source });
    }
    out.set(userId, perFeature);
  }
  return out;
}

export async function featureAccessForUser(
  db: DbOrTx,
  userId: string,
  featureKey: string,
): Promise<ResolvedFeatureAccess> {
  const all = await featureAccessForUsers(db, [userId], [featureKey]);
  return all.get(userId)!.get(featureKey)!;
}

/** Larger is more generous: off, then a number, then no cap ('unlimited', or null on an enabled feature). */
function generosity(a: FeatureAccess): number {
  if (!a.enabled) return -1;
  return typeof a.limit === 'number' ? a.limit : Number.POSITIVE_INFINITY;
}

const LOCKER_ROOM_ACCESS = (featureKey: string): ResolvedFeatureAccess => {
  const access = featureLimitFor(FREE_TIER, featureKey);
  return { ...access, featureKey, hasAccess: access.enabled, tierName: FREE_TIER, source: 'tier' };
};

/** The accounts whose plans cover a player: its own user and every linked parent (decisions.md). */
export async function accountsCoveringPlayer(
  db: DbOrTx,
  player: { id: string; userId: string | null },
): Promise<string[]> {
  const parents = await db
    .select({ userId: playerParents.parentUserId })
    .from(playerParents)
    .where(eq(playerParents.playerId, player.id));
  return [...new Set([...(player.userId ? [player.userId] : []), ...parents.map((p) => p.userId)])];
}

/**
 * A player's access: the most generous among the player's own account and its linked parents, so a
 * parent's plan covers a child who has no account of their own.
 */
export async function featureAccessForPlayer(
  db: DbOrTx,
  player: { id: string; userId: string | null },
  featureKey: string,
): Promise<ResolvedFeatureAccess> {
  return (await featureAccessForPlayerMany(db, player, [featureKey])).get(featureKey)!;
}

export async function featureAccessForPlayerMany(
  db: DbOrTx,
  player: { id: string; userId: string | null },
  featureKeys: readonly string[],
): Promise<Map<string, ResolvedFeatureAccess>> {
  const accounts = await accountsCoveringPlayer(db, player);
  const byUser = await featureAccessForUsers(db, accounts, featureKeys);
  const result = new Map<string, ResolvedFeatureAccess>();
  for (const key of featureKeys) {
    let best = LOCKER_ROOM_ACCESS(key);
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const userId of accounts) {
      const candidate = byUser.get(userId)!.get(key)!;
      const score = generosity(candidate);
      if (score > bestScore) {
        best = candidate;
        bestScore = score;
      }
    }
    result.set(key, best);
  }
  return result;
}

const FEATURE_NOUNS: Partial<Record<FeatureKey, [singular: string, plural: string]>> = {
  highlight_clips: ['highlight clip', 'highlight clips'],
  upcoming_events: ['upcoming event', 'upcoming events'],
  game_stats: ['game stat line', 'game stats'],
};

function nounsFor(featureKey: string): [string, string] {
  const known = isFeatureKey(featureKey) ? FEATURE_NOUNS[featureKey] : undefined;
  if (known) return known;
  const words = featureKey.replaceAll('_', ' ');
  return [words, words];
}

/**
 * The message of a refused add, e.g. 'Your plan allows 2 upcoming events. Upgrade to add more.' An
 * administrator's override says so and offers no upgrade (D248: no plan changes it).
 */
export function limitReachedMessage(
  featureKey: string,
  limit: FeatureLimit,
  enabled: boolean,
  source: ResolvedFeatureAccess['source'] = 'tier',
): string {
  const [singular, plural] = nounsFor(featureKey);
  if (source === 'override') {
    return !enabled || limit === 0
      ? `An administrator turned off ${plural} for this account.`
      : `An administrator set this account to ${limit} ${limit === 1 ? singular : plural}.`;
  }
  if (!enabled || limit === 0) {
    return `Your plan does not include ${plural}. Upgrade to add ${plural}.`;
  }
  const noun = limit === 1 ? singular : plural;
  return `Your plan allows ${limit} ${noun}. Upgrade to add more.`;
}

/**
 * Throws 403 LIMIT_REACHED unless one more item fits the player's plan (decisions §5: the server
 * enforces limits, not only the disabled buttons). `used` is what the player already has.
 */
export async function assertCanAdd(
  db: DbOrTx,
  player: { id: string; userId: string | null },
  featureKey: string,
  used: number,
): Promise<ResolvedFeatureAccess> {
  const access = await featureAccessForPlayer(db, player, featureKey);
  if (!canAddMore(access, used)) {
    throw new AppError(
      'LIMIT_REACHED',
      limitReachedMessage(featureKey, access.limit, access.enabled, access.source),
    );
  }
  return access;
}
