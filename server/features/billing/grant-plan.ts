import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { userSubscriptions } from '#server/db/schema/index.ts';
import { sendGrantReceipt } from './billing-notices.ts';
import { auditChange, type ChangeCause, loadTiers, type PlanGrant, planView } from './plans.ts';

/**
 * Gives a user a purchased plan: their one user_subscriptions row takes the new subscription (a new
 * purchase replaces whatever the row held), with an audit row. maxPlayers and coupon fields stay.
 */
export async function grantPlan(
  tx: DbOrTx,
  userId: string,
  grant: PlanGrant,
  cause: ChangeCause,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const tiers = await loadTiers(tx);
  const [before] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, userId))
    .for('update');
  await tx
    .insert(userSubscriptions)
    .values({ userId, ...grant })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: { ...grant, updatedAt: new Date() } });
  await auditChange(
    tx,
    { userId, type: 'user_subscription', id: userId },
    before ? planView(tiers, before) : null,
    planView(tiers, grant),
    cause,
    extra,
  );
  // D246: every purchase is a payment, with its receipt (a guest's when the plan reaches their account).
  await sendGrantReceipt(tx, tiers, userId, grant, extra);
}
