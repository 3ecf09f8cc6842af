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

type Cycle = SubscriptionSummary['billingPeriod'];

/** One billing period after `start` (a month, or a year), as Stripe counts it (UTC calendar). */
export function periodEndFrom(start: Date, cycle: Cycle): Date {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** A tier's two list prices, in cents. */
export interface TierPrices {
  monthlyPrice: number;
  yearlyPrice: number;
}

/** What a change of plan or billing cycle does, before it is confirmed (D244). */
export interface PlanChangeQuote {
  /** What one period costs now (after any discount), and at which cycle. */
  from: { cents: number; cycle: Cycle };
  /** What one period costs after the change (the list price: a coupon does not carry over). */
  to: { cents: number; cycle: Cycle };
  /**
   * to minus from, per `per`: per the shared cycle, or per year when the cycle changes (twelve months
   * against one year), so the two prices are compared over the same time.
   */
  difference: { cents: number; per: Cycle };
  /** The change applies at once. */
  appliesOn: Date;
  /** A new cycle starts a new period now and charges its price now; a new tier keeps the period. */
  chargedNowCents: number | null;
  /** The next renewal after the change (null when the current period's end is unknown). */
  renewsOn: Date | null;
}

const perYear = (cents: number, cycle: Cycle) => (cycle === 'yearly' ? cents : cents * 12);

/**
 * D244, the one rule of a plan change on the local billing page, used by the server to apply it and by
 * the page to confirm it: a new billing cycle starts a new period today, charged in full today (as Stripe
 * does when the interval changes); a new tier at the same cycle applies today and keeps the period's end.
 */
export function quotePlanChange(
  current: { cents: number; cycle: Cycle; currentPeriodEnd: Date | null },
  target: { tier: TierPrices; cycle: Cycle },
  now: Date,
): PlanChangeQuote {
  const toCents = target.cycle === 'yearly' ? target.tier.yearlyPrice : target.tier.monthlyPrice;
  const newPeriod = target.cycle !== current.cycle || current.currentPeriodEnd === null;
  const sameCycle = target.cycle === current.cycle;
  return {
    from: { cents: current.cents, cycle: current.cycle },
    to: { cents: toCents, cycle: target.cycle },
    difference: sameCycle
      ? { cents: toCents - current.cents, per: target.cycle }
      : { cents: perYear(toCents, target.cycle) - perYear(current.cents, current.cycle), per: 'yearly' },
    appliesOn: now,
    chargedNowCents: sameCycle ? null : toCents,
    renewsOn: newPeriod ? periodEndFrom(now, target.cycle) : current.currentPeriodEnd,
  };
}
