import type { PaymentsMode } from '#common/contracts/subscriptions.ts';
import type { Env } from '#server/env.ts';

export type { PaymentsMode };

/**
 * How this server takes payments (decisions §6, D165): Stripe with STRIPE_SECRET_KEY; otherwise the local
 * test checkout, which gives plans away, so in production only when TEST_CHECKOUT=true names it. Outside
 * production it is on unless TEST_CHECKOUT=false. 'off': paid plans cannot be bought (checkout answers 503).
 */
export function paymentsModeOf(
  env: Pick<Env, 'NODE_ENV' | 'STRIPE_SECRET_KEY' | 'TEST_CHECKOUT'>,
): PaymentsMode {
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  if (env.TEST_CHECKOUT !== undefined) return env.TEST_CHECKOUT ? 'test' : 'off';
  return env.NODE_ENV === 'production' ? 'off' : 'test';
}

/** The answer to a checkout, a plan change or a billing page while payments are off (D165). */
export const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Please try again later.';
