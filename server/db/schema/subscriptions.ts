import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { billingPeriodEnum, subscriptionStatusEnum } from './enums.ts';

/** Prices in cents (spec 3 §9). */
export const subscriptionTiers = pgTable('subscription_tiers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('subscription_tiers_name_unique'),
  displayName: text('display_name').notNull(),
  description: text('description'),
  priceMonthly: integer('price_monthly').notNull().default(0),
  // Null reads as twelve times the monthly price (spec 1 §8).
  priceYearly: integer('price_yearly'),
  stripePriceIdMonthly: text('stripe_price_id_monthly'),
  stripePriceIdYearly: text('stripe_price_id_yearly'),
  stripeProductId: text('stripe_product_id'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const features = pgTable('features', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique('features_key_unique'),
  name: text('name').notNull(),
  description: text('description'),
  category: text('category'),
  isComingSoon: boolean('is_coming_soon').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** limit: 'unlimited', a number as text, or null for an on/off feature (common/tier-limits.ts). */
export const tierFeatures = pgTable(
  'tier_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    limit: text('limit'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('tier_features_tier_feature_unique').on(t.tierId, t.featureId)],
);

/** At most one row per user: the current subscription. No row means locker_room (decisions §5). */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique('user_subscriptions_user_id_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id, { onDelete: 'restrict' }),
    status: subscriptionStatusEnum('status').notNull().default('active'),
    billingPeriod: billingPeriodEnum('billing_period').notNull().default('monthly'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    stripePriceId: text('stripe_price_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** How many child profiles a parent may manage (decisions §5). */
    maxPlayers: integer('max_players').notNull().default(3),
    couponCode: text('coupon_code'),
    discountPercent: integer('discount_percent'),
    discountAmountCents: integer('discount_amount_cents'),
    originalAmountCents: integer('original_amount_cents'),
    actualAmountCents: integer('actual_amount_cents'),
    /**
     * When the newest Stripe event applied to this row was created (Stripe's own clock), so an older event
     * delivered late never overwrites a newer state (D076).
     */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_subscriptions_tier_idx').on(t.tierId),
    index('user_subscriptions_stripe_subscription_idx').on(t.stripeSubscriptionId),
  ],
);

/** An admin's per-user exception; it beats the tier (decisions §5). */
export const userFeatureOverrides = pgTable(
  'user_feature_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    limit: text('limit'),
    adminNotes: text('admin_notes'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_feature_overrides_user_feature_unique').on(t.userId, t.featureId)],
);

/** Stripe webhook events already applied, so a redelivery is a no-op (decisions §6). */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkout sessions (Stripe or the local test checkout). A guest's paid session is attached to the
 * account that registers or logs in with its id, once (decisions §6).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id').notNull().unique('checkout_sessions_session_id_unique'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => subscriptionTiers.id, { onDelete: 'restrict' }),
    billingPeriod: billingPeriodEnum('billing_period').notNull().default('monthly'),
    /** open, complete, expired or canceled. */
    status: text('status').notNull().default('open'),
    paid: boolean('paid').notNull().default(false),
    /** What the session costs per billing period, in cents, when it was created. */
    amountCents: integer('amount_cents').notNull().default(0),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /**
     * The subscription the paid session created, kept here until an account holds it: a guest's purchase
     * waits on this row for the account that registers or logs in with the session id (decisions §6).
     */
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    stripePriceId: text('stripe_price_id'),
    subscriptionStatus: subscriptionStatusEnum('subscription_status'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId),
    index('checkout_sessions_stripe_subscription_idx').on(t.stripeSubscriptionId),
  ],
);
