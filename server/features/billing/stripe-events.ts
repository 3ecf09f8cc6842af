import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  checkoutSessions,
  stripeEvents,
  subscriptionTiers,
  userSubscriptions,
  users,
} from '#server/db/schema/index.ts';
import { recordAudit } from '#server/lib/audit.ts';
import {
  type PlanFacts,
  planCancelledEmail,
  planChangedEmail,
  planEndedEmail,
  planResumedEmail,
  type Recipient,
  receiptEmail,
} from '#server/lib/email/billing-templates.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Stripe } from '#server/lib/stripe.ts';
import {
  invoiceSubscriptionId,
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

/** Where a change came from, as the audit row records it. */
export type BillingSource =
  | 'stripe_webhook'
  | 'test_checkout'
  | 'test_portal'
  | 'checkout_return'
  | 'checkout_attachment';

export interface ApplyOptions {
  /** The Stripe client, to read what an event only names (the subscription of a completed checkout). */
  stripe: Stripe | null;
  source: BillingSource;
  /** The signed-in user who caused the change (the local billing page); none for Stripe's deliveries. */
  actorUserId?: string | null;
  log?: FastifyBaseLogger;
}

/** What the audit row of a change says about its cause. */
export interface ChangeCause {
  source: BillingSource;
  eventId: string | null;
  eventType: string | null;
  actorUserId: string | null;
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

type TierRow = Pick<
  typeof subscriptionTiers.$inferSelect,
  | 'id'
  | 'name'
  | 'displayName'
  | 'priceMonthly'
  | 'priceYearly'
  | 'stripePriceIdMonthly'
  | 'stripePriceIdYearly'
>;

/** A paid invoice of a subscription, as its receipt needs it (D246). */
interface PaidInvoice {
  id: string;
  subscriptionId: string;
  amountPaidCents: number;
  paidAt: Date | null;
  period: { start: Date; end: Date } | null;
}

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

/**
 * The subscription a paid checkout session created: the expanded object when the session carries it,
 * otherwise read from Stripe (webhook payloads name it only). Without a Stripe client nothing can be
 * read, and the grant falls back to what the session row knows.
 */
export async function readSubscriptionOf(
  session: CheckoutSessionObject,
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

/** An event older than the newest one applied to a row changes nothing (Stripe's own clock). */
function isStale(lastEventAt: Date | null, at: Date): boolean {
  return lastEventAt !== null && at.getTime() < lastEventAt.getTime();
}

async function loadTiers(tx: DbOrTx): Promise<TierRow[]> {
  return tx
    .select({
      id: subscriptionTiers.id,
      name: subscriptionTiers.name,
      displayName: subscriptionTiers.displayName,
      priceMonthly: subscriptionTiers.priceMonthly,
      priceYearly: subscriptionTiers.priceYearly,
      stripePriceIdMonthly: subscriptionTiers.stripePriceIdMonthly,
      stripePriceIdYearly: subscriptionTiers.stripePriceIdYearly,
    })
    .from(subscriptionTiers);
}

/** The tier a subscription's price stands for: a tier's synced price id, else the tier its metadata names. */
function tierForSubscription(tiers: TierRow[], facts: SubscriptionFacts): TierRow | undefined {
  const byPrice =
    facts.priceId === null
      ? undefined
      : tiers.find(
          (t) => t.stripePriceIdMonthly === facts.priceId || t.stripePriceIdYearly === facts.priceId,
        );
  return byPrice ?? tiers.find((t) => t.id === facts.metadata.tierId);
}

/** The fields of a plan an audit row compares. */
interface PlanView {
  tier: string | null;
  status: SubscriptionStatus;
  billingPeriod: 'monthly' | 'yearly';
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

function planView(
  tiers: TierRow[],
  row: {
    tierId: string;
    status: SubscriptionStatus;
    billingPeriod: 'monthly' | 'yearly';
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  },
): PlanView {
  return {
    tier: tiers.find((t) => t.id === row.tierId)?.name ?? null,
    status: row.status,
    billingPeriod: row.billingPeriod,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

const sameView = (a: PlanView | null, b: PlanView) =>
  a !== null && (Object.keys(b) as (keyof PlanView)[]).every((k) => a[k] === b[k]);

/** One audit row per change of a plan: who, what (from, to), and from which event. */
async function auditChange(
  tx: DbOrTx,
  target: { userId: string | null; type: 'user_subscription' | 'checkout_session'; id: string },
  from: PlanView | null,
  to: PlanView,
  cause: ChangeCause,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (sameView(from, to)) return;
  await recordAudit(tx, {
    eventType: 'subscription_changed',
    userId: cause.actorUserId,
    targetUserId: target.userId,
    targetType: target.type,
    targetId: target.id,
    changes: { from, to },
    metadata: { source: cause.source, eventId: cause.eventId, eventType: cause.eventType, ...extra },
  });
}

/** What a paid plan's row holds, whichever way it was granted (checkout, attachment). */
export interface PlanGrant {
  tierId: string;
  billingPeriod: 'monthly' | 'yearly';
  status: SubscriptionStatus;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  stripePriceId: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  originalAmountCents: number | null;
  actualAmountCents: number | null;
  discountAmountCents: number | null;
  lastEventAt: Date | null;
}

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
  const to = await recipientOf(tx, userId);
  const plan = planFacts(tiers, grant);
  if (to && plan) {
    const checkoutSessionId = extra.checkoutSessionId;
    await enqueueEmail(tx, {
      ...receiptEmail(to, {
        plan,
        amountPaidCents: grant.actualAmountCents ?? plan.cents,
        discountCents: grant.discountAmountCents,
        paidOn: grant.currentPeriodStart ?? new Date(),
        period:
          grant.currentPeriodStart && grant.currentPeriodEnd
            ? { start: grant.currentPeriodStart, end: grant.currentPeriodEnd }
            : null,
        reference:
          typeof checkoutSessionId === 'string' ? checkoutSessionId : (grant.stripeSubscriptionId ?? userId),
        testMode: isTestModeSubscription(grant.stripeSubscriptionId),
      }),
      metadata: { userId },
    });
  }
}

/** The local test checkout's subscriptions (test-mode.ts): nothing was charged for them. */
const isTestModeSubscription = (id: string | null) => id?.startsWith('sub_local_') ?? false;

/** Who the billing e-mails of a user's plan go to. */
async function recipientOf(tx: DbOrTx, userId: string): Promise<Recipient | null> {
  const [row] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A plan row as the e-mails name it: tier, cycle and what one period costs (the list price without one). */
function planFacts(
  tiers: TierRow[],
  row: { tierId: string; billingPeriod: 'monthly' | 'yearly'; actualAmountCents?: number | null },
): PlanFacts | null {
  const tier = tiers.find((t) => t.id === row.tierId);
  if (!tier) return null;
  const list =
    row.billingPeriod === 'yearly' ? (tier.priceYearly ?? tier.priceMonthly * 12) : tier.priceMonthly;
  return { tierName: tier.displayName, cycle: row.billingPeriod, cents: row.actualAmountCents ?? list };
}

/**
 * D246: the notices of a change to a user's plan, one per kind: it ended; its tier or billing cycle
 * changed; it was cancelled at period end, or that was undone.
 */
async function noticePlanChange(
  tx: DbOrTx,
  tiers: TierRow[],
  userId: string,
  before: PlanRow,
  after: PlanRow,
  at: Date,
): Promise<void> {
  const to = await recipientOf(tx, userId);
  const fromPlan = planFacts(tiers, before);
  const toPlan = planFacts(tiers, after);
  if (!to || !fromPlan || !toPlan) return;
  const emails = [];
  if (TERMINAL_STATUSES.includes(after.status)) {
    emails.push(planEndedEmail(to, { plan: fromPlan, endedOn: at }));
  } else {
    if (before.tierId !== after.tierId || before.billingPeriod !== after.billingPeriod) {
      emails.push(
        planChangedEmail(to, { from: fromPlan, to: toPlan, appliesOn: at, renewsOn: after.currentPeriodEnd }),
      );
    }
    if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd) {
      emails.push(planCancelledEmail(to, { plan: toPlan, endsOn: after.currentPeriodEnd }));
    } else if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd) {
      emails.push(planResumedEmail(to, { plan: toPlan, renewsOn: after.currentPeriodEnd }));
    }
  }
  for (const email of emails) await enqueueEmail(tx, { ...email, metadata: { userId } });
}

type PlanRow = Pick<
  typeof userSubscriptions.$inferSelect,
  'tierId' | 'billingPeriod' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'actualAmountCents'
>;

/** A paid invoice of a user's subscription: its receipt. A guest's waiting checkout has no one to send to. */
async function sendInvoiceReceipt(tx: DbOrTx, invoice: PaidInvoice, at: Date): Promise<void> {
  const [row] = await tx
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.stripeSubscriptionId, invoice.subscriptionId))
    .limit(1);
  if (!row) return;
  const tiers = await loadTiers(tx);
  const to = await recipientOf(tx, row.userId);
  const plan = planFacts(tiers, row);
  if (!to || !plan) return;
  await enqueueEmail(tx, {
    ...receiptEmail(to, {
      plan,
      amountPaidCents: invoice.amountPaidCents,
      paidOn: invoice.paidAt ?? at,
      period: invoice.period,
      reference: invoice.id,
      testMode: isTestModeSubscription(row.stripeSubscriptionId),
    }),
    metadata: { userId: row.userId },
  });
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
