import { and, eq, inArray, sql } from 'drizzle-orm';
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
      perFeature.set(
        key,
        resolveAccess(
          key,
          tierName,
          feature,
          feature && override.get(`${userId}|${feature.id}`),
          feature && tierLimit.get(`${tierName}|${feature.id}`),
        ),
      );
    }
    out.set(userId, perFeature);
  }
  return out;
}

interface Grant {
  enabled: boolean;
  limit: string | null;
}

/**
 * One user's access to one feature from the rows read (the rules in the comment on ResolvedFeatureAccess):
 * a missing feature row falls back to the code's table; coming soon is off; an override beats the tier.
 */
function resolveAccess(
  key: string,
  tierName: string,
  feature: { isComingSoon: boolean } | undefined,
  override: Grant | undefined,
  tier: Grant | undefined,
): ResolvedFeatureAccess {
  let access: FeatureAccess;
  let source: ResolvedFeatureAccess['source'] = 'tier';
  if (!feature) {
    access = featureLimitFor(tierName, key);
  } else if (feature.isComingSoon) {
    access = { enabled: false, limit: null };
    source = 'coming_soon';
  } else if (override) {
    access = { enabled: override.enabled, limit: override.enabled ? parseLimit(override.limit) : null };
    source = 'override';
  } else if (tier) {
    access = { enabled: tier.enabled, limit: tier.enabled ? parseLimit(tier.limit) : null };
  } else {
    access = featureLimitFor(tierName, key);
  }
  return { ...access, featureKey: key, hasAccess: access.enabled, tierName, source };
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

/** The accounts whose plans cover a player: its own user and every linked parent (D015). */
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

/** A row of playerAccessRows: one account covering the player and one feature (null: no such feature). */
interface PlayerAccessRow {
  userId: string;
  tierName: string | null;
  featureId: string | null;
  key: string | null;
  isComingSoon: boolean | null;
  tierEnabled: boolean | null;
  tierLimit: string | null;
  overrideEnabled: boolean | null;
  overrideLimit: string | null;
}

/**
 * The accounts covering a player (its own user and its linked parents) with their tiers, the features, the
 * tiers' limits and the overrides, in one statement: what accountsCoveringPlayer and featureAccessForUsers
 * read in five, read where a write checks its limit (a game line, D230). Same rows, same rules.
 */
async function playerAccessRows(
  db: DbOrTx,
  player: { id: string; userId: string | null },
  featureKeys: readonly string[],
): Promise<PlayerAccessRow[]> {
  const result = await db.execute(sql`
    select a.user_id as "userId", t.name as "tierName", f.id as "featureId", f.key as "key",
           f.is_coming_soon as "isComingSoon", tf.enabled as "tierEnabled", tf."limit" as "tierLimit",
           o.enabled as "overrideEnabled", o."limit" as "overrideLimit"
      from (select ${player.userId}::uuid as user_id, 0 as own
            union select ${playerParents.parentUserId}, 1 from ${playerParents}
             where ${playerParents.playerId} = ${player.id}) a
      left join lateral (
        select ${subscriptionTiers.name} as name from ${userSubscriptions}
          join ${subscriptionTiers} on ${subscriptionTiers.id} = ${userSubscriptions.tierId}
         where ${userSubscriptions.userId} = a.user_id and ${planIn(PAYING_STATUSES)}
         limit 1) t on true
      left join ${features} f on f.key in (${sql.join(
        featureKeys.map((k) => sql`${k}`),
        sql`, `,
      )})
      left join ${subscriptionTiers} ft on ft.name = coalesce(t.name, ${FREE_TIER})
      left join ${tierFeatures} tf on tf.tier_id = ft.id and tf.feature_id = f.id
      left join ${userFeatureOverrides} o on o.user_id = a.user_id and o.feature_id = f.id
     where a.user_id is not null
     order by a.own, a.user_id`);
  // Both drivers answer { rows }; Db's query result type does not say so.
  return (result as unknown as { rows: PlayerAccessRow[] }).rows;
}

export async function featureAccessForPlayerMany(
  db: DbOrTx,
  player: { id: string; userId: string | null },
  featureKeys: readonly string[],
): Promise<Map<string, ResolvedFeatureAccess>> {
  // The player's own account first, as accountsCoveringPlayer lists it: the first of equals wins below.
  const byUser = new Map<string, Map<string, ResolvedFeatureAccess>>();
  if (featureKeys.length > 0) {
    const rows = await playerAccessRows(db, player, featureKeys);
    const accountRows = new Map<string, PlayerAccessRow[]>();
    for (const row of rows) accountRows.set(row.userId, [...(accountRows.get(row.userId) ?? []), row]);
    for (const [userId, own] of accountRows) {
      const tierName = own[0]!.tierName ?? FREE_TIER;
      const perFeature = new Map<string, ResolvedFeatureAccess>();
      for (const key of featureKeys) {
        // The last row of a feature, as the maps of featureAccessForUsers keep the last.
        const row = own.findLast((r) => r.key === key);
        const grant = (enabled: boolean | null | undefined, limit: string | null | undefined) =>
          enabled === null || enabled === undefined ? undefined : { enabled, limit: limit ?? null };
        perFeature.set(
          key,
          resolveAccess(
            key,
            tierName,
            row ? { isComingSoon: row.isComingSoon === true } : undefined,
            grant(row?.overrideEnabled, row?.overrideLimit),
            grant(row?.tierEnabled, row?.tierLimit),
          ),
        );
      }
      byUser.set(userId, perFeature);
    }
  }
  const accounts = [...byUser.keys()];
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
