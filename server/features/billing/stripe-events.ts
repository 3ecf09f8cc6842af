import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { checkoutSessions, stripeEvents, userSubscriptions } from '#server/db/schema/index.ts';
import type { Stripe } from '#server/lib/stripe.ts';
import { noticePlanChange, sendInvoiceReceipt } from './billing-notices.ts';
import { grantPlan } from './grant-plan.ts';
import {
  auditChange,
  type BillingSource,
  type ChangeCause,
  loadTiers,
  type PaidInvoice,
  type PlanGrant,
  planView,
  type TierRow,
  tierForSubscription,
} from './plans.ts';

import {
  invoiceSubscriptionId,
  readSubscriptionOf,
  StripeCheckoutSessionSchema,
  type StripeEventLike,
  StripeEventSchema,
  StripeInvoiceSchema,
  StripeSubscriptionSchema,
  type SubscriptionFacts,
  type SubscriptionStatus,
  stripeIdOf,
  subscriptionFacts,
  TERMINAL_STATUSES,
} from './stripe-objects.ts';

/**
 * The one fulfilment path (decisions §6): Stripe's webhook, the local test checkout, the local billing
 * page and the checkout return all reach the rows through the functions of this file, so a plan is
 * granted, changed and ended the same way whichever of them brought the news.
 */

export interface ApplyOptions {
  /** The Stripe client, to read what an event only names (the subscription of a completed checkout). */
  stripe: Stripe | null;
  source: BillingSource;
  /** The signed-in user who caused the change (the local billing page); none for Stripe's deliveries. */
  actorUserId?: string | null;
  log?: FastifyBaseLogger;
}

type CheckoutSessionObject = z.output<typeof StripeCheckoutSessionSchema>;

/** An event with what its effects need already read, so no network call happens inside a transaction. */
type PreparedEvent =
  | { kind: 'checkout_completed'; session: CheckoutSessionObject; subscription: SubscriptionFacts | null }
  | { kind: 'subscription'; subscription: SubscriptionFacts; deleted: boolean }
  | { kind: 'payment_failed'; subscriptionId: string }
  | { kind: 'invoice_paid'; invoice: PaidInvoice }
  | { kind: 'checkout_expired'; sessionId: string }
  | { kind: 'ignored'; reason: string };

/**
 * Applies one Stripe event (delivered by the webhook, or built by the local test checkout and billing
 * page): the event id is stored in the same transaction as its effects, so a repeat changes nothing.
 * Answers whether it was applied now or had been before.
 */
export async function applyStripeEvent(
  db: Db,
  input: StripeEventLike,
  opts: ApplyOptions,
): Promise<'applied' | 'duplicate'> {
  const event = StripeEventSchema.parse(input);
  const [seen] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .limit(1);
  if (seen) return 'duplicate';

  const prepared = await prepareEvent(db, event, opts.stripe);
  if (prepared.kind === 'ignored') {
    opts.log?.info(
      { eventId: event.id, eventType: event.type, reason: prepared.reason },
      'stripe event ignored',
    );
  }
  const at = new Date(event.created * 1000);
  const cause: ChangeCause = {
    source: opts.source,
    eventId: event.id,
    eventType: event.type,
    actorUserId: opts.actorUserId ?? null,
  };
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    // Delivered twice at once: the other delivery holds (or has committed) the row.
    if (!fresh) return 'duplicate';
    switch (prepared.kind) {
      case 'checkout_completed':
        await fulfilCheckoutSession(tx, prepared.session, prepared.subscription, at, cause);
        break;
      case 'subscription':
        await applySubscriptionChange(tx, prepared.subscription, prepared.deleted, at, cause);
        break;
      case 'payment_failed':
        await applyPaymentFailed(tx, prepared.subscriptionId, at, cause);
        break;
      case 'invoice_paid':
        await sendInvoiceReceipt(tx, prepared.invoice, at);
        break;
      case 'checkout_expired':
        await tx
          .update(checkoutSessions)
          .set({ status: 'expired' })
          .where(
            and(eq(checkoutSessions.sessionId, prepared.sessionId), eq(checkoutSessions.status, 'open')),
          );
        break;
      case 'ignored':
        break;
    }
    return 'applied';
  });
}

