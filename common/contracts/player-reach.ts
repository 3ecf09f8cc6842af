import { z } from 'zod';
import { ROLES } from '../enums.ts';
import { customSlugError, normalizeCustomSlug } from '../profile-url.ts';

/**
 * The paid profile features (D114, D115, decisions §5): the custom profile URL and advanced analytics.
 */

/** PUT /api/players/{id}/profile-url: the address the player chooses (common/profile-url.ts rules). */
export const ProfileUrlInputSchema = z.strictObject({
  slug: z
    .string({ message: 'Enter the address you want.' })
    .max(200, 'Use at most 40 characters.')
    .transform(normalizeCustomSlug)
    .superRefine((slug, ctx) => {
      const error = customSlugError(slug);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
});
export type ProfileUrlInput = z.input<typeof ProfileUrlInputSchema>;

export const ProfileUrlResponseSchema = z.object({
  /** The profile's address now. */
  slug: z.string(),
  /** The address it had, which now redirects here (null when the slug did not change). */
  previousSlug: z.string().nullable(),
});
export type ProfileUrlResponse = z.infer<typeof ProfileUrlResponseSchema>;

export const ANALYTICS_RANGES = ['30', '90'] as const;
export const ANALYTICS_BUCKETS = ['day', 'week'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

export const AnalyticsQuerySchema = z.strictObject({
  /** The last 30 or 90 days, today included. */
  range: z.enum(ANALYTICS_RANGES, { message: 'Choose 30 or 90 days.' }).default('30'),
  /** Views per day or per week (weeks start on Monday); by default days for 30, weeks for 90. */
  bucket: z.enum(ANALYTICS_BUCKETS, { message: 'Choose day or week.' }).optional(),
});

/** Who viewed, by role: 'anonymous' is a signed-out visitor. Never a name (D115). */
export const VIEWER_GROUPS = [...ROLES, 'anonymous'] as const;
export type ViewerGroup = (typeof VIEWER_GROUPS)[number];

export const ProfileAnalyticsSchema = z.object({
  range: z.number(),
  bucket: z.enum(ANALYTICS_BUCKETS),
  /** The window, ISO dates (UTC days, as views are recorded). */
  from: z.string(),
  to: z.string(),
  /** Views in the window: one per viewer and day, as recorded. */
  totalViews: z.number(),
  /** Different viewers (signed-in accounts, or signed-out visitors by address and browser) in the window. */
  uniqueViewers: z.number(),
  /** Views in the window of the same length just before, for the trend. */
  previousViews: z.number(),
  /** One entry per day or week, oldest first; `start` is the bucket's first day inside the window. */
  series: z.array(z.object({ start: z.string(), views: z.number() })),
  /** Views per viewer role, every group listed (zero included), most first. */
  byRole: z.array(z.object({ role: z.enum(VIEWER_GROUPS), views: z.number() })),
});
export type ProfileAnalytics = z.infer<typeof ProfileAnalyticsSchema>;

/** GET /api/demo-profile: where the rich demo profile is, or null without demo data. */
export const DemoProfileSchema = z.object({ path: z.string().nullable() });
