import { formatPrice } from '#client/lib/format.ts';
import type {
  BillingCycle,
  SubscriptionSummary,
  TierFeature,
  TierWithFeatures,
} from '#common/contracts/subscriptions.ts';
import { holdsPlans } from '#common/roles.ts';
import { FEATURED_TIER, limitLabel } from '#common/tier-limits.ts';

/** D165: what the pricing and billing pages say while the server takes no payments. */
export const PAYMENTS_OFF_TITLE = 'Payments are not available right now';
export const PAYMENTS_OFF_TEXT =
  'Paid plans cannot be bought or changed at the moment, and nothing is charged. Everything on the free Locker Room plan works as usual; please come back later to upgrade.';

/** Spec 1 §2: the toggle's badge text; decisions §5 prices make yearly ten times monthly. */
export const SAVINGS_BADGE = 'Save up to 17%';

/** What one cycle of a tier costs, in cents (yearly is never missing in the contract). */
export function tierPrice(tier: Pick<TierWithFeatures, 'priceMonthly' | 'priceYearly'>, cycle: BillingCycle) {
  return cycle === 'yearly' ? tier.priceYearly : tier.priceMonthly;
}

/** Spec 1 §3: a monthly price of 0 is the free tier. */
export function isFreeTier(tier: Pick<TierWithFeatures, 'priceMonthly'>): boolean {
  return tier.priceMonthly === 0;
}

/** Spec 1 §9: dollars with two decimals; 0 is "Free". */
export function priceLabel(cents: number): string {
  return cents === 0 ? 'Free' : formatPrice(cents);
}

export function periodLabel(cycle: BillingCycle): string {
  return cycle === 'yearly' ? 'per year' : 'per month';
}

/** Spec 1 §2: the savings badge shows when some tier's yearly price is below twelve times its monthly one. */
export function hasYearlySavings(tiers: readonly Pick<TierWithFeatures, 'priceMonthly' | 'priceYearly'>[]) {
  return tiers.some((t) => t.priceMonthly > 0 && t.priceYearly < 12 * t.priceMonthly);
}

/** Cents saved a year by paying yearly (0 when yearly saves nothing). */
export function yearlySavingsCents(tier: Pick<TierWithFeatures, 'priceMonthly' | 'priceYearly'>): number {
  return Math.max(0, 12 * tier.priceMonthly - tier.priceYearly);
}

export function isFeaturedTier(tier: Pick<TierWithFeatures, 'slug'>): boolean {
  return tier.slug === FEATURED_TIER;
}

/** Spec 1 §2: coming-soon features are never shown on the pricing page. */
export function visibleFeatures(features: readonly TierFeature[]): TierFeature[] {
  return features.filter((f) => !f.isComingSoon);
}

/** Spec 1 §2: the limit text of an enabled feature; null for a disabled one (it is struck through). */
export function limitText(feature: Pick<TierFeature, 'enabled' | 'limit'>): string | null {
  return limitLabel(feature.enabled, feature.limit);
}

/**
 * What a tier card's button does:
 * - `current`: the plan the signed-in user holds (Current Plan, disabled);
 * - `free`: Get Started Free (spec 1 §6: a link, no checkout);
 * - `change`: a paid subscriber's other paid plans open Manage Billing, never a second checkout;
 * - `checkout`: Upgrade Now when signed in, otherwise Select Plan;
 * - `unavailable`: a signed-in recruiter, organization or admin account holds no plan (D078), or the
 *   server takes no payments now (D165: production without Stripe keys), for every paid plan.
 */
export type PlanAction =
  | { kind: 'current'; label: 'Current Plan' }
  | { kind: 'free'; label: 'Get Started Free' }
  | { kind: 'change'; label: 'Change Plan' }
  | { kind: 'checkout'; label: 'Upgrade Now' | 'Select Plan' }
  | { kind: 'unavailable'; label: 'Players & Parents Only' | 'Payments Unavailable' };

export function planAction(
  tier: Pick<TierWithFeatures, 'id' | 'priceMonthly'>,
  viewer: {
    isSignedIn: boolean;
    /** The signed-in user's role; only players and parents hold plans. */
    role?: string;
    /** The signed-in user's plan; undefined for a guest or while it loads. */
    subscription?: Pick<SubscriptionSummary, 'tier' | 'canManageBilling'>;
    /** The server takes no payments now (the pricing data says payments: 'off'). */
    paymentsOff?: boolean;
  },
): PlanAction {
  if (viewer.isSignedIn && viewer.role !== undefined && !holdsPlans(viewer.role)) {
    return { kind: 'unavailable', label: 'Players & Parents Only' };
  }
  const current = viewer.isSignedIn ? viewer.subscription : undefined;
  if (current && current.tier.id === tier.id) return { kind: 'current', label: 'Current Plan' };
  if (isFreeTier(tier)) return { kind: 'free', label: 'Get Started Free' };
  if (viewer.paymentsOff) return { kind: 'unavailable', label: 'Payments Unavailable' };
  if (current?.canManageBilling && current.tier.monthlyPrice > 0) {
    return { kind: 'change', label: 'Change Plan' };
  }
  return { kind: 'checkout', label: viewer.isSignedIn ? 'Upgrade Now' : 'Select Plan' };
}