async function prepareEvent(
  db: Db,
  event: z.output<typeof StripeEventSchema>,
  stripe: Stripe | null,
): Promise<PreparedEvent> {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const parsed = StripeCheckoutSessionSchema.safeParse(object);
      if (!parsed.success) return { kind: 'ignored', reason: 'unreadable checkout session' };
      const session = parsed.data;
      const [row] = await db
        .select({ paid: checkoutSessions.paid })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.sessionId, session.id))
        .limit(1);
      // Sessions this app did not create grant nothing; one fulfilled before (by the return page) needs
      // no second Stripe read.
      if (!row) return { kind: 'ignored', reason: 'checkout session unknown here' };
      if (row.paid) return { kind: 'ignored', reason: 'checkout session already fulfilled' };
      // Only a paid session grants anything; an unpaid one is only marked complete (no Stripe read).
      const subscription =
        session.payment_status === 'paid' ? await readSubscriptionOf(session, stripe) : null;
      return { kind: 'checkout_completed', session, subscription };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const parsed = StripeSubscriptionSchema.safeParse(object);
      if (!parsed.success) return { kind: 'ignored', reason: 'unreadable subscription' };
      return {
        kind: 'subscription',
        subscription: subscriptionFacts(parsed.data),
        deleted: event.type === 'customer.subscription.deleted',
      };
    }
    case 'checkout.session.expired': {
      const parsed = StripeCheckoutSessionSchema.safeParse(object);
      if (!parsed.success) return { kind: 'ignored', reason: 'unreadable checkout session' };
      return { kind: 'checkout_expired', sessionId: parsed.data.id };
    }
    // D246: a receipt for each paid invoice after the first (the checkout's receipt covers that one).
    // Stripe also sends invoice.payment_succeeded for the same payment: only invoice.paid is read.
    case 'invoice.paid': {
      const parsed = StripeInvoiceSchema.safeParse(object);
      if (!parsed.success) return { kind: 'ignored', reason: 'unreadable invoice' };
      const invoice = parsed.data;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return { kind: 'ignored', reason: 'invoice of no subscription' };
      if (invoice.billing_reason === 'subscription_create') {
        return { kind: 'ignored', reason: 'first invoice: the checkout sends its receipt' };
      }
      if (!invoice.amount_paid) return { kind: 'ignored', reason: 'nothing paid' };
      const line = invoice.lines?.data[0]?.period;
      return {
        kind: 'invoice_paid',
        invoice: {
          id: invoice.id ?? event.id,
          subscriptionId,
          amountPaidCents: invoice.amount_paid,
          paidAt: invoice.status_transitions?.paid_at
            ? new Date(invoice.status_transitions.paid_at * 1000)
            : null,
          period:
            line?.start != null && line.end != null
              ? { start: new Date(line.start * 1000), end: new Date(line.end * 1000) }
              : null,
        },
      };
    }
    case 'invoice.payment_failed': {
      const parsed = StripeInvoiceSchema.safeParse(object);
      const subscriptionId = parsed.success ? invoiceSubscriptionId(parsed.data) : null;
      if (!subscriptionId) return { kind: 'ignored', reason: 'invoice of no subscription' };
      return { kind: 'payment_failed', subscriptionId };
    }
    default:
      return { kind: 'ignored', reason: 'event type not handled' };
  }
}

/** An event older than the newest one applied to a row changes nothing (Stripe's own clock). */
function isStale(lastEventAt: Date | null, at: Date): boolean {
  return lastEventAt !== null && at.getTime() < lastEventAt.getTime();
}

/**
 * A checkout session completed. Paid: the session row takes the subscription's snapshot (once: only a
 * row not yet paid is updated), and a signed-in buyer's plan is granted at once; a guest's waits on the
 * row until an account attaches it (attachCheckoutSession). Not paid (a delayed payment method): the
 * row is only marked complete and nothing is granted.
 */
