import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { Role } from '#common/enums.ts';
import {
  adminAudit,
  auditLogs,
  emailQueue,
  subscriptionTiers,
  userSubscriptions,
  users,
} from '#server/db/schema/index.ts';
import { createUser, DEFAULT_TEST_PASSWORD, type User } from '#server/db/seed/factories.ts';
import { errorJson, json } from '../../../test/api-json.ts';
import { issuesByPath, type SignedIn, signIn } from '../../../test/players-kit.ts';
import { latestEmailToken, sessionCookie } from '../../../test/test-app.ts';
import { withTestApp } from '../../../test/with-test-app.ts';
import {
  ALREADY_SUSPENDED,
  ALREADY_VERIFIED,
  changeUserRole,
  LAST_ADMIN,
  NOT_SUSPENDED,
  SELF_DEMOTION,
  SELF_SUSPENSION,
  suspendUser,
} from './user-actions.service.ts';

const { t, api } = withTestApp();
const INFO = { ipAddress: '198.51.100.1', userAgent: null };
const SUSPENDED_LOGIN = 'This account has been suspended. Please contact support.';

let admin: SignedIn;
beforeAll(async () => {
  admin = await signIn(t, 'ADMIN', 'Acting Admin');
});

const url = (id: string, action: string) => `/api/admin/users/${id}/${action}`;

function login(email: string, password = DEFAULT_TEST_PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
}

/** A user with `sessions` live sessions (each a login). */
async function userWithSessions(role: Role = 'PLAYER', sessions = 2) {
  const user = await createUser(t.db, { role });
  const cookies: string[] = [];
  for (let i = 0; i < sessions; i++) cookies.push(sessionCookie(await login(user.email)));
  return { user, cookies };
}

async function auditRowsFor(targetUserId: string) {
  return t.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.targetUserId, targetUserId))
    .orderBy(desc(auditLogs.createdAt));
}

async function adminAuditFor(targetId: string) {
  return t.db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetId, targetId))
    .orderBy(desc(adminAudit.createdAt));
}

const expectUnknownUser = async (res: Awaited<ReturnType<typeof api.post>>) => {
  expect(res.statusCode, res.body).toBe(404);
  expect(errorJson(res).message).toBe('User not found');
};

describe('POST /api/admin/users/:id/reset-password', () => {
  it('sets the password, ends every session, voids open reset links, e-mails the user and audits it', async () => {
    const { user, cookies } = await userWithSessions('PARENT', 2);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const resetToken = await latestEmailToken(t.db, user.email, 'password_reset');

    const res = await api.post(url(user.id, 'reset-password'), {
      cookie: admin.cookie,
      payload: { password: 'brand new secret' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.admin.resetPassword, res).message).toMatch(/reset/);

    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await login(user.email, 'brand new secret')).statusCode).toBe(200);
    // The link the user asked for before would set another password: it is dead now.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'yet another one' },
    });
    expect(stale.statusCode).toBe(410);

    const [mail] = await t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, user.email), eq(emailQueue.emailType, 'admin_password_reset')));
    expect(mail!.body).toMatch(/administrator set a new password/);
    expect(mail!.body).not.toContain('brand new secret');

    const [audit] = (await auditRowsFor(user.id)).filter((r) => r.eventType === 'password_reset');
    expect(audit).toMatchObject({
      userId: admin.user.id,
      targetUserId: user.id,
      email: user.email,
      ipAddress: '127.0.0.1',
    });
    expect(JSON.stringify(audit)).not.toContain('brand new secret');
    expect(await adminAuditFor(user.id)).toEqual([
      expect.objectContaining({ adminUserId: admin.user.id, action: 'reset_password', targetType: 'user' }),
    ]);
  });

  it('refuses a password under 8 characters or none with 400, and an unknown user with 404', async () => {
    const user = await createUser(t.db);
    for (const payload of [{ password: 'short' }, {}, { password: 'long enough', extra: 1 }]) {
      const res = await api.post(url(user.id, 'reset-password'), { cookie: admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorJson(res).issues?.length).toBeGreaterThan(0);
    }
    const short = await api.post(url(user.id, 'reset-password'), {
      cookie: admin.cookie,
      payload: { password: 'short' },
    });
    expect(issuesByPath(short).password).toBe('Password must be at least 8 characters');
    const bad = await api.post(url('not-a-uuid', 'reset-password'), {
      cookie: admin.cookie,
      payload: { password: 'long enough' },
    });
    expect(issuesByPath(bad).id).toBe('Not a valid id');
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'reset-password'), {
        cookie: admin.cookie,
        payload: { password: 'long enough' },
      }),
    );
    expect((await login(user.email)).statusCode).toBe(200);
  });
});

