import { count, eq } from 'drizzle-orm';
import type { SubscriptionSummary } from '#common/contracts/subscriptions.ts';
import { FREE_TIER, TIERS } from '#common/tier-limits.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { playerParents, players, subscriptionTiers, userSubscriptions } from '#server/db/schema/index.ts';
import { isPlanIn, SHOWN_STATUSES } from './plan-state.ts';

/** Decisions §5: without a subscription row a parent may manage 3 players. */
export const DEFAULT_MAX_PLAYERS = 3;

/** A yearly price that is missing reads as twelve times the monthly price (spec 1 §3). */
export function yearlyPriceOf(tier: { priceMonthly: number; priceYearly: number | null }): number {
  return tier.priceYearly ?? tier.priceMonthly * 12;
}

/** What one billing period of a tier costs, in cents. */
export function priceForCycle(
  tier: { priceMonthly: number; priceYearly: number | null },
  cycle: 'monthly' | 'yearly',
): number {
  return cycle === 'yearly' ? yearlyPriceOf(tier) : tier.priceMonthly;
}

/** How many players the user manages: a parent's linked children, or a player's own profile. */
export async function countPlayersOf(db: DbOrTx, userId: string): Promise<number> {
  const [[linked], [own]] = await Promise.all([
    db.select({ n: count() }).from(playerParents).where(eq(playerParents.parentUserId, userId)),
    db.select({ n: count() }).from(players).where(eq(players.userId, userId)),
  ]);
  return (linked?.n ?? 0) + (own?.n ?? 0);
}

/** The user's maxPlayers: the subscription row's value, or the default without one (decisions §5). */
export async function maxPlayersFor(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ maxPlayers: userSubscriptions.maxPlayers })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .limit(1);
  return row?.maxPlayers ?? DEFAULT_MAX_PLAYERS;
}

/**
 * The plan a user holds, as their own screens show it (GET /api/subscriptions/me, the parent account):
 * the row's tier while it stands, otherwise the free tier (no row, or a subscription that ended).
 */
export async function subscriptionSummaryFor(db: DbOrTx, userId: string): Promise<SubscriptionSummary> {
  const [[row], playerCount] = await Promise.all([
    db
      .select({ sub: userSubscriptions, tier: subscriptionTiers })
      .from(userSubscriptions)
      .innerJoin(subscriptionTiers, eq(subscriptionTiers.id, userSubscriptions.tierId))
      .where(eq(userSubscriptions.userId, userId))
      .limit(1),
    countPlayersOf(db, userId),
  ]);
  const maxPlayers = row?.sub.maxPlayers ?? DEFAULT_MAX_PLAYERS;
  if (row && isPlanIn(SHOWN_STATUSES, row.sub)) {
    const { sub, tier } = row;
    const listPrice = priceForCycle(tier, sub.billingPeriod);
    return {
      tier: {
        id: tier.id,
        name: tier.name,
        displayName: tier.displayName,
        monthlyPrice: tier.priceMonthly,
        yearlyPrice: yearlyPriceOf(tier),
      },
      status: sub.status,
      billingPeriod: sub.billingPeriod,
      amountCents: sub.actualAmountCents ?? listPrice,
      currentPeriodStart: sub.currentPeriodStart?.toISOString() ?? null,
      currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      maxPlayers,
      playerCount,
      couponCode: sub.couponCode,
      discountPercent: sub.discountPercent,
      canManageBilling: sub.stripeCustomerId !== null && tier.priceMonthly > 0,
      assignedByAdmin: isAssignedByAdmin(sub, tier),
    };
  }
  const [free] = await db
    .select()
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, FREE_TIER))
    .limit(1);
  const fallback = TIERS.find((t) => t.name === FREE_TIER)!;
  return {
    tier: {
      id: free?.id ?? '',
      name: FREE_TIER,
      displayName: free?.displayName ?? fallback.displayName,
      monthlyPrice: free?.priceMonthly ?? fallback.priceMonthly,
      yearlyPrice: free ? yearlyPriceOf(free) : fallback.priceYearly,
    },
    status: 'active',
    billingPeriod: 'monthly',
    amountCents: 0,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    maxPlayers,
    playerCount,
    couponCode: null,
    discountPercent: null,
    canManageBilling: false,
    assignedByAdmin: false,
  };
}

/**
 * D245: a paid tier with no subscription behind it (neither Stripe's nor the test checkout's ids) can only
 * have come from an administrator (assignManualPlan clears both ids); nothing is charged for it.
 */
export function isAssignedByAdmin(
  sub: { stripeSubscriptionId: string | null; stripeCustomerId: string | null },
  tier: { priceMonthly: number },
): boolean {
  return tier.priceMonthly > 0 && sub.stripeSubscriptionId === null && sub.stripeCustomerId === null;
}
