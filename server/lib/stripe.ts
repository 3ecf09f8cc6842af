import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { BillingCycle } from '#common/contracts/subscriptions.ts';
import { AppError } from './errors.ts';

/**
 * Where the Stripe library sends its requests. Production leaves it empty (api.stripe.com over HTTPS);
 * tests point it at a local HTTP stand-in to assert what the library sends.
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

/** A billing cycle as Stripe's recurring interval, and back (null for an interval we do not sell). */
export const STRIPE_INTERVAL: Record<BillingCycle, 'month' | 'year'> = { monthly: 'month', yearly: 'year' };

export function cycleOfInterval(interval: string | null | undefined): BillingCycle | null {
  if (interval === STRIPE_INTERVAL.monthly) return 'monthly';
  if (interval === STRIPE_INTERVAL.yearly) return 'yearly';
  return null;
}

/**
 * How far a signed webhook's timestamp may be from our clock, in seconds (Stripe's own default), either
 * way: older deliveries are refused, and so are ones stamped further in the future.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Verifies a webhook delivery's signature over the raw body and answers the event it carries. Throws
 * (Stripe's signature error) on a missing or wrong signature, an altered body or an old timestamp, and
 * on a timestamp ahead of our clock by more than the tolerance, which the library lets through (it
 * checks only the age). Static: it needs the signing secret only, not an API key.
 */
export function verifyStripeWebhook(
  rawBody: Uint8Array,
  signature: string,
  secret: string,
  now: number = Date.now(),
): unknown {
  const event = Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  // Every `t=` of the header, as the library reads them (a whole number of seconds).
  const stamps = signature
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key?.trim() === 't')
    .map(([, value]) => Number.parseInt(value ?? '', 10));
  const latest = Math.floor(now / 1000) + WEBHOOK_TOLERANCE_SECONDS;
  if (stamps.length === 0 || stamps.some((t) => !Number.isFinite(t) || t > latest)) {
    throw new Error('Webhook timestamp outside the tolerance zone');
  }
  return event;
}

/** Whether an error came from the Stripe library (an API answer or a connection failure). */
export function isStripeError(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  return error instanceof Stripe.errors.StripeError;
}

/** Anything that looks like an API secret is masked before a Stripe message reaches a person or the log. */
export function scrubStripeSecrets(text: string): string {
  return text.replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_*.]+/g, '[redacted]');
}

/**
 * A failed Stripe call as the 502 (PAYMENT_PROVIDER_ERROR) its route answers, in one place: logged once
 * with what Stripe said (type, code, status, request id; keys masked), answered with `message`, followed
 * by Stripe's own words (masked) when `withStripeMessage` (an admin's sync, where they help).
 */
export function paymentProviderError(
  err: unknown,
  log: FastifyBaseLogger,
  message: string,
  { withStripeMessage = false }: { withStripeMessage?: boolean } = {},
): AppError {
  if (isStripeError(err)) {
    const said = scrubStripeSecrets(err.message);
    log.error(
      {
        stripeError: {
          type: err.type,
          code: err.code,
          statusCode: err.statusCode,
          requestId: err.requestId,
          message: said,
        },
      },
      message,
    );
    return new AppError('PAYMENT_PROVIDER_ERROR', withStripeMessage ? `${message}: ${said}` : message);
  }
  log.error({ err }, message);
  return new AppError('PAYMENT_PROVIDER_ERROR', message);
}

export type { Stripe };
