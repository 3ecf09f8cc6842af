import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { checkoutSessions } from '#server/db/schema/index.ts';
import { createUser, DEFAULT_TEST_PASSWORD } from '#server/db/seed/factories.ts';
import { json } from '#test/api-json.ts';
import {
  buyLocally,
  openerCookie,
  startCheckout,
  subscriptionAudits,
  subscriptionRow,
  tiersByName,
} from '#test/billing-kit.ts';
import { signIn } from '#test/players-kit.ts';
import { ADULT_BIRTH_YEAR, TERMS_AGREEMENT, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

// Decisions §6: a guest's paid checkout becomes the plan of the account that registers or logs in with
// its session id, once.
const { t, api } = withTestApp();
let tiers: Awaited<ReturnType<typeof tiersByName>>;

beforeAll(async () => {
  tiers = await tiersByName(t.db);
});

async function register(checkoutSessionId?: string, role: 'PLAYER' | 'PARENT' = 'PARENT') {
  const res = await api.call(contract.auth.register, {
    body: {
      email: uniqueEmail('buyer'),
      password: 'correct horse battery',
      name: 'Casey Buyer',
      role,
      ...(role === 'PLAYER' && { birthYear: ADULT_BIRTH_YEAR }),
      ...TERMS_AGREEMENT,
      ...(checkoutSessionId !== undefined && { checkoutSessionId }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(contract.auth.register, res, 201).user;
}

async function login(email: string, checkoutSessionId?: string) {
  const res = await api.call(contract.auth.login, {
    body: { email, password: DEFAULT_TEST_PASSWORD, ...(checkoutSessionId && { checkoutSessionId }) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function sessionRow(sessionId: string) {
  const [row] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.sessionId, sessionId));
  return row;
}

describe('attaching a guest checkout at registration', () => {
  it('the account that registers with a paid session id gets the plan, once, with an audit row', async () => {
    const { sessionId } = await buyLocally(t, tiers.first_line.id, 'yearly');
    const paidRow = await sessionRow(sessionId);
    const user = await register(sessionId);

    const plan = await subscriptionRow(t.db, user.id);
    expect(plan).toMatchObject({
      tierId: tiers.first_line.id,
      billingPeriod: 'yearly',
      status: 'active',
      stripeSubscriptionId: paidRow?.stripeSubscriptionId,
      stripeCustomerId: paidRow?.stripeCustomerId,
      currentPeriodEnd: paidRow?.currentPeriodEnd,
      originalAmountCents: 9990,
      actualAmountCents: 9990,
    });
    expect(await sessionRow(sessionId)).toMatchObject({ userId: user.id });
    expect((await sessionRow(sessionId))?.attachedAt).toBeInstanceOf(Date);
    const audits = await subscriptionAudits(t.db, user.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      userId: user.id,
      metadata: { source: 'checkout_attachment', checkoutSessionId: sessionId },
      changes: { from: null, to: { tier: 'first_line', status: 'active', billingPeriod: 'yearly' } },
    });

    // A second account with the same id registers fine and gets nothing.
    const second = await register(sessionId);
    expect(await subscriptionRow(t.db, second.id)).toBeUndefined();
    expect(await subscriptionAudits(t.db, second.id)).toHaveLength(0);
    expect(await sessionRow(sessionId)).toMatchObject({ userId: user.id });
  });

  it('an unpaid, cancelled or unknown session attaches nothing; registration still succeeds', async () => {
    const started = await startCheckout(t.app, { tierId: tiers.warm_up.id, billingCycle: 'monthly' });
    const openId = json(contract.billing.createCheckoutSession, started, 200).url.split('/').pop() ?? '';
    const u1 = await register(openId);
    expect(await subscriptionRow(t.db, u1.id)).toBeUndefined();
    expect(await sessionRow(openId)).toMatchObject({ userId: null, attachedAt: null });

    const cancelled = await api.call(contract.billing.testCheckout.cancel, {
      params: { sessionId: openId },
      cookie: openerCookie(started),
    });
    expect(cancelled.statusCode).toBe(200);
    const u2 = await register(openId, 'PLAYER');
    expect(await subscriptionRow(t.db, u2.id)).toBeUndefined();

    const u3 = await register('cs_test_local_does_not_exist');
    expect(await subscriptionRow(t.db, u3.id)).toBeUndefined();
    const u4 = await register('');
    expect(await subscriptionRow(t.db, u4.id)).toBeUndefined();
  });

  it("a signed-in buyer's paid session is never attached to another account", async () => {
    const buyer = await signIn(t, 'PLAYER');
    const { sessionId } = await buyLocally(t, tiers.all_star.id, 'monthly', buyer.cookie);
    const other = await register(sessionId);
    expect(await subscriptionRow(t.db, other.id)).toBeUndefined();
    expect(await sessionRow(sessionId)).toMatchObject({ userId: buyer.user.id });
  });

  it('a plan changed while it waited (local billing events) attaches as it stands now', async () => {
    const { sessionId } = await buyLocally(t, tiers.warm_up.id, 'monthly');
    // Stripe-side changes to a waiting guest purchase land on the session row's snapshot.
    await t.db
      .update(checkoutSessions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(checkoutSessions.sessionId, sessionId));
    const user = await register(sessionId, 'PLAYER');
    expect(await subscriptionRow(t.db, user.id)).toMatchObject({
      cancelAtPeriodEnd: true,
      tierId: tiers.warm_up.id,
    });
  });
});

describe('attaching a guest checkout at login', () => {
  it('the account that logs in with a paid session id gets the plan, once', async () => {
    const { sessionId } = await buyLocally(t, tiers.first_line.id, 'monthly');
    const parent = await createUser(t.db, { role: 'PARENT', email: uniqueEmail('login-buyer') });
    await login(parent.email, sessionId);
    expect(await subscriptionRow(t.db, parent.id)).toMatchObject({
      tierId: tiers.first_line.id,
      billingPeriod: 'monthly',
      status: 'active',
    });
    const other = await createUser(t.db, { role: 'PLAYER', email: uniqueEmail('second-login') });
    await login(other.email, sessionId);
    expect(await subscriptionRow(t.db, other.id)).toBeUndefined();
  });

  it('an account that cannot hold a plan (recruiter) logs in but gets nothing; the session stays waiting', async () => {
    const { sessionId } = await buyLocally(t, tiers.warm_up.id, 'yearly');
    const recruiter = await createUser(t.db, { role: 'RECRUITER', email: uniqueEmail('recruiter-buyer') });
    await login(recruiter.email, sessionId);
    expect(await subscriptionRow(t.db, recruiter.id)).toBeUndefined();
    expect(await sessionRow(sessionId)).toMatchObject({ userId: null, attachedAt: null });
  });

  it('a failed login attaches nothing', async () => {
    const { sessionId } = await buyLocally(t, tiers.warm_up.id, 'monthly');
    const player = await createUser(t.db, { role: 'PLAYER', email: uniqueEmail('wrong-password') });
    const res = await api.call(contract.auth.login, {
      body: { email: player.email, password: 'not the password', checkoutSessionId: sessionId },
    });
    expect(res.statusCode).toBe(401);
    expect(await subscriptionRow(t.db, player.id)).toBeUndefined();
    expect(await sessionRow(sessionId)).toMatchObject({ userId: null });
  });
});
