import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { checkoutSessions, stripeEvents } from '#server/db/schema/index.ts';
import { subscriptionSummaryFor } from '#server/features/subscriptions/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import {
  buyLocally,
  openerCookie,
  startCheckout,
  subscriptionAudits,
  subscriptionRow,
  tiersByName,
} from '#test/billing-kit.ts';
import { signIn, subscribe } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

// No STRIPE_SECRET_KEY: the local test checkout and billing page drive the webhook's own code.
const { t, api: http } = withTestApp();
let tiers: Awaited<ReturnType<typeof tiersByName>>;

beforeAll(async () => {
  tiers = await tiersByName(t.db);
});

// Pay and Cancel are sent as the browser that opened the session (D166: only its opener may act on it).
const openers = new Map<string, string>();
const complete = (sessionId: string) =>
  http.call(api.billing.testCheckout.complete, { params: { sessionId }, cookie: openers.get(sessionId) });
const cancel = (sessionId: string) =>
  http.call(api.billing.testCheckout.cancel, { params: { sessionId }, cookie: openers.get(sessionId) });

async function openSession(tierId: string, cycle: 'monthly' | 'yearly', cookie?: string) {
  const res = await startCheckout(t.app, { tierId, billingCycle: cycle }, cookie);
  const sessionId = json(api.billing.createCheckoutSession, res, 200).url.split('/').pop() ?? '';
  openers.set(sessionId, openerCookie(res, cookie));
  return sessionId;
}

const byKey = (features: { key: string }[]) => Object.fromEntries(features.map((f) => [f.key, f]));

