import { z } from 'zod';

/** The plan features a player's profile screen reads for its add buttons and switches. */

/**
 * What decided a feature's access (D248): the plan's tier, an administrator's override, or the feature
 * being not yet available. An override is not changed by a plan, so the screens offer no plan for it.
 * Absent reads as 'tier'.
 */
export const FeatureSourceSchema = z.enum(['tier', 'override', 'coming_soon']);
/** A counted feature as the profile screen needs it for its add buttons (limit: number, 'unlimited' or null). */
export const FeatureUsageSchema = z.object({
  hasAccess: z.boolean(),
  limit: z.union([z.number(), z.literal('unlimited')]).nullable(),
  used: z.number(),
  source: FeatureSourceSchema.optional(),
});
/** A switch feature: whether the player's plan (or a linked parent's) includes it. */
export const FeatureSwitchSchema = z.object({
  hasAccess: z.boolean(),
  source: FeatureSourceSchema.optional(),
});
export const PlayerFeaturesSchema = z.object({
  highlightClips: FeatureUsageSchema,
  upcomingEvents: FeatureUsageSchema,
  customProfileUrl: FeatureSwitchSchema,
  advancedAnalytics: FeatureSwitchSchema,
});
export type PlayerFeatures = z.infer<typeof PlayerFeaturesSchema>;
