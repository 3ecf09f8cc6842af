import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#common/api/index.ts';
import { ROLES } from '#common/enums.ts';
import { checkoutSessions, subscriptionTiers } from '#server/db/schema/index.ts';
import { errorJson, json } from '#test/api-json.ts';
import { startCheckout, tiersByName } from '#test/billing-kit.ts';
import { signIn, subscribe } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

// No STRIPE_SECRET_KEY: the local test checkout (decisions §6).
const { t, api: http } = withTestApp();
let tiers: Awaited<ReturnType<typeof tiersByName>>;

beforeAll(async () => {
  tiers = await tiersByName(t.db);
});

const sessionIdOf = (url: string) => url.replace('/checkout/test/', '');

async function rowOf(sessionId: string) {
  const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
  return row;
}

describe('POST /api/stripe/create-checkout-session without Stripe keys', () => {
  const cases = [
    ['warm_up', 'monthly', 499],
    ['warm_up', 'yearly', 4990],
    ['first_line', 'monthly', 999],
    ['first_line', 'yearly', 9990],
    ['all_star', 'monthly', 1999],
    ['all_star', 'yearly', 19990],
  ] as const;
  for (const [tierName, cycle, cents] of cases) {
    it(`a player starts a local test checkout of ${tierName} ${cycle} at ${cents} cents`, async () => {
      const player = await signIn(t, 'PLAYER');
      const res = await http.call(api.billing.createCheckoutSession, {
        cookie: player.cookie,
        body: { tierId: tiers[tierName].id, billingCycle: cycle },
      });
      const { url } = json(api.billing.createCheckoutSession, res, 200);
      expect(url).toMatch(/^\/checkout\/test\/cs_test_local_[0-9a-f]{64}$/);
      const row = await rowOf(sessionIdOf(url));
      expect(row).toMatchObject({
        userId: player.user.id,
        tierId: tiers[tierName].id,
        billingPeriod: cycle,
        amountCents: cents,
        status: 'open',
        paid: false,
        attachedAt: null,
      });
    });
  }

  it('a guest may start a checkout: the row belongs to no one yet', async () => {
    const res = await startCheckout(t.app, { tierId: tiers.first_line.id, billingCycle: 'yearly' });
    const { url } = json(api.billing.createCheckoutSession, res, 200);
    expect(await rowOf(sessionIdOf(url))).toMatchObject({ userId: null, amountCents: 9990 });
  });

  it('a parent may start a checkout', async () => {
    const parent = await signIn(t, 'PARENT');
    const res = await startCheckout(
      t.app,
      { tierId: tiers.warm_up.id, billingCycle: 'monthly' },
      parent.cookie,
    );
    expect(res.statusCode).toBe(200);
  });

  it('a missing yearly price is charged as twelve monthly prices', async () => {
    const [tier] = await t.db
      .insert(subscriptionTiers)
      .values({
        name: `no_yearly_${Date.now()}`,
        displayName: 'No Yearly',
        priceMonthly: 700,
        priceYearly: null,
      })
      .returning();
    const res = await startCheckout(t.app, { tierId: tier!.id, billingCycle: 'yearly' });
    const { url } = json(api.billing.createCheckoutSession, res, 200);
    expect((await rowOf(sessionIdOf(url)))?.amountCents).toBe(8400);
  });

  it('a malformed tier id or cycle is a 400 with a message', async () => {
    const bad = await startCheckout(t.app, { tierId: 'first_line', billingCycle: 'monthly' });
    expect(bad.statusCode).toBe(400);
    expect(errorJson(bad).message).toContain('Not a valid plan');
    const cycle = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: { tierId: tiers.first_line.id, billingCycle: 'weekly' },
    });
    expect(cycle.statusCode).toBe(400);
    expect(errorJson(cycle).message).toContain('Billing cycle must be monthly or yearly');
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/create-checkout-session',
      payload: { tierId: tiers.first_line.id, billingCycle: 'monthly', amountCents: 1 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('an unknown or inactive tier is 404 Plan not found', async () => {
    const unknown = await startCheckout(t.app, { tierId: crypto.randomUUID(), billingCycle: 'monthly' });
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('Plan not found.');
    const [retired] = await t.db
      .insert(subscriptionTiers)
      .values({ name: `retired_${Date.now()}`, displayName: 'Retired', priceMonthly: 100, isActive: false })
      .returning();
    const inactive = await startCheckout(t.app, { tierId: retired!.id, billingCycle: 'monthly' });
    expect(inactive.statusCode).toBe(404);
  });

  it('the free tier needs no checkout (400), and no row is written', async () => {
    const before = (await t.db.select().from(checkoutSessions)).length;
    const res = await startCheckout(t.app, { tierId: tiers.locker_room.id, billingCycle: 'monthly' });
    expect(res.statusCode).toBe(400);
    expect(errorJson(res).message).toBe('The free plan needs no checkout.');
    expect((await t.db.select().from(checkoutSessions)).length).toBe(before);
  });

  for (const role of ROLES.filter((r) => r !== 'PLAYER' && r !== 'PARENT')) {
    it(`a ${role} cannot buy a plan (403)`, async () => {
      const user = await signIn(t, role);
      const res = await startCheckout(
        t.app,
        { tierId: tiers.first_line.id, billingCycle: 'monthly' },
        user.cookie,
      );
      expect(res.statusCode).toBe(403);
      expect(errorJson(res).message).toBe('Plans are for player and parent accounts.');
    });
  }

  for (const status of ['active', 'trialing', 'past_due'] as const) {
    it(`a user whose paid plan is ${status} is sent to Manage Billing (409)`, async () => {
      const player = await signIn(t, 'PLAYER');
      await subscribe(t.db, player.user.id, 'warm_up', status, { billed: true });
      const res = await startCheckout(
        t.app,
        { tierId: tiers.all_star.id, billingCycle: 'monthly' },
        player.cookie,
      );
      expect(res.statusCode).toBe(409);
      expect(errorJson(res).message).toBe('You already have a paid plan. Change it from Manage Billing.');
    });
  }

  it('a user an admin gave a paid tier without billing may still buy a plan', async () => {
    const player = await signIn(t, 'PLAYER');
    await subscribe(t.db, player.user.id, 'first_line', 'active');
    const res = await startCheckout(
      t.app,
      { tierId: tiers.all_star.id, billingCycle: 'monthly' },
      player.cookie,
    );
    expect(res.statusCode).toBe(200);
  });

  it('a user whose paid plan was cancelled, or who holds the free tier, may buy again', async () => {
    const lapsed = await signIn(t, 'PARENT');
    await subscribe(t.db, lapsed.user.id, 'all_star', 'canceled');
    const again = await startCheckout(
      t.app,
      { tierId: tiers.all_star.id, billingCycle: 'monthly' },
      lapsed.cookie,
    );
    expect(again.statusCode).toBe(200);
    const free = await signIn(t, 'PLAYER');
    await subscribe(t.db, free.user.id, 'locker_room', 'active');
    const upgrade = await startCheckout(
      t.app,
      { tierId: tiers.warm_up.id, billingCycle: 'monthly' },
      free.cookie,
    );
    expect(upgrade.statusCode).toBe(200);
  });
});

describe('GET /api/stripe/checkout-sessions/:sessionId', () => {
  it('shows what the session sells, with no personal data', async () => {
    const player = await signIn(t, 'PLAYER');
    const started = await startCheckout(
      t.app,
      { tierId: tiers.first_line.id, billingCycle: 'yearly' },
      player.cookie,
    );
    const sessionId = sessionIdOf(json(api.billing.createCheckoutSession, started, 200).url);
    // Anyone holding the id may read it (the return page may have lost its session cookie).
    const res = await http.call(api.billing.checkoutSession, { params: { sessionId } });
    expect(json(api.billing.checkoutSession, res, 200)).toEqual({
      checkoutSession: {
        sessionId,
        status: 'open',
        paid: false,
        tier: { name: 'first_line', displayName: 'First Line' },
        billingCycle: 'yearly',
        amountCents: 9990,
        attached: true,
        testMode: true,
      },
    });
    expect(res.body).not.toContain(player.user.id);
    expect(res.body).not.toContain(player.user.email);
  });

  it('an unknown session is 404; a malformed id 400', async () => {
    const unknown = await http.call(api.billing.checkoutSession, {
      params: { sessionId: 'cs_test_local_nothing' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorJson(unknown).message).toBe('Checkout session not found');
    const bad = await t.app.inject({ method: 'GET', url: '/api/stripe/checkout-sessions/cs..%2F..' });
    expect(bad.statusCode).toBe(400);
  });
});
