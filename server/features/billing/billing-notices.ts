import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { userSubscriptions, users } from '#server/db/schema/index.ts';
import {
  type PlanFacts,
  planCancelledEmail,
  planChangedEmail,
  planEndedEmail,
  planResumedEmail,
  type Recipient,
  receiptEmail,
} from '#server/lib/email/billing-templates.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { loadTiers, type PaidInvoice, type PlanGrant, type TierRow } from './plans.ts';
import { TERMINAL_STATUSES } from './stripe-objects.ts';

/** The billing e-mails of the fulfilment path (D246): receipts and the notices of a plan's changes. */

/** The local test checkout's subscriptions (test-mode.ts): nothing was charged for them. */
const isTestModeSubscription = (id: string | null) => id?.startsWith('sub_local_') ?? false;

/** Who the billing e-mails of a user's plan go to. */
export async function recipientOf(tx: DbOrTx, userId: string): Promise<Recipient | null> {
  const [row] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A plan row as the e-mails name it: tier, cycle and what one period costs (the list price without one). */
export function planFacts(
  tiers: TierRow[],
  row: { tierId: string; billingPeriod: 'monthly' | 'yearly'; actualAmountCents?: number | null },
): PlanFacts | null {
  const tier = tiers.find((t) => t.id === row.tierId);
  if (!tier) return null;
  const list =
    row.billingPeriod === 'yearly' ? (tier.priceYearly ?? tier.priceMonthly * 12) : tier.priceMonthly;
  return { tierName: tier.displayName, cycle: row.billingPeriod, cents: row.actualAmountCents ?? list };
}

/**
 * D246: the notices of a change to a user's plan, one per kind: it ended; its tier or billing cycle
 * changed; it was cancelled at period end, or that was undone.
 */
export async function noticePlanChange(
  tx: DbOrTx,
  tiers: TierRow[],
  userId: string,
  before: PlanRow,
  after: PlanRow,
  at: Date,
): Promise<void> {
  const to = await recipientOf(tx, userId);
  const fromPlan = planFacts(tiers, before);
  const toPlan = planFacts(tiers, after);
  if (!to || !fromPlan || !toPlan) return;
  const emails = [];
  if (TERMINAL_STATUSES.includes(after.status)) {
    emails.push(planEndedEmail(to, { plan: fromPlan, endedOn: at }));
  } else {
    if (before.tierId !== after.tierId || before.billingPeriod !== after.billingPeriod) {
      emails.push(
        planChangedEmail(to, { from: fromPlan, to: toPlan, appliesOn: at, renewsOn: after.currentPeriodEnd }),
      );
    }
    if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) {
      emails.push(planCancelledEmail(to, { plan: toPlan, endsOn: after.currentPeriodEnd }));
    } else if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd) {
      emails.push(planResumedEmail(to, { plan: toPlan, renewsOn: after.currentPeriodEnd }));
    }
  }
  for (const email of emails) await enqueueEmail(tx, { ...email, metadata: { userId } });
}

export type PlanRow = Pick<
  typeof userSubscriptions.$inferSelect,
  'tierId' | 'billingPeriod' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'actualAmountCents'
>;

/** A paid invoice of a user's subscription: its receipt. A guest's waiting checkout has no one to send to. */
export async function sendInvoiceReceipt(tx: DbOrTx, invoice: PaidInvoice, at: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, invoice.subscriptionId))
    .limit(1);
  if (!row) return;
  const tiers = await loadTiers(tx);
  const to = await recipientOf(tx, row.userId);
  const plan = planFacts(tiers, row);
  if (!to || !plan) return;
  await enqueueEmail(tx, {
    ...receiptEmail(to, {
      plan,
      amountPaidCents: invoice.amountPaidCents,
      paidOn: invoice.paidAt ?? at,
      period: invoice.period,
      reference: invoice.id,
      testMode: isTestModeSubscription(row.stripeSubscriptionId),
    }),
    metadata: { userId: row.userId },
  });
}

/** The receipt of a plan granted by a purchase (grantPlan, D246). */
export async function sendGrantReceipt(
  tx: DbOrTx,
  tiers: TierRow[],
  userId: string,
  grant: PlanGrant,
  extra: Record<string, unknown>,
): Promise<void> {
  const to = await recipientOf(tx, userId);
  const plan = planFacts(tiers, grant);
  if (to && plan) {
    const checkoutSessionId = extra.checkoutSessionId;
    await enqueueEmail(tx, {
      ...receiptEmail(to, {
        plan,
        amountPaidCents: grant.actualAmountCents ?? plan.cents,
        discountCents: grant.discountAmountCents,
        paidOn: grant.currentPeriodStart ?? new Date(),
        period:
          grant.currentPeriodStart && grant.currentPeriodEnd
            ? { start: grant.currentPeriodStart, end: grant.currentPeriodEnd }
            : null,
        reference:
          typeof checkoutSessionId === 'string' ? checkoutSessionId : (grant.stripeSubscriptionId ?? userId),
        testMode: isTestModeSubscription(grant.stripeSubscriptionId),
      }),
      metadata: { userId },
    });
  }
}
