import type { DbOrTx } from '#server/db/client.ts';
import { subscriptionTiers } from '#server/db/schema/index.ts';
import { recordAudit } from '#server/lib/audit.ts';
import type { SubscriptionFacts, SubscriptionStatus } from './stripe-objects.ts';

/** What the fulfilment path (stripe-events.ts) knows of plans: the tiers, a plan's audit view and row, a change's cause. */

export type TierRow = Pick<
  typeof subscriptionTiers.$inferSelect,
  | 'id'
  | 'name'
  | 'displayName'
  | 'priceMonthly'
  | 'priceYearly'
  | 'stripePriceIdMonthly'
  | 'stripePriceIdYearly'
>;

export async function loadTiers(tx: DbOrTx): Promise<TierRow[]> {
  return tx
    .select({
      id: subscriptionTiers.id,
      name: subscriptionTiers.name,
      displayName: subscriptionTiers.displayName,
      priceMonthly: subscriptionTiers.priceMonthly,
      priceYearly: subscriptionTiers.priceYearly,
      stripePriceIdMonthly: subscriptionTiers.stripePriceIdMonthly,
      stripePriceIdYearly: subscriptionTiers.stripePriceIdYearly,
    })
    .from(subscriptionTiers);
}

/** The tier a subscription's price stands for: a tier's synced price id, else the tier its metadata names. */
export function tierForSubscription(tiers: TierRow[], facts: SubscriptionFacts): TierRow | undefined {
  const byPrice =
    facts.priceId === null
      ? undefined
      : tiers.find(
          (t) => t.stripePriceIdMonthly === facts.priceId || t.stripePriceIdYearly === facts.priceId,
        );
  return byPrice ?? tiers.find((t) => t.id === facts.metadata.tierId);
}

/** The fields of a plan an audit row compares. */
export interface PlanView {
  tier: string | null;
  status: SubscriptionStatus;
  billingPeriod: 'monthly' | 'yearly';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

export function planView(
  tiers: TierRow[],
  row: {
    tierId: string;
    status: SubscriptionStatus;
    billingPeriod: 'monthly' | 'yearly';
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  },
): PlanView {
  return {
    tier: tiers.find((t) => t.id === row.tierId)?.name ?? null,
    status: row.status,
    billingPeriod: row.billingPeriod,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

const sameView = (a: PlanView | null, b: PlanView) =>
  a !== null && (Object.keys(b) as (keyof PlanView)[]).every((k) => a[k] === b[k]);

/** One audit row per change of a plan: who, what (from, to), and from which event. */
export async function auditChange(
  tx: DbOrTx,
  target: { userId: string | null; type: 'user_subscription' | 'checkout_session'; id: string },
  from: PlanView | null,
  to: PlanView,
  cause: ChangeCause,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (sameView(from, to)) return;
  await recordAudit(tx, {
    eventType: 'subscription_changed',
    userId: cause.actorUserId,
    targetUserId: target.userId,
    targetType: target.type,
    targetId: target.id,
    changes: { from, to },
    metadata: { source: cause.source, eventId: cause.eventId, eventType: cause.eventType, ...extra },
  });
}

/** Where a change came from, as the audit row records it. */
export type BillingSource =
  | 'stripe_webhook'
  | 'test_checkout'
  | 'test_portal'
  | 'checkout_return'
  | 'checkout_attachment';

/** What the audit row of a change says about its cause. */
export interface ChangeCause {
  source: BillingSource;
  eventId: string | null;
  eventType: string | null;
  actorUserId: string | null;
}

/** A paid invoice of a subscription, as its receipt needs it (D246). */
export interface PaidInvoice {
  id: string;
  subscriptionId: string;
  amountPaidCents: number;
  paidAt: Date | null;
  period: { start: Date; end: Date } | null;
}

/** What a paid plan's row holds, whichever way it was granted (checkout, attachment). */
export interface PlanGrant {
  tierId: string;
  billingPeriod: 'monthly' | 'yearly';
  status: SubscriptionStatus;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  stripePriceId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  originalAmountCents: number | null;
  actualAmountCents: number | null;
  discountAmountCents: number | null;
  lastEventAt: Date | null;
}
