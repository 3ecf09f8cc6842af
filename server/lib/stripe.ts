import Stripe from 'stripe';

/**
 * Where the Stripe library sends its requests. Production leaves it empty (api.stripe.com over HTTPS);
 * tests point it at a local HTTP stand-in to assert what the library sends (issue 12).
 */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** The one Stripe client of the app, or null without STRIPE_SECRET_KEY (the local test checkout then). */
export function createStripe(
  secretKey: string | undefined,
  connection: StripeConnection = {},
): Stripe | null {
  if (!secretKey) return null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Rinkside' },
    ...connection,
  });
}

export type { Stripe };
