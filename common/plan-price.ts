import type { SubscriptionSummary } from './contracts/subscriptions.ts';

/**
 * The price a plan shows for one billing period, in cents: what is charged (after any discount), except
 * a plan an administrator assigned, which reads at its tier's list price (D245) rather than the $0.00
 * nobody pays. The billing screens and the admin user page both show it through this function.
 */
export function shownPlanPriceCents(
  subscription: Pick<SubscriptionSummary, 'tier' | 'amountCents' | 'billingPeriod' | 'assignedByAdmin'>,
): number {
  if (!subscription.assignedByAdmin) return subscription.amountCents;
  return subscription.billingPeriod === 'yearly'
    ? subscription.tier.yearlyPrice
    : subscription.tier.monthlyPrice;
}
