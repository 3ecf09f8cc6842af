import type { BadgeVariant } from '#client/components/ui/badge.tsx';
import { formatDate } from '#client/lib/format.ts';
import type { SubscriptionSummary } from '#common/contracts/subscriptions.ts';
import { shownPlanPriceCents } from '#common/plan-price.ts';
import { periodLabel, priceLabel } from './pricing.ts';

const STATUS: Record<SubscriptionSummary['status'], { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  trialing: { label: 'Trial', variant: 'success' },
  past_due: { label: 'Past Due', variant: 'destructive' },
  unpaid: { label: 'Unpaid', variant: 'destructive' },
  incomplete: { label: 'Incomplete', variant: 'outline' },
  incomplete_expired: { label: 'Expired', variant: 'outline' },
  canceled: { label: 'Canceled', variant: 'outline' },
};

/** A plan's status as a badge. */
export function planStatusBadge(status: SubscriptionSummary['status']): {
  label: string;
  variant: BadgeVariant;
} {
  return STATUS[status];
}

export function isPaidPlan(subscription: Pick<SubscriptionSummary, 'tier'>): boolean {
  return subscription.tier.monthlyPrice > 0;
}

/**
 * "$99.90 per year", or "Free" on the free plan (spec 2 §2: price 0 is 'Free'). A plan an administrator
 * assigned reads at its tier's price (D245), not the $0.00 nobody is charged.
 */
export function planPriceText(
  subscription: Pick<SubscriptionSummary, 'tier' | 'amountCents' | 'billingPeriod' | 'assignedByAdmin'>,
) {
  if (!isPaidPlan(subscription)) return { price: 'Free', period: null };
  return {
    price: priceLabel(shownPlanPriceCents(subscription)),
    period: periodLabel(subscription.billingPeriod),
  };
}

/** D245: the line under a plan an administrator assigned. */
export const ASSIGNED_BY_ADMIN_TEXT = 'Assigned by an administrator: you are not charged for it.';

/** "Renews on Nov 28, 2026", or "Ends on ..." when the plan is cancelled at period end; null without a date. */
export function planDateText(
  subscription: Pick<SubscriptionSummary, 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'tier'>,
): string | null {
  if (!isPaidPlan(subscription) || !subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}
