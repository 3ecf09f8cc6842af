import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPath } from '#common/api/define.ts';
import { api as contract } from '#common/api/index.ts';
import type { UpdateTierInput } from '#common/contracts/subscriptions.ts';
import { FEATURE_KEYS } from '#common/tier-limits.ts';
import {
  adminAudit,
  auditLogs,
  features,
  subscriptionTiers,
  tierFeatures,
  userSubscriptions,
} from '#server/db/schema/index.ts';
import { createPlayer, linkParent } from '#server/db/seed/factories.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, signIn, subscribe } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

async function tierByName(name: string) {
  const [tier] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, name));
  return tier!;
}

/** Runs a test's price edits on a tier, then puts the tier back as the seed left it. */
async function withTierRestored(name: string, body: () => Promise<void>) {
  const before = await tierByName(name);
  try {
    await body();
  } finally {
    await t.db
      .update(subscriptionTiers)
      .set({
        priceMonthly: before.priceMonthly,
        priceYearly: before.priceYearly,
        stripePriceIdMonthly: before.stripePriceIdMonthly,
        stripePriceIdYearly: before.stripePriceIdYearly,
        stripeProductId: before.stripeProductId,
        isActive: true,
      })
      .where(eq(subscriptionTiers.id, before.id));
  }
}

describe('GET /api/subscriptions/tiers', () => {
  it('lists the four tiers of decisions §5 in order, prices in cents, without a session', async () => {
    const res = await api.call(contract.subscriptions.tiers, {});
    expect(res.statusCode).toBe(200);
    const { tiers } = json(contract.subscriptions.tiers, res);
    expect(tiers.map((x) => [x.slug, x.name, x.displayName, x.priceMonthly, x.priceYearly])).toEqual([
      ['locker_room', 'locker_room', 'Locker Room', 0, 0],
      ['warm_up', 'warm_up', 'Warm-Up', 499, 4990],
      ['first_line', 'first_line', 'First Line', 999, 9990],
      ['all_star', 'all_star', 'All-Star', 1999, 19990],
    ]);
    expect(tiers[0]).toMatchObject({
      description: expect.any(String),
      sortOrder: 1,
      stripePriceIdMonthly: null,
      stripePriceIdYearly: null,
      stripeProductId: null,
    });
  });

  it('reads a missing yearly price as twelve times monthly, and leaves inactive tiers out', async () => {
    await withTierRestored('warm_up', async () => {
      await t.db
        .update(subscriptionTiers)
        .set({ priceYearly: null })
        .where(eq(subscriptionTiers.name, 'warm_up'));
      await t.db
        .update(subscriptionTiers)
        .set({ isActive: false })
        .where(eq(subscriptionTiers.name, 'all_star'));
      try {
        const { tiers } = json(
          contract.subscriptions.tiers,
          await api.call(contract.subscriptions.tiers, {}),
        );
        expect(tiers.map((x) => x.name)).toEqual(['locker_room', 'warm_up', 'first_line']);
        expect(tiers[1]).toMatchObject({ priceMonthly: 499, priceYearly: 5988 });
      } finally {
        await t.db
          .update(subscriptionTiers)
          .set({ isActive: true })
          .where(eq(subscriptionTiers.name, 'all_star'));
      }
    });
  });
});

