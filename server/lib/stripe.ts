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

/** How old a signed webhook may be, in seconds (Stripe's own default): older deliveries are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook delivery's signature over the raw body and answers the event it carries. Throws
 * (Stripe's signature error) on a missing or wrong signature, an altered body or an old timestamp.
 * Static: it needs the signing secret only, not an API key.
 */
export function verifyStripeWebhook(rawBody: Uint8Array, signature: string, secret: string): unknown {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
}

/** Whether an error came from the Stripe library (an API answer or a connection failure). */
export function isStripeError(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  return error instanceof Stripe.errors.StripeError;
}

export type { Stripe };