describe('the local test checkout: Pay', () => {
  it('a signed-in player pays First Line yearly: plan, features, summary, audit, success URL', async () => {
    const player = await signIn(t, 'PLAYER');
    const sessionId = await openSession(tiers.first_line.id, 'yearly', player.cookie);
    const before = Date.now();
    const res = await complete(sessionId);
    expect(json(api.billing.testCheckout.complete, res, 200).url).toBe(
      `/player/profile?checkout=success&session_id=${sessionId}`,
    );

    const row = await subscriptionRow(t.db, player.user.id);
    expect(row).toMatchObject({
      tierId: tiers.first_line.id,
      status: 'active',
      billingPeriod: 'yearly',
      cancelAtPeriodEnd: false,
      originalAmountCents: 9990,
      actualAmountCents: 9990,
    });
    expect(row?.stripeSubscriptionId).toMatch(/^sub_local_/);
    expect(row?.stripeCustomerId).toMatch(/^cus_local_/);
    expect(row?.stripePriceId).toBe('price_local_first_line_yearly');
    const start = row!.currentPeriodStart!.getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    const end = new Date(start);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(Math.abs(row!.currentPeriodEnd!.getTime() - end.getTime())).toBeLessThan(1000);

    const features = json(
      api.subscriptions.userFeatures,
      await http.call(api.subscriptions.userFeatures, {
        params: { userId: player.user.id },
        cookie: player.cookie,
      }),
      200,
    );
    expect(features.currentTier).toEqual({ name: 'first_line', displayName: 'First Line' });
    expect(byKey(features.features)).toMatchObject({
      highlight_clips: { hasAccess: true, limit: 3 },
      upcoming_events: { hasAccess: true, limit: 'unlimited' },
      custom_profile_url: { hasAccess: true },
      advanced_analytics: { hasAccess: true },
    });

    expect(await subscriptionSummaryFor(t.db, player.user.id)).toMatchObject({
      tier: { name: 'first_line' },
      status: 'active',
      billingPeriod: 'yearly',
      amountCents: 9990,
      canManageBilling: true,
    });

    const session = json(
      api.billing.checkoutSession,
      await http.call(api.billing.checkoutSession, { params: { sessionId } }),
      200,
    );
    expect(session.checkoutSession).toMatchObject({
      status: 'complete',
      paid: true,
      attached: true,
      testMode: true,
    });

    const [audit] = await subscriptionAudits(t.db, player.user.id);
    expect(audit?.changes).toEqual({
      from: null,
      to: {
        tier: 'first_line',
        status: 'active',
        billingPeriod: 'yearly',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: row!.currentPeriodEnd!.toISOString(),
      },
    });
    expect(audit?.metadata).toMatchObject({
      source: 'test_checkout',
      eventType: 'checkout.session.completed',
      checkoutSessionId: sessionId,
    });
    // The local event went through the webhook's bookkeeping too.
    const eventId = (audit?.metadata as { eventId: string } | undefined)?.eventId ?? '';
    expect(eventId).toMatch(/^evt_local_/);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))).toHaveLength(1);
  });

  it('a parent returns to the parent dashboard; a monthly period is one month', async () => {
    const parent = await signIn(t, 'PARENT');
    const { sessionId, successUrl } = await buyLocally(t, tiers.warm_up.id, 'monthly', parent.cookie);
    expect(successUrl).toBe(`/parent/dashboard?checkout=success&session_id=${sessionId}`);
    const row = await subscriptionRow(t.db, parent.user.id);
    const end = new Date(row!.currentPeriodStart!);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(row?.currentPeriodEnd?.getTime()).toBe(end.getTime());
    expect(row).toMatchObject({ tierId: tiers.warm_up.id, billingPeriod: 'monthly', actualAmountCents: 499 });
  });

  it("a guest's payment waits on the session for an account, and returns to /signup", async () => {
    const { sessionId, successUrl } = await buyLocally(t, tiers.all_star.id, 'monthly');
    expect(successUrl).toBe(`/signup?checkout=success&session_id=${sessionId}`);
    const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
    expect(row).toMatchObject({
      status: 'complete',
      paid: true,
      userId: null,
      attachedAt: null,
      subscriptionStatus: 'active',
    });
    expect(row?.stripeSubscriptionId).toMatch(/^sub_local_/);
    const session = json(
      api.billing.checkoutSession,
      await http.call(api.billing.checkoutSession, { params: { sessionId } }),
      200,
    );
    expect(session.checkoutSession).toMatchObject({ paid: true, attached: false });
  });

  it('a session already paid cannot be paid again (409) and nothing changes twice', async () => {
    const player = await signIn(t, 'PLAYER');
    const sessionId = await openSession(tiers.warm_up.id, 'monthly', player.cookie);
    const [first, second] = await Promise.all([complete(sessionId), complete(sessionId)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    // Both may pass the open check at once; the conditional update still grants once.
    expect(statuses[0]).toBe(200);
    const again = await complete(sessionId);
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toBe('This checkout was already paid.');
    expect(await subscriptionAudits(t.db, player.user.id)).toHaveLength(1);
    const cancelled = await cancel(sessionId);
    expect(cancelled.statusCode).toBe(409);
    expect(errorJson(cancelled).message).toBe('This checkout was already paid.');
  });

  it('a second checkout opened before the first was paid cannot be paid too (409)', async () => {
    const parent = await signIn(t, 'PARENT');
    const first = await openSession(tiers.warm_up.id, 'monthly', parent.cookie);
    const second = await openSession(tiers.all_star.id, 'yearly', parent.cookie);
    expect((await complete(first)).statusCode).toBe(200);
    const res = await complete(second);
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe('You already have a paid plan. Change it from Manage Billing.');
    expect(await subscriptionRow(t.db, parent.user.id)).toMatchObject({ tierId: tiers.warm_up.id });
    // It can still be cancelled.
    expect((await cancel(second)).statusCode).toBe(200);
  });

  it('an unknown session is 404; a Stripe session id is never paid locally', async () => {
    const unknown = await complete('cs_test_local_unknown');
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('Checkout session not found');
    const stripeLike = await complete('cs_test_a1B2c3');
    expect(stripeLike.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/test-checkout/not-a-session!/complete',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the local test checkout: Cancel', () => {
  it('closes the session unpaid and answers the pricing page with the cancelled alert', async () => {
    const player = await signIn(t, 'PLAYER');
    const sessionId = await openSession(tiers.first_line.id, 'monthly', player.cookie);
    const res = await cancel(sessionId);
    expect(json(api.billing.testCheckout.cancel, res, 200).url).toBe('/pricing?checkout=cancelled');
    const session = json(
      api.billing.checkoutSession,
      await http.call(api.billing.checkoutSession, { params: { sessionId } }),
      200,
    );
    expect(session.checkoutSession).toMatchObject({ status: 'canceled', paid: false });
    expect(await subscriptionRow(t.db, player.user.id)).toBeUndefined();

    const pay = await complete(sessionId);
    expect(pay.statusCode).toBe(409);
    expect(errorJson(pay).message).toBe('This checkout was cancelled.');
    const twice = await cancel(sessionId);
    expect(twice.statusCode).toBe(409);
  });
});

describe('POST /api/stripe/billing-portal without Stripe keys', () => {
  it('sends a subscriber to the local billing page', async () => {
    const player = await signIn(t, 'PLAYER');
    await buyLocally(t, tiers.warm_up.id, 'monthly', player.cookie);
    const res = await http.call(api.billing.billingPortal, { cookie: player.cookie });
    expect(json(api.billing.billingPortal, res, 200)).toEqual({ url: '/billing' });
  });

  it('is 409 for a user with no paid plan (none, or one granted without a checkout)', async () => {
    const none = await signIn(t, 'PARENT');
    const res = await http.call(api.billing.billingPortal, { cookie: none.cookie });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe('You have no paid plan to manage.');
    const granted = await signIn(t, 'PLAYER');
    await subscribe(t.db, granted.user.id, 'all_star');
    const res2 = await http.call(api.billing.billingPortal, { cookie: granted.cookie });
    expect(res2.statusCode).toBe(409);
  });

  it('needs a session (401)', async () => {
    const res = await http.call(api.billing.billingPortal, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/stripe/test-portal/subscription', () => {
  // Some changes are refused on purpose (an empty one, an unknown cycle): the body is sent as given.
  const update = (cookie: string | undefined, payload: object) =>
    http.call(api.billing.testPortal.update, { cookie, bodyRaw: payload });

  it('switches the billing cycle: a new period starts, the price follows, an audit row says so', async () => {
    const parent = await signIn(t, 'PARENT');
    await buyLocally(t, tiers.first_line.id, 'monthly', parent.cookie);
    const res = await update(parent.cookie, { billingCycle: 'yearly' });
    const { subscription } = json(api.billing.testPortal.update, res, 200);
    expect(subscription).toMatchObject({
      tier: { name: 'first_line' },
      billingPeriod: 'yearly',
      amountCents: 9990,
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const row = await subscriptionRow(t.db, parent.user.id);
    const end = new Date(row!.currentPeriodStart!);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(row?.currentPeriodEnd?.getTime()).toBe(end.getTime());
    const audits = await subscriptionAudits(t.db, parent.user.id);
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({
      userId: parent.user.id,
      targetUserId: parent.user.id,
      metadata: { source: 'test_portal', eventType: 'customer.subscription.updated' },
      changes: { from: { billingPeriod: 'monthly' }, to: { billingPeriod: 'yearly', tier: 'first_line' } },
    });
  });

  it('changes the tier at the same cycle, keeping the period', async () => {
    const player = await signIn(t, 'PLAYER');
    await buyLocally(t, tiers.warm_up.id, 'monthly', player.cookie);
    const before = await subscriptionRow(t.db, player.user.id);
    const res = await update(player.cookie, { tierId: tiers.all_star.id });
    expect(json(api.billing.testPortal.update, res, 200).subscription).toMatchObject({
      tier: { name: 'all_star' },
      billingPeriod: 'monthly',
      amountCents: 1999,
    });
    const after = await subscriptionRow(t.db, player.user.id);
    expect(after?.currentPeriodEnd).toEqual(before?.currentPeriodEnd);
    const features = json(
      api.subscriptions.userFeatures,
      await http.call(api.subscriptions.userFeatures, {
        params: { userId: player.user.id },
        cookie: player.cookie,
      }),
      200,
    );
    expect(byKey(features.features).highlight_clips).toMatchObject({ limit: 'unlimited' });
    const audits = await subscriptionAudits(t.db, player.user.id);
    expect(audits.at(-1)?.changes).toMatchObject({ from: { tier: 'warm_up' }, to: { tier: 'all_star' } });
  });

  it('cancels at period end and resumes; the plan stands until then', async () => {
    const parent = await signIn(t, 'PARENT');
    await buyLocally(t, tiers.first_line.id, 'yearly', parent.cookie);
    const cancelled = json(
      api.billing.testPortal.update,
      await update(parent.cookie, { cancelAtPeriodEnd: true }),
      200,
    );
    expect(cancelled.subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      tier: { name: 'first_line' },
    });
    const resumed = json(
      api.billing.testPortal.update,
      await update(parent.cookie, { cancelAtPeriodEnd: false }),
      200,
    );
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);
    const audits = await subscriptionAudits(t.db, parent.user.id);
    expect(
      audits.map((a) => (a.changes as { to: { cancelAtPeriodEnd: boolean } }).to.cancelAtPeriodEnd),
    ).toEqual([false, true, false]);
  });

  it('refuses the free tier (400), an unknown tier (404), nothing to change (400)', async () => {
    const player = await signIn(t, 'PLAYER');
    await buyLocally(t, tiers.warm_up.id, 'monthly', player.cookie);
    const free = await update(player.cookie, { tierId: tiers.locker_room.id });
    expect(free.statusCode).toBe(400);
    expect(errorJson(free).message).toBe('To go back to the free plan, cancel at period end.');
    const unknown = await update(player.cookie, { tierId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('Plan not found.');
    const nothing = await update(player.cookie, {});
    expect(nothing.statusCode).toBe(400);
    expect(errorJson(nothing).message).toContain('Nothing to change');
    const badCycle = await update(player.cookie, { billingCycle: 'weekly' });
    expect(badCycle.statusCode).toBe(400);
    expect((await subscriptionAudits(t.db, player.user.id)).length).toBe(1);
  });

  it('is 409 without a paid plan, 401 without a session', async () => {
    const none = await signIn(t, 'PLAYER');
    const res = await update(none.cookie, { cancelAtPeriodEnd: true });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe('You have no paid plan to manage.');
    const anonymous = await update(undefined, { cancelAtPeriodEnd: true });
    expect(anonymous.statusCode).toBe(401);
  });

  it("changes only the caller's own plan, never another user's", async () => {
    const owner = await signIn(t, 'PARENT');
    await buyLocally(t, tiers.first_line.id, 'monthly', owner.cookie);
    const other = await signIn(t, 'PARENT');
    await buyLocally(t, tiers.warm_up.id, 'monthly', other.cookie);
    const before = await subscriptionRow(t.db, owner.user.id);
    await update(other.cookie, { cancelAtPeriodEnd: true, billingCycle: 'yearly' });
    const after = await subscriptionRow(t.db, owner.user.id);
    expect(after).toMatchObject({
      cancelAtPeriodEnd: false,
      billingPeriod: 'monthly',
      tierId: tiers.first_line.id,
    });
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });
});

describe('POST /api/stripe/webhook without STRIPE_WEBHOOK_SECRET', () => {
  it('refuses every delivery with a 400 that names the missing secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'customer.created', created: 1, data: { object: {} } }),
    });
    expect(res.statusCode).toBe(400);
    expect(errorJson(res).message).toContain('STRIPE_WEBHOOK_SECRET');
  });
});
