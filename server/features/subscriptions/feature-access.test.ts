import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import {
  features,
  media,
  playerScheduleEvents,
  subscriptionTiers,
  tierFeatures,
  userSubscriptions,
} from '#server/db/schema/index.ts';
import { createPlayer, createUser, linkParent } from '#server/db/seed/factories.ts';
import { AppError } from '#server/lib/errors.ts';
import { grantOverride, isoDay, signIn, subscribe } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { assertCanAdd, featureAccessForPlayer, featureAccessForUser } from './feature-access.ts';
import { subscriptionSummaryFor } from './subscription-summary.ts';

const { t, api } = withTestApp();

type FeatureRow = {
  key: string;
  limit: unknown;
  used: number | null;
  hasAccess: boolean;
  isComingSoon: boolean;
};
const byKey = (list: FeatureRow[]) => Object.fromEntries(list.map((f) => [f.key, f]));

describe('featureAccessForUser', () => {
  it('a user without a subscription is on locker_room', async () => {
    const user = await createUser(t.db);
    expect(await featureAccessForUser(t.db, user.id, 'upcoming_events')).toMatchObject({
      hasAccess: true,
      limit: 2,
      tierName: 'locker_room',
    });
    expect(await featureAccessForUser(t.db, user.id, 'highlight_clips')).toMatchObject({
      hasAccess: false,
      limit: null,
    });
  });

  it('active and trialing subscriptions count; others fall back to locker_room', async () => {
    const user = await createUser(t.db);
    await subscribe(t.db, user.id, 'first_line', 'trialing');
    expect(await featureAccessForUser(t.db, user.id, 'highlight_clips')).toMatchObject({
      limit: 3,
      tierName: 'first_line',
    });
    await subscribe(t.db, user.id, 'all_star', 'past_due');
    expect(await featureAccessForUser(t.db, user.id, 'highlight_clips')).toMatchObject({
      hasAccess: false,
      tierName: 'locker_room',
    });
  });

  it('a plan cancelled at period end lapses when the period is over: features and summary agree', async () => {
    const user = await createUser(t.db, { role: 'PARENT' });
    await subscribe(t.db, user.id, 'first_line');
    const setPeriodEnd = (end: Date) =>
      t.db
        .update(userSubscriptions)
        .set({ cancelAtPeriodEnd: true, currentPeriodEnd: end, stripeCustomerId: 'cus_local_x' })
        .where(eq(userSubscriptions.userId, user.id));

    await setPeriodEnd(new Date(Date.now() + 86_400_000));
    expect(await featureAccessForUser(t.db, user.id, 'highlight_clips')).toMatchObject({ limit: 3 });
    expect(await subscriptionSummaryFor(t.db, user.id)).toMatchObject({
      tier: { name: 'first_line' },
      cancelAtPeriodEnd: true,
    });

    await setPeriodEnd(new Date(Date.now() - 1000));
    expect(await featureAccessForUser(t.db, user.id, 'highlight_clips')).toMatchObject({
      hasAccess: false,
      tierName: 'locker_room',
    });
    expect(await subscriptionSummaryFor(t.db, user.id)).toMatchObject({
      tier: { name: 'locker_room' },
      canManageBilling: false,
    });
  });

  it('reads limits from tier_features in the database', async () => {
    const user = await createUser(t.db);
    await subscribe(t.db, user.id, 'warm_up');
    const [tier] = await t.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'warm_up'));
    const [feature] = await t.db.select().from(features).where(eq(features.key, 'upcoming_events'));
    const where = and(eq(tierFeatures.tierId, tier!.id), eq(tierFeatures.featureId, feature!.id));
    await t.db.update(tierFeatures).set({ limit: '7' }).where(where);
    try {
      expect((await featureAccessForUser(t.db, user.id, 'upcoming_events')).limit).toBe(7);
    } finally {
      await t.db.update(tierFeatures).set({ limit: '5' }).where(where);
    }
  });

  it('an override beats the tier, both ways', async () => {
    const user = await createUser(t.db);
    await grantOverride(t.db, user.id, 'highlight_clips', true, '2');
    await grantOverride(t.db, user.id, 'game_stats', false, null);
    expect(await featureAccessForUser(t.db, user.id, 'highlight_clips')).toMatchObject({
      hasAccess: true,
      limit: 2,
      source: 'override',
    });
    expect((await featureAccessForUser(t.db, user.id, 'game_stats')).hasAccess).toBe(false);
  });

  it('coming-soon features are off even with an override', async () => {
    const user = await createUser(t.db);
    await grantOverride(t.db, user.id, 'verified_badge_request', true, null);
    expect((await featureAccessForUser(t.db, user.id, 'verified_badge_request')).hasAccess).toBe(false);
  });
});

