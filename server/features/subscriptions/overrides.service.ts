import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  FeatureOverrideSchema,
  RemoveFeatureOverrideInputSchema,
  SetFeatureOverrideInput,
} from '#common/contracts/subscriptions.ts';
import { holdsPlans } from '#common/roles.ts';
import { isFeatureKey, limitToText, parseLimit, TIER_LIMITS } from '#common/tier-limits.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { features, tierFeatures, userFeatureOverrides, users } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';

type FeatureOverride = z.infer<typeof FeatureOverrideSchema>;
type RemoveOverrideInput = z.infer<typeof RemoveFeatureOverrideInputSchema>;
type FeatureRow = typeof features.$inferSelect;
type OverrideRow = typeof userFeatureOverrides.$inferSelect;

export const USER_NOT_FOUND = 'User not found.';
export const FEATURE_NOT_FOUND = 'Feature not found.';
export const COMING_SOON_NOT_OVERRIDABLE = 'Coming-soon features cannot be overridden.';
export const OVERRIDE_NOT_FOUND = 'This user has no override for that feature.';
export const OVERRIDES_ARE_FOR_HOLDERS =
  'Feature overrides are for player and parent accounts: this account holds no plan.';

async function findUserAndFeature(
  tx: Tx,
  userId: string,
  featureKey: string,
  opts: { planHoldersOnly?: boolean } = {},
): Promise<FeatureRow> {
  const [user] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  // D248: every feature is a player plan's; an account that holds no plan has none to change.
  if (opts.planHoldersOnly && !holdsPlans(user.role)) {
    throw new AppError('CONFLICT', OVERRIDES_ARE_FOR_HOLDERS);
  }
  const [feature] = await tx.select().from(features).where(eq(features.key, featureKey)).limit(1);
  if (!feature) throw notFound(FEATURE_NOT_FOUND);
  return feature;
}

/**
 * A counted feature has a number or 'unlimited' on some tier (highlight_clips, upcoming_events); the others
 * are on/off (limit null on every tier). Read from tier_features, with the code's table for a feature
 * the database holds no limits for.
 */
async function isCountedFeature(tx: Tx, feature: FeatureRow): Promise<boolean> {
  const [limited] = await tx
    .select({ id: tierFeatures.id })
    .from(tierFeatures)
    .where(and(eq(tierFeatures.featureId, feature.id), isNotNull(tierFeatures.limit)))
    .limit(1);
  if (limited) return true;
  if (!isFeatureKey(feature.key)) return false;
  return Object.values(TIER_LIMITS[feature.key]).some((rule) => rule !== 'on' && rule !== 'off');
}

function toOverride(row: OverrideRow, featureKey: string): FeatureOverride {
  const limit = row.enabled ? parseLimit(row.limit) : null;
  return {
    userId: row.userId,
    featureKey,
    enabled: row.enabled,
    limit,
    limitOverride: limit,
    adminNotes: row.adminNotes,
  };
}

const auditShape = (row: OverrideRow | undefined) =>
  row ? { enabled: row.enabled, limit: row.enabled ? parseLimit(row.limit) : null } : null;

/**
 * POST /api/subscriptions/override-feature (decisions §5: an override beats the tier). One row per user and
 * feature, replaced by a new call; grantedBy is the admin. A counted feature that is switched on needs a
 * limit (a whole number or 'unlimited'); an on/off feature takes none. A switched-off feature keeps no limit.
 */
export async function setFeatureOverride(
  db: Db,
  admin: { id: string },
  input: SetFeatureOverrideInput,
  info: RequestInfo,
): Promise<FeatureOverride> {
  return db.transaction(async (tx) => {
    const feature = await findUserAndFeature(tx, input.userId, input.featureKey, { planHoldersOnly: true });
    if (feature.isComingSoon) throw new AppError('BAD_REQUEST', COMING_SOON_NOT_OVERRIDABLE);
    const limit = input.limit ?? null;
    if (input.enabled) {
      const counted = await isCountedFeature(tx, feature);
      if (counted && limit === null) {
        throw new AppError('BAD_REQUEST', `${feature.name} needs a limit: a whole number or 'unlimited'.`, {
          issues: [{ path: 'limit', message: 'Choose a limit' }],
        });
      }
      if (!counted && limit !== null) {
        throw new AppError('BAD_REQUEST', `${feature.name} is on or off: send no limit.`, {
          issues: [{ path: 'limit', message: 'This feature takes no limit' }],
        });
      }
    }
    const stored = input.enabled ? limitToText(limit) : null;
    const adminNotes = input.adminNotes || null;

    const [before] = await tx
      .select()
      .from(userFeatureOverrides)
      .where(
        and(eq(userFeatureOverrides.userId, input.userId), eq(userFeatureOverrides.featureId, feature.id)),
      )
      .for('update');
    const [row] = await tx
      .insert(userFeatureOverrides)
      .values({
        userId: input.userId,
        featureId: feature.id,
        enabled: input.enabled,
        limit: stored,
        adminNotes,
        grantedBy: admin.id,
      })
      .onConflictDoUpdate({
        target: [userFeatureOverrides.userId, userFeatureOverrides.featureId],
        set: { enabled: input.enabled, limit: stored, adminNotes, grantedBy: admin.id },
      })
      .returning();
    const changes = { from: auditShape(before), to: auditShape(row) };
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: 'set_feature_override',
        targetType: 'user',
        targetId: input.userId,
        meta: { featureKey: feature.key, ...changes, adminNotes },
      },
      {
        eventType: 'feature_override_changed',
        targetUserId: input.userId,
        targetType: 'feature',
        targetId: feature.id,
        changes,
        metadata: { action: 'override_set', featureKey: feature.key, adminNotes },
      },
      info,
    );
    return toOverride(row!, feature.key);
  });
}

/** DELETE /api/subscriptions/override-feature: the user is back on what their tier allows. */
export async function removeFeatureOverride(
  db: Db,
  admin: { id: string },
  input: RemoveOverrideInput,
  info: RequestInfo,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const feature = await findUserAndFeature(tx, input.userId, input.featureKey);
    const [removed] = await tx
      .delete(userFeatureOverrides)
      .where(
        and(eq(userFeatureOverrides.userId, input.userId), eq(userFeatureOverrides.featureId, feature.id)),
      )
      .returning();
    if (!removed) throw notFound(OVERRIDE_NOT_FOUND);
    const changes = { from: auditShape(removed), to: null };
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: 'remove_feature_override',
        targetType: 'user',
        targetId: input.userId,
        meta: { featureKey: feature.key, ...changes },
      },
      {
        eventType: 'feature_override_changed',
        targetUserId: input.userId,
        targetType: 'feature',
        targetId: feature.id,
        changes,
        metadata: { action: 'override_removed', featureKey: feature.key },
      },
      info,
    );
    return { message: `${feature.name} override removed: the plan applies again.` };
  });
}
