import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { subscriptionTiers, userSubscriptions } from '#server/db/schema/index.ts';
import { createUser, type User } from '#server/db/seed/factories.ts';
import { adminActionsKit } from '#test/admin-actions-kit.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, signIn } from '#test/players-kit.ts';
import { latestEmailToken } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { ALREADY_VERIFIED } from './user-actions.service.ts';

const { t, api } = withTestApp();
const { cast, url, auditRowsFor, adminAuditFor, expectUnknownUser } = adminActionsKit(t, api);

describe('POST /api/admin/users/:id/subscription', () => {
  async function tier(name: string) {
    const [row] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, name));
    return row!;
  }

  async function subscription(userId: string) {
    const [row] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
    return row;
  }

  async function holdPlan(
    user: User,
    tierName: string,
    facts: Partial<typeof userSubscriptions.$inferInsert>,
  ) {
    await t.db
      .insert(userSubscriptions)
      .values({ userId: user.id, tierId: (await tier(tierName)).id, ...facts });
  }

  const assign = (userId: string, tierId: string) =>
    api.post(url(userId, 'subscription'), { cookie: cast.admin.cookie, payload: { tierId } });

  it('gives a player without a plan a complimentary tier, which their features then follow', async () => {
    const player = await signIn(t, 'PLAYER');
    const firstLine = await tier('first_line');
    const res = await assign(player.user.id, firstLine.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = json(contract.admin.assignTier, res);
    expect(body.message).toMatch(/First Line/);
    expect(body.subscription).toMatchObject({
      tier: { id: firstLine.id, name: 'first_line' },
      status: 'active',
      billingPeriod: 'monthly',
      amountCents: 0,
      currentPeriodEnd: null,
      maxPlayers: 3,
      canManageBilling: false,
      assignedByAdmin: true,
    });
    expect(await subscription(player.user.id)).toMatchObject({
      status: 'active',
      stripeSubscriptionId: null,
      stripeCustomerId: null,
      actualAmountCents: 0,
    });
    const features = await api.call(contract.subscriptions.userFeatures, {
      params: { userId: player.user.id },
      cookie: player.cookie,
    });
    const clips = json(contract.subscriptions.userFeatures, features).features.find(
      (f) => f.key === 'highlight_clips',
    );
    expect(clips).toMatchObject({ hasAccess: true, limit: 3 });

    const [audit] = (await auditRowsFor(player.user.id)).filter(
      (r) => r.eventType === 'subscription_changed',
    );
    expect(audit).toMatchObject({
      userId: cast.admin.user.id,
      ipAddress: '127.0.0.1',
      changes: { from: null, to: { tierId: firstLine.id, tier: 'first_line' } },
    });
    expect((await adminAuditFor(player.user.id)).map((r) => r.action)).toEqual(['assign_tier']);
  });

  it("replaces a parent's local test-checkout plan, keeping their maxPlayers", async () => {
    const parent = await createUser(t.db, { role: 'PARENT' });
    await holdPlan(parent, 'warm_up', {
      status: 'active',
      stripeSubscriptionId: 'sub_local_abc',
      stripeCustomerId: 'cus_local_abc',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      maxPlayers: 5,
      actualAmountCents: 499,
    });
    const allStar = await tier('all_star');
    const res = await assign(parent.id, allStar.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.admin.assignTier, res).subscription).toMatchObject({
      tier: { name: 'all_star' },
      maxPlayers: 5,
      amountCents: 0,
      currentPeriodEnd: null,
    });
    expect(await subscription(parent.id)).toMatchObject({
      tierId: allStar.id,
      stripeSubscriptionId: null,
      stripeCustomerId: null,
      currentPeriodEnd: null,
    });
    const [audit] = await auditRowsFor(parent.id);
    expect(audit!.changes).toMatchObject({ from: { stripeSubscriptionId: 'sub_local_abc' } });
  });

  it('refuses over a plan Stripe bills (active or past due), but replaces an ended Stripe plan', async () => {
    const allStar = await tier('all_star');
    for (const status of ['active', 'past_due'] as const) {
      const payer = await createUser(t.db, { role: 'PLAYER' });
      await holdPlan(payer, 'warm_up', {
        status,
        stripeSubscriptionId: 'sub_1RealStripe',
        stripeCustomerId: 'cus_1Real',
      });
      const res = await assign(payer.id, allStar.id);
      expect(res.statusCode, status).toBe(409);
      expect(errorJson(res).message).toBe(
        'This user pays through Stripe: cancel or change their plan in Stripe first.',
      );
      expect((await subscription(payer.id))!.stripeSubscriptionId).toBe('sub_1RealStripe');
      expect(await adminAuditFor(payer.id)).toEqual([]);
    }
    const ended = await createUser(t.db, { role: 'PLAYER' });
    await holdPlan(ended, 'warm_up', { status: 'canceled', stripeSubscriptionId: 'sub_1Ended' });
    expect((await assign(ended.id, allStar.id)).statusCode).toBe(200);
  });

  it('refuses a user who holds no plans (409), an unknown tier or user (404) and a bad tierId (400)', async () => {
    const recruiter = await createUser(t.db, { role: 'RECRUITER' });
    const firstLine = await tier('first_line');
    const refused = await assign(recruiter.id, firstLine.id);
    expect(refused.statusCode).toBe(409);
    expect(errorJson(refused).message).toBe('Plans are for players and parents.');
    expect(await subscription(recruiter.id)).toBeUndefined();

    const player = await createUser(t.db, { role: 'PLAYER' });
    const unknownTier = await assign(player.id, randomUUID());
    expect(unknownTier.statusCode).toBe(404);
    expect(errorJson(unknownTier).message).toBe('Plan not found.');
    await expectUnknownUser(await assign(randomUUID(), firstLine.id));
    for (const payload of [{}, { tierId: 'gold' }, { tierId: firstLine.id, price: 0 }]) {
      const res = await api.post(url(player.id, 'subscription'), { cookie: cast.admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await api.post(url(player.id, 'subscription'), {
      cookie: cast.admin.cookie,
      payload: { tierId: 'gold' },
    });
    expect(issuesByPath(bad).tierId).toBe('Choose a tier');
    expect(await subscription(player.id)).toBeUndefined();
  });
});

describe('POST /api/admin/users/:id/resend-verification', () => {
  it('sends a new link to an unverified user, which verifies the address, with the audit rows', async () => {
    const user = await createUser(t.db, { emailVerified: false });
    const res = await api.post(url(user.id, 'resend-verification'), {
      cookie: cast.admin.cookie,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.admin.resendVerification, res).message).toContain(user.email);
    const token = await latestEmailToken(t.db, user.email, 'email_verification');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const [audit] = await auditRowsFor(user.id);
    expect(audit).toMatchObject({
      eventType: 'admin_action',
      userId: cast.admin.user.id,
      metadata: { action: 'resend_verification' },
    });
    expect((await adminAuditFor(user.id)).map((r) => r.action)).toEqual(['resend_verification']);

    const again = await api.post(url(user.id, 'resend-verification'), {
      cookie: cast.admin.cookie,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toBe(ALREADY_VERIFIED);
  });

  it('accepts no body, refuses a body with fields (400) and an unknown user (404)', async () => {
    const user = await createUser(t.db, { emailVerified: false });
    const none = await t.app.inject({
      method: 'POST',
      url: url(user.id, 'resend-verification'),
      headers: { cookie: cast.admin.cookie },
    });
    expect(none.statusCode, none.body).toBe(200);
    const extra = await api.post(url(user.id, 'resend-verification'), {
      cookie: cast.admin.cookie,
      payload: { email: 'x@example.com' },
    });
    expect(extra.statusCode).toBe(400);
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'resend-verification'), { cookie: cast.admin.cookie, payload: {} }),
    );
  });
});
