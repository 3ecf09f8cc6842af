import { and, eq } from 'drizzle-orm';
import type { SubscriptionSummary } from '#common/contracts/subscriptions.ts';
import { holdsPlans } from '#common/roles.ts';
import type { Db } from '#server/db/client.ts';
import { subscriptionTiers, userSubscriptions, users } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { planChangedEmail } from '#server/lib/email/billing-templates.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { isPlanIn, STANDING_STATUSES } from './plan-state.ts';
import { DEFAULT_MAX_PLAYERS, priceForCycle, subscriptionSummaryFor } from './subscription-summary.ts';
import { PLAN_NOT_FOUND } from './tiers.service.ts';

export const MANUAL_PLAN_USER_NOT_FOUND = 'User not found';
export const PLANS_ARE_FOR_HOLDERS = 'Plans are for players and parents.';
export const PAYS_THROUGH_STRIPE =
  'This user pays through Stripe: cancel or change their plan in Stripe first.';

/** The local test checkout's subscriptions (billing/test-mode.ts): nothing is charged, so they may be replaced. */
const LOCAL_SUBSCRIPTION_PREFIX = 'sub_local_';

/**
 * A subscription Stripe still bills: a real Stripe id on a plan that stands (active, trialing, or past due,
 * which Stripe keeps retrying). Replacing that row would leave the family paying for a plan we no longer
 * show, so the admin must change it in Stripe, whose webhook then updates the row.
 */
function billedByStripe(row: typeof userSubscriptions.$inferSelect): boolean {
  const id = row.stripeSubscriptionId;
  return id !== null && !id.startsWith(LOCAL_SUBSCRIPTION_PREFIX) && isPlanIn(STANDING_STATUSES, row);
}

/**
 * POST /api/admin/users/:id/subscription (spec 3 §2 "Change Subscription Tier"): the admin assigns a tier,
 * replacing the user's subscription row with a complimentary one (active, monthly, amount 0, no Stripe ids,
 * no period). maxPlayers stays what the row had (the default without one), as a purchase keeps it
 * (billing's grantPlan). Only plan holders (D078); never over a plan Stripe bills. One transaction with the
 * audit rows.
 */
export async function assignManualPlan(
  db: Db,
  admin: { id: string },
  userId: string,
  tierId: string,
  info: RequestInfo,
): Promise<{ message: string; subscription: SubscriptionSummary }> {
  const message = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound(MANUAL_PLAN_USER_NOT_FOUND);
    if (!holdsPlans(user.role)) throw new AppError('CONFLICT', PLANS_ARE_FOR_HOLDERS);
    const [tier] = await tx
      .select()
      .from(subscriptionTiers)
      .where(and(eq(subscriptionTiers.id, tierId), eq(subscriptionTiers.isActive, true)))
      .limit(1);
    // A retired (inactive) tier is offered nowhere, so it cannot be assigned either.
    if (!tier) throw notFound(PLAN_NOT_FOUND);
    const [before] = await tx
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, userId))
      .for('update');
    if (before && billedByStripe(before)) throw new AppError('CONFLICT', PAYS_THROUGH_STRIPE);

    const manual = {
      tierId: tier.id,
      status: 'active' as const,
      billingPeriod: 'monthly' as const,
      stripeSubscriptionId: null,
      stripeCustomerId: null,
      stripePriceId: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      maxPlayers: before?.maxPlayers ?? DEFAULT_MAX_PLAYERS,
      couponCode: null,
      discountPercent: null,
      discountAmountCents: null,
      originalAmountCents: 0,
      actualAmountCents: 0,
      lastEventAt: null,
    };
    await tx
      .insert(userSubscriptions)
      .values({ userId, ...manual })
      .onConflictDoUpdate({ target: userSubscriptions.userId, set: { ...manual, updatedAt: new Date() } });

    const from = before
      ? {
          tierId: before.tierId,
          status: before.status,
          billingPeriod: before.billingPeriod,
          stripeSubscriptionId: before.stripeSubscriptionId,
        }
      : null;
    const to = { tierId: tier.id, tier: tier.name, status: 'active', billingPeriod: 'monthly' };
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: 'assign_tier',
        targetType: 'user',
        targetId: userId,
        meta: { from, to },
      },
      {
        eventType: 'subscription_changed',
        targetUserId: userId,
        targetType: 'user_subscription',
        targetId: userId,
        email: user.email,
        changes: { from, to },
        metadata: { source: 'admin', action: 'assign_tier', complimentary: true },
      },
      info,
    );
    // D246: an administrator's change of plan is a change like any other: the family is told.
    if (!before || before.tierId !== tier.id || !isPlanIn(STANDING_STATUSES, before)) {
      const [previous] = before
        ? await tx.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, before.tierId)).limit(1)
        : [];
      const standingBefore =
        before && previous && previous.priceMonthly > 0 && isPlanIn(STANDING_STATUSES, before);
      await enqueueEmail(tx, {
        ...planChangedEmail(user, {
          from:
            standingBefore && previous
              ? {
                  tierName: previous.displayName,
                  cycle: before.billingPeriod,
                  cents: before.actualAmountCents ?? priceForCycle(previous, before.billingPeriod),
                }
              : null,
          to: { tierName: tier.displayName, cycle: 'monthly', cents: tier.priceMonthly },
          appliesOn: new Date(),
          renewsOn: null,
          byAdministrator: true,
        }),
        metadata: { userId },
      });
    }
    return `${user.name} is now on ${tier.displayName}.`;
  });
  // Read after the commit: the summary runs its reads side by side, which one transaction cannot.
  return { message, subscription: await subscriptionSummaryFor(db, userId) };
}
