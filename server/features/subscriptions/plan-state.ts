import { and, inArray, sql } from 'drizzle-orm';
import { userSubscriptions } from '#server/db/schema/index.ts';

/**
 * When a subscription row stands for its tier, in one place (D079):
 * - PAYING: the tier's features are granted (decisions §5: grant only what is paid for);
 * - STANDING: the plan still stands, so a second checkout is refused (a past-due plan is being retried);
 * - SHOWN: the user's own screens show the plan and its status (so a family can fix a card).
 * A plan cancelled at period end has lapsed once that period is over, whatever its status says, so the
 * local test checkout (which has no Stripe to send the deletion) ends on time too.
 */
export const PAYING_STATUSES = ['active', 'trialing'] as const;
export const STANDING_STATUSES = ['active', 'trialing', 'past_due'] as const;
export const SHOWN_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'] as const;

type Statuses = typeof PAYING_STATUSES | typeof STANDING_STATUSES | typeof SHOWN_STATUSES;

/** SQL: the user_subscriptions row is in one of `statuses` and has not lapsed. */
export function planIn(statuses: Statuses) {
  return and(
    inArray(userSubscriptions.status, statuses),
    sql`not (${userSubscriptions.cancelAtPeriodEnd} and ${userSubscriptions.currentPeriodEnd} is not null and ${userSubscriptions.currentPeriodEnd} <= now())`,
  );
}

/** The same rule for a row already read. */
export function isPlanIn(
  statuses: Statuses,
  row: { status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null },
  now: Date = new Date(),
): boolean {
  const lapsed = row.cancelAtPeriodEnd && row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  return (statuses as readonly string[]).includes(row.status) && !lapsed;
}
