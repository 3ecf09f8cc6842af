import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '#common/enums.ts';
import { AppError } from '#server/lib/errors.ts';
import { cycleOfInterval, type Stripe } from '#server/lib/stripe.ts';

/**
 * The parts of Stripe's objects the billing code reads, as zod schemas: a webhook payload is parsed
 * through them (after its signature is verified), and the local test checkout builds objects of the same
 * shape, so both reach the same fulfilment code. Loose objects: Stripe sends many more fields, and
 * webhook payloads follow the API version of the endpoint, so the period dates are read from the first
 * item (current versions) or from the subscription itself (versions before 2025-03-31).
 */

const Timestamp = z.number().int();
const Metadata = z.record(z.string(), z.string());
const IdOrObject = z.union([z.string(), z.looseObject({ id: z.string() })]);

export const StripePriceSchema = z.looseObject({
  id: z.string(),
  unit_amount: z.number().int().nullish(),
  recurring: z.looseObject({ interval: z.string() }).nullish(),
});

export const StripeSubscriptionSchema = z.looseObject({
  id: z.string(),
  customer: IdOrObject.nullish(),
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  cancel_at: Timestamp.nullish(),
  current_period_start: Timestamp.nullish(),
  current_period_end: Timestamp.nullish(),
  created: Timestamp.nullish(),
  metadata: Metadata.nullish(),
  items: z
    .looseObject({
      data: z.array(
        z.looseObject({
          current_period_start: Timestamp.nullish(),
          current_period_end: Timestamp.nullish(),
          quantity: z.number().int().nullish(),
          price: StripePriceSchema.nullish(),
        }),
      ),
    })
    .nullish(),
});
export type StripeSubscriptionObject = z.input<typeof StripeSubscriptionSchema>;

export const StripeCheckoutSessionSchema = z.looseObject({
  id: z.string(),
  status: z.string().nullish(),
  payment_status: z.string(),
  customer: IdOrObject.nullish(),
  /** An id, or the subscription itself when expanded (the local test checkout always expands it). */
  subscription: z.union([z.string(), StripeSubscriptionSchema]).nullish(),
  client_reference_id: z.string().nullish(),
  metadata: Metadata.nullish(),
  amount_subtotal: z.number().int().nullish(),
  amount_total: z.number().int().nullish(),
  total_details: z.looseObject({ amount_discount: z.number().int().nullish() }).nullish(),
  created: Timestamp.nullish(),
});
export type StripeCheckoutSessionObject = z.input<typeof StripeCheckoutSessionSchema>;

export const StripeInvoiceSchema = z.looseObject({
  id: z.string().nullish(),
  /** What was paid, in cents (a paid invoice's receipt, D246). */
  amount_paid: z.number().int().nullish(),
  /** Why it was made: subscription_create (the checkout), subscription_cycle (a renewal), subscription_update. */
  billing_reason: z.string().nullish(),
  status_transitions: z.looseObject({ paid_at: Timestamp.nullish() }).nullish(),
  lines: z
    .looseObject({
      data: z.array(
        z.looseObject({
          period: z.looseObject({ start: Timestamp.nullish(), end: Timestamp.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
  /** API versions before 2025-03-31. */
  subscription: IdOrObject.nullish(),
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: IdOrObject.nullish() }).nullish(),
    })
    .nullish(),
});

/** The envelope of every event: its id (stored once), type, creation time (ordering) and object. */
export const StripeEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  created: Timestamp,
  data: z.looseObject({ object: z.looseObject({}) }),
});
export type StripeEventLike = z.input<typeof StripeEventSchema>;

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Stripe's subscription status as ours. `paused` (a trial that ended without a payment method) bills
 * nothing and grants nothing: unpaid. A status Stripe adds later reads as incomplete (no access).
 */
export function toSubscriptionStatus(status: string): SubscriptionStatus {
  if ((SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) return status as SubscriptionStatus;
  return status === 'paused' ? 'unpaid' : 'incomplete';
}

/** Statuses after which Stripe never revives a subscription: a later event cannot bring it back. */
export const TERMINAL_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

/** What the billing code needs to know of a subscription, whichever way it arrived. */
export interface SubscriptionFacts {
  id: string;
  customerId: string | null;
  status: SubscriptionStatus;
  priceId: string | null;
  /** 'monthly' or 'yearly' from the price's recurring interval; null when the price says neither. */
  billingPeriod: 'monthly' | 'yearly' | null;
  /** The price of one period for the subscription's quantity, in cents. */
  amountCents: number | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const dateOf = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : new Date(seconds * 1000);

export function subscriptionFacts(sub: z.output<typeof StripeSubscriptionSchema>): SubscriptionFacts {
  const item = sub.items?.data[0];
  const price = item?.price ?? null;
  const quantity = item?.quantity ?? 1;
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: toSubscriptionStatus(sub.status),
    priceId: price?.id ?? null,
    billingPeriod: cycleOfInterval(price?.recurring?.interval),
    amountCents: price?.unit_amount == null ? null : price.unit_amount * quantity,
    currentPeriodStart: dateOf(item?.current_period_start ?? sub.current_period_start),
    currentPeriodEnd: dateOf(item?.current_period_end ?? sub.current_period_end),
    // A cancellation the Billing Portal schedules for a date (cancel_at) ends the plan just the same.
    cancelAtPeriodEnd: sub.cancel_at_period_end === true || sub.cancel_at != null,
    metadata: sub.metadata ?? {},
  };
}

/** The subscription an invoice bills, in any API version's shape. */
export function invoiceSubscriptionId(invoice: z.output<typeof StripeInvoiceSchema>): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

export { idOf as stripeIdOf };

/**
 * The subscription a paid checkout session created: the expanded object when the session carries it,
 * otherwise read from Stripe (webhook payloads name it only). Without a Stripe client nothing can be
 * read, and the grant falls back to what the session row knows.
 */
export async function readSubscriptionOf(
  session: z.output<typeof StripeCheckoutSessionSchema>,
  stripe: Stripe | null,
): Promise<SubscriptionFacts | null> {
  const sub = session.subscription;
  if (sub == null) return null;
  if (typeof sub !== 'string') return subscriptionFacts(sub);
  if (!stripe) return null;
  let retrieved: unknown;
  try {
    retrieved = await stripe.subscriptions.retrieve(sub);
  } catch (err) {
    // 502: Stripe retries the delivery later; the cause goes to the log with the error.
    throw Object.assign(
      new AppError(
        'PAYMENT_PROVIDER_ERROR',
        'Could not read the subscription from Stripe. Please try again.',
      ),
      { cause: err },
    );
  }
  const parsed = StripeSubscriptionSchema.safeParse(retrieved);
  return parsed.success ? subscriptionFacts(parsed.data) : null;
}