describe('PATCH /api/admin/users/:id/role', () => {
  it('changes the role with a role_changed audit row {from, to} and an admin_audit row', async () => {
    const user = await createUser(t.db, { role: 'PLAYER' });
    const res = await api.patch(url(user.id, 'role'), {
      cookie: admin.cookie,
      payload: { role: 'RECRUITER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(contract.admin.changeRole, res).user).toMatchObject({ id: user.id, role: 'RECRUITER' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.role).toBe('RECRUITER');
    const audits = await auditRowsFor(user.id);
    expect(audits).toEqual([
      expect.objectContaining({
        eventType: 'role_changed',
        userId: admin.user.id,
        ipAddress: '127.0.0.1',
        changes: { from: 'PLAYER', to: 'RECRUITER' },
      }),
    ]);
    expect(await adminAuditFor(user.id)).toEqual([
      expect.objectContaining({ action: 'change_role', meta: { from: 'PLAYER', to: 'RECRUITER' } }),
    ]);
  });

  it('the same role answers 200 and writes nothing', async () => {
    const user = await createUser(t.db, { role: 'PARENT' });
    const res = await api.patch(url(user.id, 'role'), { cookie: admin.cookie, payload: { role: 'PARENT' } });
    expect(res.statusCode).toBe(200);
    expect(await auditRowsFor(user.id)).toEqual([]);
    expect(await adminAuditFor(user.id)).toEqual([]);
  });

  it('a demoted admin loses the admin API at once', async () => {
    const other = await signIn(t, 'ADMIN');
    expect((await api.get('/api/admin/metrics', { cookie: other.cookie })).statusCode).toBe(200);
    const res = await api.patch(url(other.user.id, 'role'), {
      cookie: admin.cookie,
      payload: { role: 'PARENT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.get('/api/admin/metrics', { cookie: other.cookie })).statusCode).toBe(403);
  });

  it('an admin cannot demote themself (409), but may "change" to ADMIN', async () => {
    const res = await api.patch(url(admin.user.id, 'role'), {
      cookie: admin.cookie,
      payload: { role: 'PLAYER' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(SELF_DEMOTION);
    const same = await api.patch(url(admin.user.id, 'role'), {
      cookie: admin.cookie,
      payload: { role: 'ADMIN' },
    });
    expect(same.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row!.role).toBe('ADMIN');
  });

  it('refuses a missing or unknown role with 400 and an unknown user with 404', async () => {
    const user = await createUser(t.db);
    for (const payload of [{}, { role: 'KING' }, { role: 'ADMIN', extra: true }]) {
      const res = await api.patch(url(user.id, 'role'), { cookie: admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await api.patch(url(user.id, 'role'), { cookie: admin.cookie, payload: {} });
    expect(issuesByPath(missing).role).toBe('Role is required');
    await expectUnknownUser(
      await api.patch(url(randomUUID(), 'role'), { cookie: admin.cookie, payload: { role: 'PARENT' } }),
    );
  });
});

describe('suspend and unsuspend', () => {
  it('suspension ends every live session at once and login is refused with the clear message', async () => {
    const { user, cookies } = await userWithSessions('PLAYER', 2);
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(200);

    const res = await api.post(url(user.id, 'suspend'), {
      cookie: admin.cookie,
      payload: { reason: '  Spam messages to recruiters  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(contract.admin.suspend, res).user;
    expect(body).toMatchObject({
      id: user.id,
      suspended: true,
      suspendedReason: 'Spam messages to recruiters',
    });
    expect(Date.parse(body.suspendedAt!)).toBeGreaterThan(Date.now() - 60_000);

    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
    const refused = await login(user.email);
    expect(refused.statusCode).toBe(403);
    expect(errorJson(refused).message).toBe(SUSPENDED_LOGIN);

    const again = await api.post(url(user.id, 'suspend'), { cookie: admin.cookie, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toBe(ALREADY_SUSPENDED);

    const [audit] = await auditRowsFor(user.id);
    expect(audit).toMatchObject({
      eventType: 'user_suspended',
      userId: admin.user.id,
      email: user.email,
      ipAddress: '127.0.0.1',
      changes: { from: { suspended: false }, to: { suspended: true, reason: 'Spam messages to recruiters' } },
    });
    expect((await adminAuditFor(user.id)).map((r) => r.action)).toEqual(['suspend_user']);

    // Unsuspend: the fields clear, the user may log in again; the old sessions stay ended.
    const lifted = await api.post(url(user.id, 'unsuspend'), { cookie: admin.cookie, payload: {} });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(json(contract.admin.unsuspend, lifted).user).toMatchObject({
      suspended: false,
      suspendedAt: null,
      suspendedReason: null,
    });
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(200);
    const [unsuspended] = await auditRowsFor(user.id);
    expect(unsuspended).toMatchObject({ eventType: 'user_unsuspended', userId: admin.user.id });
    expect((await adminAuditFor(user.id)).map((r) => r.action)).toEqual(['unsuspend_user', 'suspend_user']);

    const notSuspended = await api.post(url(user.id, 'unsuspend'), { cookie: admin.cookie, payload: {} });
    expect(notSuspended.statusCode).toBe(409);
    expect(errorJson(notSuspended).message).toBe(NOT_SUSPENDED);
  });

  it('a blank reason, or none, is stored as no reason; a body without one is accepted empty', async () => {
    for (const payload of [{ reason: '   ' }, {}]) {
      const user = await createUser(t.db);
      const res = await api.post(url(user.id, 'suspend'), { cookie: admin.cookie, payload });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ suspended: true, suspendedReason: null });
    }
  });

  it('an admin cannot suspend themself (409)', async () => {
    const res = await api.post(url(admin.user.id, 'suspend'), { cookie: admin.cookie, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(SELF_SUSPENSION);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('refuses a bad body with 400 and an unknown user with 404', async () => {
    const user = await createUser(t.db);
    const long = await api.post(url(user.id, 'suspend'), {
      cookie: admin.cookie,
      payload: { reason: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(issuesByPath(long).reason).toMatch(/under 1000/);
    for (const payload of [{ reason: 42 }, { reason: 'ok', suspended: false }]) {
      const res = await api.post(url(user.id, 'suspend'), { cookie: admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const extra = await api.post(url(user.id, 'unsuspend'), { cookie: admin.cookie, payload: { now: true } });
    expect(extra.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.suspended).toBe(false);
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'suspend'), { cookie: admin.cookie, payload: {} }),
    );
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'unsuspend'), { cookie: admin.cookie, payload: {} }),
    );
  });
});

describe('the last active admin stays', () => {
  /** Runs `body` with the given admins as the only active ones, then gives the others their role back. */
  async function withOnlyAdmins(ids: string[], body: () => Promise<void>) {
    const others = await t.db
      .update(users)
      .set({ role: 'PLAYER' })
      .where(
        and(
          eq(users.role, 'ADMIN'),
          eq(users.suspended, false),
          ne(users.id, ids[0]!),
          ...ids.slice(1).map((id) => ne(users.id, id)),
        ),
      )
      .returning({ id: users.id });
    try {
      await body();
    } finally {
      if (others.length) {
        await t.db
          .update(users)
          .set({ role: 'ADMIN' })
          .where(
            inArray(
              users.id,
              others.map((o) => o.id),
            ),
          );
      }
    }
  }

  it('the last active admin can be neither demoted nor suspended (the rule, below the session check)', async () => {
    const only = await createUser(t.db, { role: 'ADMIN' });
    const actor = await createUser(t.db, { role: 'PLAYER' });
    await withOnlyAdmins([only.id], async () => {
      await expect(changeUserRole(t.db, actor, only.id, 'PARENT', INFO)).rejects.toThrow(LAST_ADMIN);
      await expect(suspendUser(t.db, actor, only.id, 'x', INFO)).rejects.toThrow(LAST_ADMIN);
      // A suspended admin is not an active one: it does not keep the last one company.
      const suspended = await createUser(t.db, { role: 'ADMIN', suspended: true });
      await expect(changeUserRole(t.db, actor, only.id, 'PARENT', INFO)).rejects.toThrow(LAST_ADMIN);
      // ...and may itself be demoted.
      expect((await changeUserRole(t.db, actor, suspended.id, 'PARENT', INFO)).role).toBe('PARENT');
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, only.id));
    expect(row).toMatchObject({ role: 'ADMIN', suspended: false });
  });

  for (const action of ['demote', 'suspend'] as const) {
    it(`two admins who ${action} each other at the same moment: one wins, one admin remains`, async () => {
      const a = await signIn(t, 'ADMIN');
      const b = await signIn(t, 'ADMIN');
      await withOnlyAdmins([a.user.id, b.user.id], async () => {
        const act = (by: SignedIn, target: SignedIn) =>
          action === 'demote'
            ? api.patch(url(target.user.id, 'role'), { cookie: by.cookie, payload: { role: 'PLAYER' } })
            : api.post(url(target.user.id, 'suspend'), { cookie: by.cookie, payload: {} });
        const results = await Promise.all([act(a, b), act(b, a)]);
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses[0]).toBe(200);
        // The loser is refused: by the last-admin rule, or (when its session was read after the winner's
        // change) as no longer an admin.
        expect([403, 409], results.map((r) => r.body).join(' | ')).toContain(statuses[1]);
        const loser = results.find((r) => r.statusCode !== 200)!;
        if (loser.statusCode === 409) expect(errorJson(loser).message).toBe(LAST_ADMIN);
        const active = await t.db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(users.id, [a.user.id, b.user.id]),
              eq(users.role, 'ADMIN'),
              eq(users.suspended, false),
            ),
          );
        expect(active).toHaveLength(1);
      });
    });
  }
});

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
    api.post(url(userId, 'subscription'), { cookie: admin.cookie, payload: { tierId } });

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
    const features = await api.get(`/api/subscriptions/features/${player.user.id}`, {
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
      userId: admin.user.id,
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
      const res = await api.post(url(player.id, 'subscription'), { cookie: admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await api.post(url(player.id, 'subscription'), {
      cookie: admin.cookie,
      payload: { tierId: 'gold' },
    });
    expect(issuesByPath(bad).tierId).toBe('Choose a tier');
    expect(await subscription(player.id)).toBeUndefined();
  });
});

describe('POST /api/admin/users/:id/resend-verification', () => {
  it('sends a new link to an unverified user, which verifies the address, with the audit rows', async () => {
    const user = await createUser(t.db, { emailVerified: false });
    const res = await api.post(url(user.id, 'resend-verification'), { cookie: admin.cookie, payload: {} });
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
      userId: admin.user.id,
      metadata: { action: 'resend_verification' },
    });
    expect((await adminAuditFor(user.id)).map((r) => r.action)).toEqual(['resend_verification']);

    const again = await api.post(url(user.id, 'resend-verification'), { cookie: admin.cookie, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toBe(ALREADY_VERIFIED);
  });

  it('accepts no body, refuses a body with fields (400) and an unknown user (404)', async () => {
    const user = await createUser(t.db, { emailVerified: false });
    const none = await t.app.inject({
      method: 'POST',
      url: url(user.id, 'resend-verification'),
      headers: { cookie: admin.cookie },
    });
    expect(none.statusCode, none.body).toBe(200);
    const extra = await api.post(url(user.id, 'resend-verification'), {
      cookie: admin.cookie,
      payload: { email: 'x@example.com' },
    });
    expect(extra.statusCode).toBe(400);
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'resend-verification'), { cookie: admin.cookie, payload: {} }),
    );
  });
});
