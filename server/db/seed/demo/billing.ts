import { subscriptionTiers, userSubscriptions } from '#server/db/schema/index.ts';
import type { DemoAccounts } from './accounts.ts';
import type { DemoContext } from './shared.ts';

/** The tiers by name; the subscriptions area's seed writes them before the demo (server/boot.ts). */
export async function loadTierIds(ctx: DemoContext): Promise<Map<string, string>> {
  const tierId = new Map(
    (
      await ctx.tx.select({ id: subscriptionTiers.id, name: subscriptionTiers.name }).from(subscriptionTiers)
    ).map((t) => [t.name, t.id]),
  );
  if (tierId.size === 0) throw new Error('demo data needs the subscription tiers: seed them first');
  return tierId;
}

/** The demo player's and the demo parent's paid plans. */
export async function seedSubscriptions(
  ctx: DemoContext,
  account: DemoAccounts,
  tierId: Map<string, string>,
) {
  const { tx, daysAgo, daysAhead } = ctx;
  await tx.insert(userSubscriptions).values({
    userId: account.PLAYER.id,
    tierId: tierId.get('first_line')!,
    billingPeriod: 'monthly',
    currentPeriodStart: daysAgo(10),
    currentPeriodEnd: daysAhead(20),
    originalAmountCents: 999,
    actualAmountCents: 999,
    // Paid through the local test checkout, so Manage Billing opens the local billing page.
    stripeSubscriptionId: 'sub_local_demo_player',
    stripeCustomerId: 'cus_local_demo_player',
  });
  await tx.insert(userSubscriptions).values({
    userId: account.PARENT.id,
    tierId: tierId.get('warm_up')!,
    billingPeriod: 'yearly',
    currentPeriodStart: daysAgo(30),
    currentPeriodEnd: daysAhead(335),
    originalAmountCents: 4990,
    actualAmountCents: 4990,
    stripeSubscriptionId: 'sub_local_demo_parent',
    stripeCustomerId: 'cus_local_demo_parent',
  });
}
