import type { BadgeVariant } from '#client/components/ui/badge.tsx';
import { formatPrice } from '#client/lib/format.ts';
import type { SubscriptionSummary, Tier, UserFeature } from '#common/contracts/subscriptions.ts';
import { shownPlanPriceCents } from '#common/plan-price.ts';
import { featureLimitFor, limitLabel, TIER_NAMES } from '#common/tier-limits.ts';
import { eventLabel } from '../../lib/admin-format.ts';

/** The Change Subscription Tier option: "First Line — $9.99/mo", "Locker Room — Free". */
export function tierOptionLabel(tier: Pick<Tier, 'displayName' | 'priceMonthly'>): string {
  const price = tier.priceMonthly === 0 ? 'Free' : `${formatPrice(tier.priceMonthly)}/mo`;
  return `${tier.displayName} — ${price}`;
}

/** "$9.99 per month", "$99.90 per year", or "Free" on a free tier. */
export function subscriptionPriceText(
  subscription: Pick<SubscriptionSummary, 'tier' | 'amountCents' | 'billingPeriod' | 'assignedByAdmin'>,
): string {
  if (subscription.tier.monthlyPrice === 0) return 'Free';
  // D245: an assigned plan reads at the tier's price, not "$0.00".
  return `${formatPrice(shownPlanPriceCents(subscription))} per ${subscription.billingPeriod === 'yearly' ? 'year' : 'month'}`;
}

/** Spec 3 §2: the subscription status badge, active highlighted and the others outline. */
export function subscriptionStatusBadge(status: SubscriptionSummary['status']): {
  label: string;
  variant: BadgeVariant;
} {
  // The same words rule as event types: 'past_due' -> 'Past Due'.
  return { label: eventLabel(status), variant: status === 'active' ? 'success' : 'outline' };
}

/** The current limit of a feature for this user: 'Unlimited', 'Up to 3', 'Included' or 'Off'. */
export function featureLimitText(feature: Pick<UserFeature, 'hasAccess' | 'limit'>): string {
  return limitLabel(feature.hasAccess, feature.limit) ?? 'Off';
}

/**
 * Spec 3 §2: a feature with a numeric or unlimited limit in any tier is set with the Off / 1 / 3 /
 * Unlimited select (spec 3 §9); the others are on/off switches.
 */
export function isCountedFeature(featureKey: string): boolean {
  return TIER_NAMES.some((tier) => featureLimitFor(tier, featureKey).limit !== null);
}

export const LIMIT_CHOICES = [
  { value: 'off', label: 'Off' },
  { value: '1', label: '1' },
  { value: '3', label: '3' },
  { value: 'unlimited', label: 'Unlimited' },
] as const;
export type LimitChoice = (typeof LIMIT_CHOICES)[number]['value'];

/** The select's value for what the user has now; a plan limit outside the choices (2, 5) is its number. */
export function limitChoiceOf(feature: Pick<UserFeature, 'hasAccess' | 'limit'>): string {
  if (!feature.hasAccess) return 'off';
  if (feature.limit === 'unlimited' || feature.limit === null) return 'unlimited';
  return String(feature.limit);
}

/** The override a choice sends: Off is disabled without a limit, a number or 'unlimited' is enabled. */
export function overrideForChoice(choice: LimitChoice): {
  enabled: boolean;
  limit: number | 'unlimited' | null;
} {
  if (choice === 'off') return { enabled: false, limit: null };
  if (choice === 'unlimited') return { enabled: true, limit: 'unlimited' };
  return { enabled: true, limit: Number(choice) };
}

export function isLimitChoice(value: string): value is LimitChoice {
  return LIMIT_CHOICES.some((c) => c.value === value);
}