describe('GET /api/subscriptions/tiers-with-features', () => {
  it('lists every feature under every tier, in feature order, with the limits of decisions §5', async () => {
    const res = await api.call(contract.subscriptions.tiersWithFeatures, {});
    expect(res.statusCode).toBe(200);
    const { tiers } = json(contract.subscriptions.tiersWithFeatures, res);
    expect(tiers.map((x) => x.name)).toEqual(['locker_room', 'warm_up', 'first_line', 'all_star']);
    for (const tier of tiers) expect(tier.features.map((f) => f.featureKey)).toEqual([...FEATURE_KEYS]);

    const table = Object.fromEntries(
      tiers.map((tier) => [
        tier.name,
        Object.fromEntries(tier.features.map((f) => [f.featureKey, f.enabled ? (f.limit ?? 'on') : 'off'])),
      ]),
    );
    expect(table).toEqual({
      locker_room: {
        highlight_clips: 'off',
        upcoming_events: 2,
        custom_profile_url: 'off',
        advanced_analytics: 'off',
        game_stats: 'on',
        verified_badge_request: 'off',
        priority_search_placement: 'off',
      },
      warm_up: {
        highlight_clips: 1,
        upcoming_events: 5,
        custom_profile_url: 'off',
        advanced_analytics: 'off',
        game_stats: 'on',
        verified_badge_request: 'off',
        priority_search_placement: 'off',
      },
      first_line: {
        highlight_clips: 3,
        upcoming_events: 'unlimited',
        custom_profile_url: 'on',
        advanced_analytics: 'on',
        game_stats: 'on',
        verified_badge_request: 'off',
        priority_search_placement: 'off',
      },
      all_star: {
        highlight_clips: 'unlimited',
        upcoming_events: 'unlimited',
        custom_profile_url: 'on',
        advanced_analytics: 'on',
        game_stats: 'on',
        verified_badge_request: 'off',
        priority_search_placement: 'off',
      },
    });
    const firstLine = tiers[2]!;
    expect(firstLine.features[0]).toEqual({
      featureKey: 'highlight_clips',
      featureName: 'Highlight Clips',
      description: 'YouTube or Vimeo highlight videos on your profile.',
      enabled: true,
      limit: 3,
      isComingSoon: false,
    });
    // Coming-soon features are listed with their flag; the pricing page leaves them out.
    expect(firstLine.features.filter((f) => f.isComingSoon).map((f) => f.featureKey)).toEqual([
      'verified_badge_request',
      'priority_search_placement',
    ]);
  });

  it('falls back to the code table for a tier without a tier_features row', async () => {
    const tier = await tierByName('warm_up');
    const [feature] = await t.db.select().from(features).where(eq(features.key, 'upcoming_events'));
    const where = and(eq(tierFeatures.tierId, tier.id), eq(tierFeatures.featureId, feature!.id));
    const [saved] = await t.db.delete(tierFeatures).where(where).returning();
    try {
      const { tiers } = json(
        contract.subscriptions.tiersWithFeatures,
        await api.call(contract.subscriptions.tiersWithFeatures, {}),
      );
      const warmUp = tiers.find((x) => x.name === 'warm_up')!;
      expect(warmUp.features.find((f) => f.featureKey === 'upcoming_events')).toMatchObject({
        enabled: true,
        limit: 5,
      });
    } finally {
      await t.db.insert(tierFeatures).values(saved!);
    }
  });
});

