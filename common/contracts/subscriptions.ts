import { z } from 'zod';
import { BILLING_PERIODS, SUBSCRIPTION_STATUSES } from '../enums.ts';
import { CONTROL_MESSAGE, hasNoControl } from './text.ts';

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

// ---------------------------------------------------------------------------------------------------
// Tiers, checkout, the subscription a user holds, admin changes (spec 1 §2, §7; spec 3).
// ---------------------------------------------------------------------------------------------------

export const BillingCycleSchema = z.enum(BILLING_PERIODS, {
  message: 'Billing cycle must be monthly or yearly',
});
export type BillingCycle = z.infer<typeof BillingCycleSchema>;

/** One feature as a tier grants it (spec 1 §3 "Tier"). */
export const TierFeatureSchema = z.object({
  featureKey: z.string(),
  featureName: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  limit: FeatureLimitValueSchema,
  isComingSoon: z.boolean(),
});
export type TierFeature = z.infer<typeof TierFeatureSchema>;

/** A subscription tier. Prices in cents; priceYearly is never missing here (twelve times monthly then). */
export const TierSchema = z.object({
  id: z.string(),
  /** The tier's name, as the spec's slug (locker_room, warm_up, first_line, all_star). */
  slug: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  priceMonthly: z.number().int(),
  priceYearly: z.number().int(),
  sortOrder: z.number().int(),
  /** Spec 3: 'Synced' when a monthly Stripe price id exists. */
  stripePriceIdMonthly: z.string().nullable(),
  stripePriceIdYearly: z.string().nullable(),
  stripeProductId: z.string().nullable(),
});
export type Tier = z.infer<typeof TierSchema>;

export const TierWithFeaturesSchema = TierSchema.extend({ features: z.array(TierFeatureSchema) });
export type TierWithFeatures = z.infer<typeof TierWithFeaturesSchema>;

export const TiersResponseSchema = z.object({ tiers: z.array(TierSchema) });

/**
 * How the server takes payments (decisions §6, D165): Stripe; the local test checkout (no card is
 * charged); or off (production without Stripe keys: paid plans cannot be bought for now).
 */
export const PaymentsModeSchema = z.enum(['stripe', 'test', 'off']);
export type PaymentsMode = z.infer<typeof PaymentsModeSchema>;

export const TiersWithFeaturesResponseSchema = z.object({
  tiers: z.array(TierWithFeaturesSchema),
  /** The pricing and billing pages disable checkout and say so when this is 'off'. */
  payments: PaymentsModeSchema,
});
export type TiersWithFeaturesResponse = z.infer<typeof TiersWithFeaturesResponseSchema>;
export const TierResponseSchema = z.object({ tier: TierSchema });

export const TierParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id' }) });