describe('featureAccessForPlayer and assertCanAdd', () => {
  it('takes the most generous plan among the player and the linked parents', async () => {
    const playerUser = await createUser(t.db);
    const mom = await createUser(t.db, { role: 'PARENT' });
    const dad = await createUser(t.db, { role: 'PARENT' });
    const player = await createPlayer(t.db, { userId: playerUser.id });
    await linkParent(t.db, { playerId: player.id, parentUserId: mom.id });
    await linkParent(t.db, { playerId: player.id, parentUserId: dad.id, isPrimary: false });
    await subscribe(t.db, mom.id, 'warm_up');
    expect((await featureAccessForPlayer(t.db, player, 'highlight_clips')).limit).toBe(1);
    await subscribe(t.db, dad.id, 'all_star');
    expect((await featureAccessForPlayer(t.db, player, 'highlight_clips')).limit).toBe('unlimited');
  });

  it('an unlinked, account-less player is on locker_room', async () => {
    const player = await createPlayer(t.db, { userId: null });
    expect(await featureAccessForPlayer(t.db, player, 'upcoming_events')).toMatchObject({
      limit: 2,
      hasAccess: true,
    });
  });

  it('throws a 403 LIMIT_REACHED with a clear message', async () => {
    const user = await createUser(t.db);
    const player = await createPlayer(t.db, { userId: user.id });
    await expect(assertCanAdd(t.db, player, 'upcoming_events', 1)).resolves.toMatchObject({ limit: 2 });
    const full = await assertCanAdd(t.db, player, 'upcoming_events', 2).catch((e: unknown) => e);
    expect(full).toBeInstanceOf(AppError);
    expect(full).toMatchObject({
      code: 'LIMIT_REACHED',
      statusCode: 403,
      message: 'Your plan allows 2 upcoming events. Upgrade to add more.',
    });
    await expect(assertCanAdd(t.db, player, 'highlight_clips', 0)).rejects.toThrow(
      'Your plan does not include highlight clips. Upgrade to add highlight clips.',
    );
    await subscribe(t.db, user.id, 'warm_up');
    await expect(assertCanAdd(t.db, player, 'highlight_clips', 1)).rejects.toThrow(
      'Your plan allows 1 highlight clip. Upgrade to add more.',
    );
  });
});

describe('GET /api/subscriptions/features/:userId', () => {
  it('lists every feature with access, limit and usage, and the current tier', async () => {
    const me = await signIn(t, 'PLAYER');
    const player = await createPlayer(t.db, { userId: me.user.id });
    await t.db.insert(playerScheduleEvents).values([
      { playerId: player.id, eventDate: isoDay(3), rinkName: 'A' },
      { playerId: player.id, eventDate: isoDay(-3), rinkName: 'Past' },
    ]);
    const res = await api.call(contract.subscriptions.userFeatures, {
      params: { userId: me.user.id },
      cookie: me.cookie,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currentTier).toEqual({ name: 'locker_room', displayName: 'Locker Room' });
    const f = byKey(body.features);
    expect(Object.keys(f)).toEqual([
      'highlight_clips',
      'upcoming_events',
      'custom_profile_url',
      'advanced_analytics',
      'game_stats',
      'verified_badge_request',
      'priority_search_placement',
    ]);
    expect(f.upcoming_events).toMatchObject({ hasAccess: true, limit: 2, used: 1, isComingSoon: false });
    expect(f.highlight_clips).toMatchObject({ hasAccess: false, limit: null, used: 0 });
    expect(f.game_stats).toMatchObject({ hasAccess: true, limit: null, used: null });
    expect(f.verified_badge_request).toMatchObject({ hasAccess: false, isComingSoon: true });
    expect(body.features[0]).toHaveProperty('name', 'Highlight Clips');
  });

  it("shows a paid tier, and sums a parent's linked children", async () => {
    const parent = await signIn(t, 'PARENT');
    await subscribe(t.db, parent.user.id, 'first_line');
    for (const n of [1, 2]) {
      const child = await createPlayer(t.db, { userId: null });
      await linkParent(t.db, { playerId: child.id, parentUserId: parent.user.id });
      await t.db.insert(media).values({
        playerId: child.id,
        type: 'youtube',
        url: `https://youtu.be/clip${n}`,
        providerId: `clip${n}`,
      });
      await t.db.insert(media).values({ playerId: child.id, type: 'image', url: `/media/photo${n}.webp` });
    }
    const body = (
      await api.call(contract.subscriptions.userFeatures, {
        params: { userId: parent.user.id },
        cookie: parent.cookie,
      })
    ).json();
    expect(body.currentTier).toEqual({ name: 'first_line', displayName: 'First Line' });
    const f = byKey(body.features);
    expect(f.highlight_clips).toMatchObject({ hasAccess: true, limit: 3, used: 2 });
    expect(f.upcoming_events).toMatchObject({ hasAccess: true, limit: 'unlimited' });
    expect(f.custom_profile_url).toMatchObject({ hasAccess: true, limit: null });
  });

  it("answers 404 for another user's features and for an unknown user alike, except to admins; no session 401", async () => {
    const me = await signIn(t, 'PLAYER');
    const other = await signIn(t, 'PLAYER');
    const admin = await signIn(t, 'ADMIN');
    const recruiter = await signIn(t, 'RECRUITER');
    const unknown = '00000000-0000-4000-8000-000000000000';
    // The answer does not tell whether an id is a user's.
    const answers = [];
    for (const [id, cookie] of [
      [other.user.id, me.cookie],
      [other.user.id, recruiter.cookie],
      [unknown, me.cookie],
    ] as const) {
      const res = await api.call(contract.subscriptions.userFeatures, { params: { userId: id }, cookie });
      expect(res.statusCode).toBe(404);
      answers.push(res.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
    expect(
      (
        await api.call(contract.subscriptions.userFeatures, {
          params: { userId: other.user.id },
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api.call(contract.subscriptions.userFeatures, {
          params: { userId: unknown },
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.get('/api/subscriptions/features/not-a-uuid', { cookie: me.cookie })).statusCode).toBe(
      400,
    );
    expect(
      (await api.call(contract.subscriptions.userFeatures, { params: { userId: me.user.id } })).statusCode,
    ).toBe(401);
  });
});