export async function fulfilCheckoutSession(
  tx: DbOrTx,
  session: CheckoutSessionObject,
  subscription: SubscriptionFacts | null,
  at: Date,
  cause: ChangeCause,
): Promise<void> {
  if (session.payment_status !== 'paid') {
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete' })
      .where(and(eq(checkoutSessions.sessionId, session.id), eq(checkoutSessions.status, 'open')));
    return;
  }
  const facts: Omit<SubscriptionFacts, 'billingPeriod' | 'amountCents' | 'metadata'> = subscription ?? {
    id: typeof session.subscription === 'string' ? session.subscription : '',
    customerId: stripeIdOf(session.customer),
    status: 'active',
    priceId: null,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
  };
  const snapshot = {
    stripeSubscriptionId: facts.id || null,
    stripeCustomerId: facts.customerId,
    stripePriceId: facts.priceId,
    subscriptionStatus: facts.status,
    currentPeriodStart: facts.currentPeriodStart,
    currentPeriodEnd: facts.currentPeriodEnd,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    lastEventAt: at,
  };
  const [row] = await tx
    .update(checkoutSessions)
    .set({ status: 'complete', paid: true, ...snapshot })
    .where(and(eq(checkoutSessions.sessionId, session.id), eq(checkoutSessions.paid, false)))
    .returning();
  // Unknown to us (not created by this app), or fulfilled before (the webhook after the return page).
  if (!row) return;

  const original = session.amount_subtotal ?? row.amountCents;
  const actual = session.amount_total ?? original;
  const discount = session.total_details?.amount_discount ?? original - actual;
  const grant: PlanGrant = {
    tierId: row.tierId,
    billingPeriod: row.billingPeriod,
    status: facts.status,
    stripeSubscriptionId: snapshot.stripeSubscriptionId,
    stripeCustomerId: facts.customerId,
    stripePriceId: facts.priceId,
    currentPeriodStart: facts.currentPeriodStart,
    currentPeriodEnd: facts.currentPeriodEnd,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    originalAmountCents: original,
    actualAmountCents: actual,
    discountAmountCents: discount > 0 ? discount : null,
    lastEventAt: at,
  };
  const extra = { checkoutSessionId: row.sessionId };
  if (row.userId) {
    await tx.update(checkoutSessions).set({ attachedAt: new Date() }).where(eq(checkoutSessions.id, row.id));
    await grantPlan(tx, row.userId, grant, cause, extra);
    return;
  }
  const tiers = await loadTiers(tx);
  await auditChange(
    tx,
    { userId: null, type: 'checkout_session', id: row.sessionId },
    null,
    planView(tiers, { ...grant, status: facts.status }),
    cause,
    extra,
  );
}

/**
 * A subscription changed or ended (customer.subscription.updated / .deleted): the user's row that holds
 * it, else a guest's paid checkout still waiting for its account. A price change moves the tier (a
 * tier's synced price id, else metadata.tierId) and the billing period (the price's interval). Older
 * events than the row's newest, and anything after the end, change nothing.
 */
async function applySubscriptionChange(
  tx: DbOrTx,
  facts: SubscriptionFacts,
  deleted: boolean,
  at: Date,
  cause: ChangeCause,
): Promise<void> {
  const tiers = await loadTiers(tx);
  const status: SubscriptionStatus = deleted ? 'canceled' : facts.status;
  const [current] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, facts.id))
    .limit(1)
    .for('update');
  if (current) {
    if (isStale(current.lastEventAt, at) || TERMINAL_STATUSES.includes(current.status)) return;
    const plan = planChange(tiers, facts, current.stripePriceId);
    const next = {
      ...plan,
      status,
      stripeCustomerId: facts.customerId ?? current.stripeCustomerId,
      currentPeriodStart: facts.currentPeriodStart ?? current.currentPeriodStart,
      currentPeriodEnd: facts.currentPeriodEnd ?? current.currentPeriodEnd,
      cancelAtPeriodEnd: deleted ? current.cancelAtPeriodEnd : facts.cancelAtPeriodEnd,
      lastEventAt: at,
    };
    await tx.update(userSubscriptions).set(next).where(eq(userSubscriptions.id, current.id));
    await auditChange(
      tx,
      { userId: current.userId, type: 'user_subscription', id: current.userId },
      planView(tiers, current),
      planView(tiers, { ...current, ...next }),
      cause,
    );
    await noticePlanChange(tx, tiers, current.userId, current, { ...current, ...next }, at);
    return;
  }

  const [waiting] = await waitingCheckout(tx, facts.id);
  if (!waiting) return;
  const previous = waiting.subscriptionStatus ?? 'active';
  if (isStale(waiting.lastEventAt, at) || TERMINAL_STATUSES.includes(previous)) return;
  const plan = planChange(tiers, facts, waiting.stripePriceId);
  const next = {
    ...(plan.tierId !== undefined && { tierId: plan.tierId }),
    ...(plan.billingPeriod !== undefined && { billingPeriod: plan.billingPeriod }),
    ...(plan.stripePriceId !== undefined && { stripePriceId: plan.stripePriceId }),
    ...(plan.actualAmountCents != null && { amountCents: plan.actualAmountCents }),
    subscriptionStatus: status,
    stripeCustomerId: facts.customerId ?? waiting.stripeCustomerId,
    currentPeriodStart: facts.currentPeriodStart ?? waiting.currentPeriodStart,
    currentPeriodEnd: facts.currentPeriodEnd ?? waiting.currentPeriodEnd,
    cancelAtPeriodEnd: deleted ? waiting.cancelAtPeriodEnd : facts.cancelAtPeriodEnd,
    lastEventAt: at,
  };
  await tx.update(checkoutSessions).set(next).where(eq(checkoutSessions.id, waiting.id));
  const merged = { ...waiting, ...next };
  await auditChange(
    tx,
    { userId: null, type: 'checkout_session', id: waiting.sessionId },
    planView(tiers, { ...waiting, status: previous }),
    planView(tiers, { ...merged, status: merged.subscriptionStatus }),
    cause,
  );
}

