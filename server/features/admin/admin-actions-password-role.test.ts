import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { emailQueue, users } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { adminActionsKit } from '#test/admin-actions-kit.ts';
import { errorJson, json } from '#test/api-json.ts';
import { issuesByPath, signIn } from '#test/players-kit.ts';
import { latestEmailToken } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { SELF_DEMOTION } from './user-actions.service.ts';

const { t, api } = withTestApp();
const { cast, url, login, me, userWithSessions, auditRowsFor, adminAuditFor, expectUnknownUser } =
  adminActionsKit(t, api);

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
      cookie: cast.admin.cookie,
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
      userId: cast.admin.user.id,
      targetUserId: user.id,
      email: user.email,
      ipAddress: '127.0.0.1',
    });
    expect(JSON.stringify(audit)).not.toContain('brand new secret');
    expect(await adminAuditFor(user.id)).toEqual([
      expect.objectContaining({
        adminUserId: cast.admin.user.id,
        action: 'reset_password',
        targetType: 'user',
      }),
    ]);
  });

  it('refuses a password under 8 characters or none with 400, and an unknown user with 404', async () => {
    const user = await createUser(t.db);
    for (const payload of [{ password: 'short' }, {}, { password: 'long enough', extra: 1 }]) {
      const res = await api.post(url(user.id, 'reset-password'), { cookie: cast.admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorJson(res).issues?.length).toBeGreaterThan(0);
    }
    const short = await api.post(url(user.id, 'reset-password'), {
      cookie: cast.admin.cookie,
      payload: { password: 'short' },
    });
    expect(issuesByPath(short).password).toBe('Password must be at least 8 characters');
    const bad = await api.post(url('not-a-uuid', 'reset-password'), {
      cookie: cast.admin.cookie,
      payload: { password: 'long enough' },
    });
    expect(issuesByPath(bad).id).toBe('Not a valid id');
    await expectUnknownUser(
      await api.post(url(randomUUID(), 'reset-password'), {
        cookie: cast.admin.cookie,
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
      cookie: cast.admin.cookie,
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
        userId: cast.admin.user.id,
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
    const res = await api.patch(url(user.id, 'role'), {
      cookie: cast.admin.cookie,
      payload: { role: 'PARENT' },
    });
    expect(res.statusCode).toBe(200);
    expect(await auditRowsFor(user.id)).toEqual([]);
    expect(await adminAuditFor(user.id)).toEqual([]);
  });

  it('a demoted admin loses the admin API at once', async () => {
    const other = await signIn(t, 'ADMIN');
    expect((await api.call(contract.admin.metrics, { cookie: other.cookie })).statusCode).toBe(200);
    const res = await api.patch(url(other.user.id, 'role'), {
      cookie: cast.admin.cookie,
      payload: { role: 'PARENT' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await api.call(contract.admin.metrics, { cookie: other.cookie })).statusCode).toBe(403);
  });

  it('an admin cannot demote themself (409), but may "change" to ADMIN', async () => {
    const res = await api.patch(url(cast.admin.user.id, 'role'), {
      cookie: cast.admin.cookie,
      payload: { role: 'PLAYER' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorJson(res).message).toBe(SELF_DEMOTION);
    const same = await api.patch(url(cast.admin.user.id, 'role'), {
      cookie: cast.admin.cookie,
      payload: { role: 'ADMIN' },
    });
    expect(same.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, cast.admin.user.id));
    expect(row!.role).toBe('ADMIN');
  });

  it('refuses a missing or unknown role with 400 and an unknown user with 404', async () => {
    const user = await createUser(t.db);
    for (const payload of [{}, { role: 'KING' }, { role: 'ADMIN', extra: true }]) {
      const res = await api.patch(url(user.id, 'role'), { cookie: cast.admin.cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await api.patch(url(user.id, 'role'), { cookie: cast.admin.cookie, payload: {} });
    expect(issuesByPath(missing).role).toBe('Role is required');
    await expectUnknownUser(
      await api.patch(url(randomUUID(), 'role'), { cookie: cast.admin.cookie, payload: { role: 'PARENT' } }),
    );
  });
});