describe('GET /api/subscriptions/me', () => {
  it('a user without a subscription row is on the free plan', async () => {
    const me = await signIn(t, 'PLAYER');
    const res = await api.call(contract.subscriptions.mine, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    const { subscription } = json(contract.subscriptions.mine, res);
    expect(subscription).toEqual({
      tier: {
        id: (await tierByName('locker_room')).id,
        name: 'locker_room',
        displayName: 'Locker Room',
        monthlyPrice: 0,
        yearlyPrice: 0,
      },
      status: 'active',
      billingPeriod: 'monthly',
      amountCents: 0,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      maxPlayers: 3,
      playerCount: 0,
      couponCode: null,
      discountPercent: null,
      canManageBilling: false,
      assignedByAdmin: false,
    });
  });

  it("a paid row shows its tier, cycle, period, amount and the parent's players", async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createPlayer(t.db, { userId: null });
    await linkParent(t.db, { playerId: child.id, parentUserId: parent.user.id });
    const firstLine = await tierByName('first_line');
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2027-01-01T00:00:00Z');
    await t.db.insert(userSubscriptions).values({
      userId: parent.user.id,
      tierId: firstLine.id,
      status: 'active',
      billingPeriod: 'yearly',
      stripeCustomerId: 'cus_test_1',
      stripeSubscriptionId: 'sub_test_1',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
      maxPlayers: 5,
    });
    const { subscription } = json(
      contract.subscriptions.mine,
      await api.call(contract.subscriptions.mine, { cookie: parent.cookie }),
    );
    expect(subscription).toMatchObject({
      tier: { id: firstLine.id, name: 'first_line', displayName: 'First Line', monthlyPrice: 999 },
      status: 'active',
      billingPeriod: 'yearly',
      amountCents: 9990,
      currentPeriodStart: start.toISOString(),
      currentPeriodEnd: end.toISOString(),
      cancelAtPeriodEnd: true,
      maxPlayers: 5,
      playerCount: 1,
      canManageBilling: true,
    });
  });

  it('a canceled row reads as the free plan', async () => {
    const me = await signIn(t, 'PLAYER');
    await subscribe(t.db, me.user.id, 'all_star', 'canceled');
    const { subscription } = json(
      contract.subscriptions.mine,
      await api.call(contract.subscriptions.mine, { cookie: me.cookie }),
    );
    expect(subscription).toMatchObject({
      tier: { name: 'locker_room' },
      status: 'active',
      amountCents: 0,
      canManageBilling: false,
    });
  });

  it('needs a session', async () => {
    const res = await api.call(contract.subscriptions.mine, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/subscriptions/tiers/:id', () => {
  const updatePrices = (id: string, cookie: string, body: UpdateTierInput) =>
    api.call(contract.subscriptions.updateTier, { params: { id }, cookie, body });

  it('an admin changes prices in cents, with an audit row; a null yearly price reads as 12 x monthly', async () => {
    const admin = await signIn(t, 'ADMIN');
    await withTierRestored('warm_up', async () => {
      const tier = await tierByName('warm_up');
      const res = await updatePrices(tier.id, admin.cookie, { monthlyPrice: 599, yearlyPrice: 5990 });
      expect(res.statusCode, res.body).toBe(200);
      expect(json(contract.subscriptions.updateTier, res).tier).toMatchObject({
        id: tier.id,
        name: 'warm_up',
        priceMonthly: 599,
        priceYearly: 5990,
      });

      const cleared = await updatePrices(tier.id, admin.cookie, { yearlyPrice: null });
      expect(json(contract.subscriptions.updateTier, cleared).tier).toMatchObject({
        priceMonthly: 599,
        priceYearly: 7188,
      });
      expect((await tierByName('warm_up')).priceYearly).toBeNull();

      const audits = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.eventType, 'tier_changed'), eq(auditLogs.targetId, tier.id)))
        .orderBy(asc(auditLogs.createdAt));
      expect(audits.map((a) => [a.userId, a.changes])).toEqual([
        [
          admin.user.id,
          { from: { priceMonthly: 499, priceYearly: 4990 }, to: { priceMonthly: 599, priceYearly: 5990 } },
        ],
        [
          admin.user.id,
          { from: { priceMonthly: 599, priceYearly: 5990 }, to: { priceMonthly: 599, priceYearly: null } },
        ],
      ]);
      expect(audits[0]!.ipAddress).toBeTruthy();
      // Every admin action is recorded in admin_audit too.
      const adminRows = await t.db
        .select()
        .from(adminAudit)
        .where(eq(adminAudit.targetId, tier.id))
        .orderBy(asc(adminAudit.createdAt));
      expect(adminRows.map((r) => [r.adminUserId, r.action])).toEqual([
        [admin.user.id, 'update_tier_prices'],
        [admin.user.id, 'update_tier_prices'],
      ]);

      // The public tiers read the new prices.
      const { tiers } = json(contract.subscriptions.tiers, await api.call(contract.subscriptions.tiers, {}));
      expect(tiers.find((x) => x.name === 'warm_up')).toMatchObject({ priceMonthly: 599, priceYearly: 7188 });
    });
  });

  it('a changed cycle forgets its Stripe price id (never charged at the old amount); an unchanged one keeps it', async () => {
    const admin = await signIn(t, 'ADMIN');
    await withTierRestored('all_star', async () => {
      const tier = await tierByName('all_star');
      await t.db
        .update(subscriptionTiers)
        .set({ stripeProductId: 'prod_x', stripePriceIdMonthly: 'price_m', stripePriceIdYearly: 'price_y' })
        .where(eq(subscriptionTiers.id, tier.id));
      const sameYearly = await updatePrices(tier.id, admin.cookie, { yearlyPrice: 19990 });
      expect(json(contract.subscriptions.updateTier, sameYearly).tier).toMatchObject({
        stripePriceIdMonthly: 'price_m',
        stripePriceIdYearly: 'price_y',
      });
      const monthly = await updatePrices(tier.id, admin.cookie, { monthlyPrice: 2499 });
      expect(json(contract.subscriptions.updateTier, monthly).tier).toMatchObject({
        priceMonthly: 2499,
        priceYearly: 19990,
        stripeProductId: 'prod_x',
        stripePriceIdMonthly: null,
        stripePriceIdYearly: 'price_y',
      });
      // Clearing the yearly price changes the yearly amount (12 x 2499), so that id goes too.
      const yearly = await updatePrices(tier.id, admin.cookie, { yearlyPrice: null });
      expect(json(contract.subscriptions.updateTier, yearly).tier).toMatchObject({
        priceYearly: 29988,
        stripePriceIdYearly: null,
      });
    });
  });

  it('refuses malformed bodies with 400 and a clear message', async () => {
    const admin = await signIn(t, 'ADMIN');
    const tier = await tierByName('first_line');
    const cases: [unknown, string, string][] = [
      [{ monthlyPrice: -1 }, 'monthlyPrice', 'Monthly price cannot be negative'],
      [{ monthlyPrice: 9.99 }, 'monthlyPrice', 'Monthly price must be a whole number of cents'],
      [{ yearlyPrice: '100' }, 'yearlyPrice', 'Yearly price must be a number of cents'],
      [{}, 'body', 'Send a monthly or a yearly price'],
      [{ monthlyPrice: 100, name: 'Cheap' }, '', ''],
    ];
    for (const [payload, path, message] of cases) {
      const res = await api.call(contract.subscriptions.updateTier, {
        params: { id: tier.id },
        cookie: admin.cookie,
        bodyRaw: payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorJson(res).code).toBe('VALIDATION_ERROR');
      if (message) expect(issuesByPath(res)[path], JSON.stringify(payload)).toBe(message);
    }
    const badId = await api.patch('/api/subscriptions/tiers/not-a-uuid', {
      cookie: admin.cookie,
      payload: { monthlyPrice: 100 },
    });
    expect(badId.statusCode).toBe(400);
    expect((await tierByName('first_line')).priceMonthly).toBe(999);
  });

  it('an unknown plan is 404', async () => {
    const admin = await signIn(t, 'ADMIN');
    const res = await api.call(contract.subscriptions.updateTier, {
      params: { id: crypto.randomUUID() },
      cookie: admin.cookie,
      body: { monthlyPrice: 100 },
    });
    expect(res.statusCode).toBe(404);
    expect(errorJson(res).message).toBe('Plan not found.');
  });
});

describe('POST /api/admin/seed-subscriptions', () => {
  it('is idempotent: the same rows after two runs, and an admin-edited price stays', async () => {
    const admin = await signIn(t, 'ADMIN');
    await withTierRestored('first_line', async () => {
      const tier = await tierByName('first_line');
      await api.call(contract.subscriptions.updateTier, {
        params: { id: tier.id },
        cookie: admin.cookie,
        body: { monthlyPrice: 1299, yearlyPrice: 12990 },
      });
      const snapshot = async () => ({
        tiers: await t.db.select().from(subscriptionTiers).orderBy(asc(subscriptionTiers.name)),
        features: await t.db.select().from(features).orderBy(asc(features.key)),
        limits: await t.db.select().from(tierFeatures).orderBy(asc(tierFeatures.id)),
      });
      const before = await snapshot();
      for (let run = 0; run < 2; run++) {
        const res = await api.call(contract.subscriptions.seed, { cookie: admin.cookie });
        expect(res.statusCode, res.body).toBe(200);
        expect(json(contract.subscriptions.seed, res)).toEqual({
          message: 'Subscription data is ready: 4 plans and 7 features.',
          tiers: 4,
          features: 7,
        });
        expect(await snapshot()).toEqual(before);
      }
      expect((await tierByName('first_line')).priceMonthly).toBe(1299);
      const audits = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.eventType, 'admin_action'), eq(auditLogs.userId, admin.user.id)))
        .orderBy(desc(auditLogs.createdAt));
      expect(audits).toHaveLength(2);
      expect(audits[0]!.metadata).toEqual({ action: 'seed_subscriptions', tiers: 4, features: 7 });
      const adminRows = await t.db
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.adminUserId, admin.user.id), eq(adminAudit.action, 'seed_subscriptions')));
      expect(adminRows.map((r) => [r.action, r.meta])).toEqual([
        ['seed_subscriptions', { tiers: 4, features: 7 }],
        ['seed_subscriptions', { tiers: 4, features: 7 }],
      ]);
    });
  });

  it('brings back a tier limit row and a feature that went missing', async () => {
    const admin = await signIn(t, 'ADMIN');
    const tier = await tierByName('warm_up');
    const [feature] = await t.db.select().from(features).where(eq(features.key, 'highlight_clips'));
    await t.db
      .delete(tierFeatures)
      .where(and(eq(tierFeatures.tierId, tier.id), eq(tierFeatures.featureId, feature!.id)));
    const res = await api.call(contract.subscriptions.seed, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(tierFeatures)
      .where(and(eq(tierFeatures.tierId, tier.id), eq(tierFeatures.featureId, feature!.id)));
    expect(row).toMatchObject({ enabled: true, limit: '1' });
  });
});