/** A guest's paid checkout not yet attached to an account, by its subscription, locked for the change. */
function waitingCheckout(tx: DbOrTx, subscriptionId: string) {
  return tx
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.stripeSubscriptionId, subscriptionId),
        eq(checkoutSessions.paid, true),
        isNull(checkoutSessions.userId),
        isNull(checkoutSessions.attachedAt),
      ),
    )
    .limit(1)
    .for('update');
}

/**
 * The plan fields a subscription's price decides, when the price changed: the tier and billing period it
 * stands for and the amounts of one period. An unchanged price keeps them (an admin's tier change is not
 * undone by a renewal).
 */
function planChange(
  tiers: TierRow[],
  facts: SubscriptionFacts,
  currentPriceId: string | null,
): {
  tierId?: string;
  billingPeriod?: 'monthly' | 'yearly';
  stripePriceId?: string;
  originalAmountCents?: number | null;
  actualAmountCents?: number | null;
  discountAmountCents?: null;
} {
  if (facts.priceId === null || facts.priceId === currentPriceId) return {};
  const tier = tierForSubscription(tiers, facts);
  return {
    ...(tier && { tierId: tier.id }),
    ...(facts.billingPeriod && { billingPeriod: facts.billingPeriod }),
    stripePriceId: facts.priceId,
    ...(facts.amountCents !== null && {
      originalAmountCents: facts.amountCents,
      actualAmountCents: facts.amountCents,
      discountAmountCents: null,
    }),
  };
}

/** An invoice could not be paid: a standing plan is past due (features stop; the plan still shows). */
async function applyPaymentFailed(
  tx: DbOrTx,
  subscriptionId: string,
  at: Date,
  cause: ChangeCause,
): Promise<void> {
  const tiers = await loadTiers(tx);
  const [current] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1)
    .for('update');
  if (current) {
    if (isStale(current.lastEventAt, at) || TERMINAL_STATUSES.includes(current.status)) return;
    const status = current.status === 'active' || current.status === 'trialing' ? 'past_due' : current.status;
    await tx
      .update(userSubscriptions)
      .set({ status, lastEventAt: at })
      .where(eq(userSubscriptions.id, current.id));
    await auditChange(
      tx,
      { userId: current.userId, type: 'user_subscription', id: current.userId },
      planView(tiers, current),
      planView(tiers, { ...current, status }),
      cause,
    );
    return;
  }
  const [waiting] = await waitingCheckout(tx, subscriptionId);
  if (!waiting) return;
  const previous = waiting.subscriptionStatus ?? 'active';
  if (isStale(waiting.lastEventAt, at) || TERMINAL_STATUSES.includes(previous)) return;
  const status = previous === 'active' || previous === 'trialing' ? 'past_due' : previous;
  await tx
    .update(checkoutSessions)
    .set({ subscriptionStatus: status, lastEventAt: at })
    .where(eq(checkoutSessions.id, waiting.id));
  await auditChange(
    tx,
    { userId: null, type: 'checkout_session', id: waiting.sessionId },
    planView(tiers, { ...waiting, status: previous }),
    planView(tiers, { ...waiting, status }),
    cause,
  );
}
