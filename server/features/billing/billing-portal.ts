import { eq } from 'drizzle-orm';
import { homePathForRole } from '#common/roles.ts';
import { userSubscriptions } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { PAYMENTS_UNAVAILABLE } from '#server/lib/payments.ts';
import { paymentProviderError } from '#server/lib/stripe.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { type BillingContext, NO_PAID_PLAN } from './checkout.service.ts';

/** The local billing page of H3's client (switch cycle or plan, cancel at period end). */
export const LOCAL_BILLING_PATH = '/billing';

/**
 * "Manage billing": a Stripe Billing Portal session for the subscriber's customer (returning to their
 * home), or the local billing page without keys. Only a plan bought through a checkout has a customer.
 */
export async function openBillingPortal(ctx: BillingContext, user: AuthUser): Promise<{ url: string }> {
  const [row] = await ctx.db
    .select({ customerId: userSubscriptions.stripeCustomerId })
    .from(userSubscriptions)
    .where(eq(userSubscriptions.userId, user.id))
    .limit(1);
  const customerId = row?.customerId;
  if (!customerId) throw new AppError('CONFLICT', NO_PAID_PLAN);
  if (!ctx.stripe) {
    // D165: the local billing page changes plans for free; not while payments are off.
    if (ctx.payments === 'off') throw new AppError('UNAVAILABLE', PAYMENTS_UNAVAILABLE);
    return { url: LOCAL_BILLING_PATH };
  }
  // A plan from the local test checkout is no Stripe customer: Stripe's portal cannot show it.
  if (customerId.startsWith('cus_local_')) throw new AppError('CONFLICT', NO_PAID_PLAN);
  try {
    const portal = await ctx.stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${ctx.appUrl}${homePathForRole(user.role)}`,
    });
    return { url: portal.url };
  } catch (err) {
    throw paymentProviderError(
      err,
      ctx.log,
      'The payment provider could not open billing. Please try again in a moment.',
    );
  }
}
