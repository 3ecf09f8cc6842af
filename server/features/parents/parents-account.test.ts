import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { linkParent } from '#server/db/seed/factories.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { parentChildrenKit } from '#test/parent-children-kit.ts';
import { signIn, subscribe } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const { createChild } = parentChildrenKit(t, api);

describe('GET /api/parents/account', () => {
  it('shows the user, the free plan without a subscription, children, co-parents and recent activity', async () => {
    const parent = await signIn(t, 'PARENT', 'Dana Dashboard');
    const child = await createChild(parent.cookie, { firstName: 'Robin', lastName: 'Dash' });
    const coParent = await signIn(t, 'PARENT', 'Co Parent');
    await linkParent(t.db, {
      playerId: child.id,
      parentUserId: coParent.user.id,
      isPrimary: false,
      relationship: 'father',
    });

    const res = await api.call(contract.parents.account, { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      name: 'Dana Dashboard',
      email: parent.user.email,
      role: 'PARENT',
      emailVerified: true,
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
    expect(body.subscription).toEqual({
      status: 'active',
      maxPlayers: 3,
      playerCount: 1,
      tier: {
        id: expect.any(String),
        name: 'locker_room',
        displayName: 'Locker Room',
        monthlyPrice: 0,
        yearlyPrice: 0,
      },
      billingPeriod: 'monthly',
      amountCents: 0,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      couponCode: null,
      discountPercent: null,
      canManageBilling: false,
      assignedByAdmin: false,
    });
    expect(body.connectedProfiles.players).toHaveLength(1);
    expect(body.connectedProfiles.players[0]).toMatchObject({ id: child.id, profileStatus: 'draft' });
    expect(body.connectedUsers.coParents).toEqual([
      {
        id: expect.any(String),
        userId: coParent.user.id,
        name: 'Co Parent',
        email: coParent.user.email,
        relationship: 'father',
        playerId: child.id,
        playerName: 'Robin Dash',
      },
    ]);
    expect(body.recentActivity[0]).toMatchObject({
      eventType: 'player_profile_created',
      ipAddress: '127.0.0.1',
      action: null,
    });
    expect(body.recentActivity.map((a: { eventType: string }) => a.eventType)).toContain('login_success');
  });

  it('shows a paid plan with its price and the subscription maxPlayers', async () => {
    const parent = await signIn(t, 'PARENT');
    await subscribe(t.db, parent.user.id, 'first_line');
    const res = await api.call(contract.parents.account, { cookie: parent.cookie });
    expect(res.json().subscription).toMatchObject({
      status: 'active',
      maxPlayers: 3,
      playerCount: 0,
      tier: {
        name: 'first_line',
        displayName: expect.stringContaining('First Line'),
        monthlyPrice: 999,
        yearlyPrice: 9990,
      },
      billingPeriod: 'monthly',
      amountCents: 999,
      // A row without a Stripe customer (set by an admin) has nothing to manage in billing.
      canManageBilling: false,
    });
  });

  it('is for parents only', async () => {
    expect((await api.call(contract.parents.account, {})).statusCode).toBe(401);
    for (const role of ['PLAYER', 'RECRUITER', 'ADMIN'] as const) {
      const who = await signIn(t, role);
      expect((await api.call(contract.parents.account, { cookie: who.cookie })).statusCode, role).toBe(403);
    }
  });
});

describe('GET /api/parents/activity', () => {
  it("answers the parent's own last 10 actions, newest first", async () => {
    const parent = await signIn(t, 'PARENT');
    const someoneElse = await signIn(t, 'PARENT');
    for (let i = 0; i < 12; i++) {
      await recordAudit(
        t.db,
        { eventType: 'user_updated', userId: parent.user.id, metadata: { n: i } },
        { ipAddress: `10.0.0.${i}`, userAgent: null },
      );
      await new Promise((r) => setTimeout(r, 2));
    }
    await recordAudit(
      t.db,
      { eventType: 'user_updated', userId: someoneElse.user.id },
      { ipAddress: '9.9.9.9', userAgent: null },
    );
    const res = await api.call(contract.parents.activity, { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    const { activity } = res.json();
    expect(activity).toHaveLength(10);
    expect(activity[0]).toEqual({
      id: expect.any(String),
      eventType: 'user_updated',
      action: null,
      title: 'User updated',
      subject: null,
      details: null,
      createdAt: expect.any(String),
      ipAddress: '10.0.0.11',
    });
    expect(activity.map((a: { ipAddress: string }) => a.ipAddress)).not.toContain('9.9.9.9');
    const times = activity.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('names the child or person concerned and what changed', async () => {
    const parent = await signIn(t, 'PARENT');
    const child = await createChild(parent.cookie, { firstName: 'Ava', lastName: 'Activity' });
    const edit = await api.call(contract.players.update, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { bio: 'Fast skater', heightCm: 170 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const invite = await api.call(contract.coParents.invite, {
      params: { id: child.id },
      cookie: parent.cookie,
      body: { email: 'co.parent@example.com', relationship: 'father' },
    });
    expect(invite.statusCode).toBe(200);
    const res = await api.call(contract.parents.activity, { cookie: parent.cookie });
    const rows = res.json().activity.map((a: Record<string, unknown>) => [a.title, a.subject, a.details]);
    expect(rows.slice(0, 3)).toEqual([
      ['Co-parent invited', 'co.parent@example.com · Ava Activity', null],
      ['Player profile updated', 'Ava Activity', 'Changed Bio, Height'],
      ['Player profile created', 'Ava Activity', 'Status: Draft'],
    ]);
  });

  it('is for parents only', async () => {
    expect((await api.call(contract.parents.activity, {})).statusCode).toBe(401);
    const player = await signIn(t, 'PLAYER');
    expect((await api.call(contract.parents.activity, { cookie: player.cookie })).statusCode).toBe(403);
  });
});
