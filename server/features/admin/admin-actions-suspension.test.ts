import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { users } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { adminActionsKit } from '#test/admin-actions-kit.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, type SignedIn, signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import {
  ALREADY_SUSPENDED,
  changeUserRole,
  LAST_ADMIN,
  NOT_SUSPENDED,
  SELF_SUSPENSION,
  suspendUser,
} from './user-actions.service.ts';

const { t, api } = withTestApp();
const {
  INFO,
  SUSPENDED_LOGIN,
  cast,
  url,
  login,
  me,
  userWithSessions,
  auditRowsFor,
  adminAuditFor,
  expectUnknownUser,
} = adminActionsKit(t, api);

describe('suspend and unsuspend', () => {
  it('suspension ends every live session at once and login is refused with the clear message', async () => {
    const { user, cookies } = await userWithSessions('PLAYER', 2);
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(200);

    const res = await api.post(url(user.id, 'suspend'), {
      cookie: cast.admin.cookie,
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

    const again = await api.post(url(user.id, 'suspend'), { cookie: cast.admin.cookie, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(errorJson(again).message).toBe(ALREADY_SUSPENDED);

    const [audit] = await auditRowsFor(user.id);
    expect(audit).toMatchObject({
      eventType: 'user_suspended',
      userId: cast.admin.user.id,
      email: user.email,
      ipAddress: '127.0.0.1',
      changes: { from: { suspended: false }, to: { suspended: true, reason: 'Spam messages to recruiters' } },
    });
    expect((await adminAuditFor(user.id)).map((r) => r.action)).toEqual(['suspend_user']);

    // Unsuspend: the fields clear, the user may log in again; the old sessions stay ended.
    const lifted = await api.post(url(user.id, 'unsuspend'), { cookie: cast.admin.cookie, payload: {} });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(json(contract.admin.unsuspend, lifted).user).toMatchObject({
      suspended: false,
      suspendedAt: null,
      suspendedReason: null,
    });
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(user.email)).statusCode).toBe(200);
    const [unsuspended] = await auditRowsFor(user.id);
    expect(unsuspended).toMatchObject({ eventType: 'user_unsuspended', userId: cast.admin.user.id });
    expect((await adminAuditFor(user.id)).map((r) => r.action)).toEqual(['unsuspend_user', 'suspend_user']);

    const notSuspended = await api.post(url(user.id, 'unsuspend'), {
      cookie: cast.admin.cookie,
      payload: {},
    });
    expect(notSuspended.statusCode).toBe(409);
    expect(errorJson(notSuspended).message).toBe(NOT_SUSPENDED);
  });

  it('a blank reason, or none, is stored as no reason; a body without one is accepted empty', async () => {
    for (const payload of [{ reason: '   ' }, {}]) {
      const user = await createUser(t.db);
      const res = await api.post(url(user.id, 'suspend'), { cookie: cast.admin.cookie, payload });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ suspended: true, suspendedReason: null });
    }
  });

  it('an admin cannot suspend themself (409)', async () => {
    const res = await api.post(url(cast.admin.user.id, 'suspend'), {
      cookie: cast.admin.cookie,
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(SELF_SUSPENSION);
    expect((await me(cast.admin.cookie)).statusCode).toBe(200);
  });

  it('refuses a bad body with 400 and an unknown user with 404', async () => {
    const user = await createUser(t.db);
    const long = await api.post(url(user.id, 'suspend'), {
      cookie: cast.admin.cookie,
      payload: { reason: 'x'.repeat(1001) },
    });
    expect(long.statusCode).toBe(400);
    expect(issuesByPath(long).reason).toMatch(/under 1000/);
    for (const payload of [{ reason: 42 }, { reason: 'ok', suspended: false }]) {
      const res = await api.post(url(user.id, 'suspend'), { cookie: cast.admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const extra = await api.post(url(user.id, 'unsuspend'), {
      cookie: cast.admin.cookie,
      payload: { now: true },
    });
    expect(extra.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.suspended).toBe(false);
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'suspend'), { cookie: cast.admin.cookie, payload: {} }),
    );
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'unsuspend'), { cookie: cast.admin.cookie, payload: {} }),
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
        // change) as no longer an cast.admin.
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