const cents = (label: string) =>
  z
    .number({ message: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too high`);

/** Spec 3 §5 "Tier price edit": cents, not negative; a missing yearly price reads as 12 x monthly (null clears it). */
export const UpdateTierInputSchema = z
  .strictObject({
    monthlyPrice: cents('Monthly price').optional(),
    yearlyPrice: cents('Yearly price').nullable().optional(),
  })
  .refine((v) => v.monthlyPrice !== undefined || v.yearlyPrice !== undefined, {
    message: 'Send a monthly or a yearly price',
  });
export type UpdateTierInput = z.infer<typeof UpdateTierInputSchema>;

/** The plan a user holds, as their own screens show it (parent Subscription tab, account page, billing page). */
export const SubscriptionSummarySchema = z.object({
  tier: z.object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    /** Cents; 0 is shown as 'Free'. */
    monthlyPrice: z.number().int(),
    yearlyPrice: z.number().int(),
  }),
  /** The row's status; 'active' on the free plan (no row, or a subscription that ended). */
  status: z.enum(SUBSCRIPTION_STATUSES),
  billingPeriod: BillingCycleSchema,
  /** What one billing period costs, in cents (after any discount); 0 on the free plan. */
  amountCents: z.number().int(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  maxPlayers: z.number().int(),
  /** How many players the user manages now (a parent's children; a player's own profile). */
  playerCount: z.number().int(),
  couponCode: z.string().nullable(),
  discountPercent: z.number().nullable(),
  /** A paid plan billed through Stripe (or the local test checkout): "Manage billing" applies. */
  canManageBilling: z.boolean(),
  /**
   * D245: a paid tier an administrator assigned (no Stripe or test-checkout subscription behind it): shown
   * at the tier's price with "Assigned by an administrator", never as "$0.00".
   */
  assignedByAdmin: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;
export const MySubscriptionResponseSchema = z.object({ subscription: SubscriptionSummarySchema });

const FeatureKeyInputSchema = z.string().trim().min(1, 'Feature is required').max(100);

/** An override's limit: a whole number, 'unlimited', or null (an on/off feature, or no cap). */
export const OverrideLimitSchema = z
  .union([
    z.number().int('Limit must be a whole number').min(0, 'Limit cannot be negative').max(10_000),
    z.literal('unlimited'),
  ])
  .nullable();

export const SetFeatureOverrideInputSchema = z.strictObject({
  userId: z.uuid({ message: 'Not a valid id' }),
  featureKey: FeatureKeyInputSchema,
  enabled: z.boolean({ message: 'enabled must be true or false' }),
  limit: OverrideLimitSchema.optional(),
  adminNotes: z
    .string()
    .trim()
    .max(1000, 'Keep the note under 1000 characters')
    .refine(hasNoControl, CONTROL_MESSAGE)
    .nullable()
    .optional(),
});
export type SetFeatureOverrideInput = z.infer<typeof SetFeatureOverrideInputSchema>;

export const RemoveFeatureOverrideInputSchema = z.strictObject({
  userId: z.uuid({ message: 'Not a valid id' }),
  featureKey: FeatureKeyInputSchema,
});

/** Spec 3 §3 "Feature override": limitOverride is the same value under the name the admin screen reads. */
export const FeatureOverrideSchema = z.object({
  userId: z.string(),
  featureKey: z.string(),
  enabled: z.boolean(),
  limit: FeatureLimitValueSchema,
  limitOverride: FeatureLimitValueSchema,
  adminNotes: z.string().nullable(),
});
export const FeatureOverrideResponseSchema = z.object({ override: FeatureOverrideSchema });

export const SeedSubscriptionsResponseSchema = z.object({
  message: z.string(),
  tiers: z.number().int(),
  features: z.number().int(),
});

export const SubscriptionMessageResponseSchema = z.object({ message: z.string() });

// --- Checkout and billing (Stripe, or the local test checkout without keys: decisions §6) ---

export const CreateCheckoutSessionInputSchema = z.strictObject({
  tierId: z.uuid({ message: 'Not a valid plan' }),
  billingCycle: BillingCycleSchema,
});
export type CreateCheckoutSessionInput = z.infer<typeof CreateCheckoutSessionInputSchema>;

/** Where to send the browser: Stripe's hosted page, the local test checkout, or the billing portal. */
export const RedirectUrlResponseSchema = z.object({ url: z.string() });

export const CheckoutSessionParamsSchema = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, 'Not a valid checkout session'),
});

/** A checkout session as the buyer's pages show it (no personal data: the id is the only key). */
export const CheckoutSessionSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'complete', 'expired', 'canceled']),
  paid: z.boolean(),
  tier: z.object({ name: z.string(), displayName: z.string() }),
  billingCycle: BillingCycleSchema,
  amountCents: z.number().int(),
  /** The purchase belongs to an account (a guest's waits until they register or log in). */
  attached: z.boolean(),
  /** The local test checkout (no Stripe keys): no card is charged. */
  testMode: z.boolean(),
});
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;
export const CheckoutSessionResponseSchema = z.object({ checkoutSession: CheckoutSessionSchema });

/** Stripe's webhook gets this answer once the event is verified and applied (or was applied before). */
export const WebhookReceivedResponseSchema = z.object({ received: z.literal(true) });

/** The local billing page's change: another plan or cycle, or cancel/resume at period end. */
export const TestPortalUpdateInputSchema = z
  .strictObject({
    tierId: z.uuid({ message: 'Not a valid plan' }).optional(),
    billingCycle: BillingCycleSchema.optional(),
    cancelAtPeriodEnd: z.boolean().optional(),
  })
  .refine(
    (v) => v.tierId !== undefined || v.billingCycle !== undefined || v.cancelAtPeriodEnd !== undefined,
    {
      message: 'Nothing to change',
    },
  );
export type TestPortalUpdateInput = z.infer<typeof TestPortalUpdateInputSchema>;
