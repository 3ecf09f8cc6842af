/** Plans and plan summaries as the API answers them, for the billing client's component tests. */
import type { SubscriptionSummary, TierWithFeatures } from '#common/contracts/subscriptions.ts';
import { FEATURES, featureLimitFor, TIERS } from '#common/tier-limits.ts';

/** The four tiers of decisions §5 as GET /api/subscriptions/tiers-with-features answers them (tests only). */
export const TIERS_WITH_FEATURES: TierWithFeatures[] = TIERS.map((tier, index) => ({
  id: `00000000-0000-4000-8000-00000000000${index + 1}`,
  slug: tier.name,
  name: tier.name,
  displayName: tier.displayName,
  description: tier.description,
  priceMonthly: tier.priceMonthly,
  priceYearly: tier.priceYearly,
  sortOrder: tier.sortOrder,
  stripePriceIdMonthly: null,
  stripePriceIdYearly: null,
  stripeProductId: null,
  features: FEATURES.map((feature) => {
    const access = featureLimitFor(tier.name, feature.key);
    return {
      featureKey: feature.key,
      featureName: feature.name,
      description: feature.description,
      enabled: access.enabled,
      limit: access.limit,
      isComingSoon: feature.isComingSoon,
    };
  }),
}));

export function tierNamed(name: string): TierWithFeatures {
  const tier = TIERS_WITH_FEATURES.find((t) => t.name === name);
  if (!tier) throw new Error(`no tier ${name}`);
  return tier;
}

/** A plan summary as GET /api/subscriptions/me answers it: the free plan unless `tier` says otherwise. */
export function summary(
  name = 'locker_room',
  overrides: Partial<SubscriptionSummary> = {},
): SubscriptionSummary {
  const tier = tierNamed(name);
  const paid = tier.priceMonthly > 0;
  return {
    tier: {
      id: tier.id,
      name: tier.name,
      displayName: tier.displayName,
      monthlyPrice: tier.priceMonthly,
      yearlyPrice: tier.priceYearly,
    },
    status: 'active',
    billingPeriod: 'monthly',
    amountCents: paid ? tier.priceMonthly : 0,
    currentPeriodStart: paid ? '2026-11-28T15:00:00.000Z' : null,
    currentPeriodEnd: paid ? '2026-12-28T15:00:00.000Z' : null,
    cancelAtPeriodEnd: false,
    maxPlayers: 3,
    playerCount: 1,
    couponCode: null,
    discountPercent: null,
    canManageBilling: paid,
    assignedByAdmin: false,
    ...overrides,
  };
}
