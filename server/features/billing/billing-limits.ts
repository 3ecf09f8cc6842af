/** A per-IP limit, declared as the route's `config.rateLimit` (server/plugins/route-limits.ts). */
export interface RateWindow {
  max: number;
  timeWindow: string;
}

/**
 * The billing routes' per-IP limits, passed in by the composition root (server/app.ts). Public routes
 * that write a row or call Stripe (a checkout, the test checkout's Pay and Cancel, the return page's read
 * that asks Stripe) are limited so no one can flood the table or the Stripe account from one address.
 */
export interface BillingLimits {
  checkout: RateWindow;
  checkoutRead: RateWindow;
}

export const DEFAULT_BILLING_LIMITS: BillingLimits = {
  checkout: { max: 30, timeWindow: '10 minutes' },
  checkoutRead: { max: 120, timeWindow: '1 minute' },
};
