import { z } from 'zod';

/** Contracts of feature access (spec 2 §3 "Feature access for a user", decisions §5). */

/** A number, 'unlimited', or null for an on/off feature (common/tier-limits.ts). */
export const FeatureLimitValueSchema = z.union([z.number(), z.literal('unlimited')]).nullable();

export const UserFeatureSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  limit: FeatureLimitValueSchema,
  /** How many are in use across the user's players (own profile and linked children); null when not counted. */
  used: z.number().nullable(),
  hasAccess: z.boolean(),
  isComingSoon: z.boolean(),
});
export type UserFeature = z.infer<typeof UserFeatureSchema>;

export const UserFeaturesResponseSchema = z.object({
  features: z.array(UserFeatureSchema),
  currentTier: z.object({ name: z.string(), displayName: z.string() }),
});
export type UserFeaturesResponse = z.infer<typeof UserFeaturesResponseSchema>;

export const UserIdParamsSchema = z.object({ userId: z.uuid({ message: 'Not a valid id' }) });