describe('admin-only subscription routes', () => {
  const adminRoutes = (tierId: string, userId: string) =>
    [
      [contract.subscriptions.updateTier, { id: tierId }, { monthlyPrice: 1 }],
      [contract.subscriptions.syncStripe, { id: tierId }, undefined],
      [
        contract.subscriptions.setOverride,
        undefined,
        { userId, featureKey: 'highlight_clips', enabled: true, limit: 3 },
      ],
      [contract.subscriptions.removeOverride, undefined, { userId, featureKey: 'highlight_clips' }],
      [contract.subscriptions.seed, undefined, undefined],
    ] as const;

  it('anonymous gets 401; PLAYER, PARENT, RECRUITER, ORG_ADMIN and ORG_STAFF get 403; nothing changes', async () => {
    const tier = await tierByName('first_line');
    const target = await signIn(t, 'PLAYER');
    const callers = [
      ['anonymous', undefined, 401],
      ...(await Promise.all(
        (['PLAYER', 'PARENT', 'RECRUITER', 'ORG_ADMIN', 'ORG_STAFF'] as const).map(
          async (role) => [role, (await signIn(t, role)).cookie, 403] as const,
        ),
      )),
    ] as const;
    for (const [endpoint, params, body] of adminRoutes(tier.id, target.user.id)) {
      const url = fillPath(endpoint, params as never);
      for (const [who, cookie, status] of callers) {
        const res = await t.app.inject({
          method: endpoint.method,
          url,
          headers: cookie ? { cookie } : {},
          ...(body && { payload: body }),
        });
        expect(res.statusCode, `${who} ${endpoint.method} ${url}: ${res.body}`).toBe(status);
      }
    }
    expect((await tierByName('first_line')).priceMonthly).toBe(999);
    const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.targetUserId, target.user.id));
    expect(audits).toHaveLength(0);
  });
});
