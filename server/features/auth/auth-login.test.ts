import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { LoginInput } from '#common/contracts/auth.ts';
import { auditLogs, sessions, users } from '#server/db/schema/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { authApp } from '#test/auth-kit.ts';
import { requester } from '#test/players-kit.ts';
import {
  createTestApp,
  registerAndLogin,
  sessionCookie,
  TERMS_AGREEMENT,
  uniqueEmail,
} from '#test/test-app.ts';

const { t, api, post } = authApp();

const login = (body: LoginInput) => api.call(contract.auth.login, { body });
const me = (cookie?: string) => api.call(contract.auth.me, { cookie });

describe('login and logout', () => {
  it('logs in with the right password, records login_success, and me answers the user', async () => {
    const account = await registerAndLogin(t.app, { role: 'PARENT' });
    const res = await post(
      contract.auth.login,
      { email: account.email.toUpperCase(), password: account.password },
      { 'user-agent': 'login-agent' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: account.email, role: 'PARENT' });
    expect(sessionCookie(res)).not.toBe(account.cookie);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'login_success'), eq(auditLogs.userId, account.user.id)));
    expect(rows[0]).toMatchObject({ ipAddress: '127.0.0.1', userAgent: 'login-agent' });
    const [u] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(u!.lastLoginAt).not.toBeNull();
  });

  it('gives the same answer for a wrong password and an unknown e-mail, and audits the failure', async () => {
    const account = await registerAndLogin(t.app);
    const wrong = await login({ email: account.email, password: 'wrong password' });
    const unknown = await login({ email: uniqueEmail('ghost'), password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe('Invalid email or password.');
    const failures = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'login_failure'), eq(auditLogs.email, account.email)));
    expect(failures).toHaveLength(1);
  });

  it('round-trips a unicode password, composed or decomposed', async () => {
    const password = 'pässwörd-🏒-ледяной';
    const account = await registerAndLogin(t.app, { password });
    const res = await login({ email: account.email, password });
    expect(res.statusCode).toBe(200);
    const nfd = await login({ email: account.email, password: password.normalize('NFD') });
    expect(nfd.statusCode).toBe(200);
  });

  it('me without a session is 401', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('logout revokes the session: the old cookie no longer works, and logout is audited', async () => {
    const account = await registerAndLogin(t.app);
    const second = sessionCookie(await login({ email: account.email, password: account.password }));
    const out = await api.call(contract.auth.logout, { body: {}, cookie: account.cookie });
    expect(out.statusCode).toBe(200);
    expect((await me(account.cookie)).statusCode).toBe(401);
    // The other device stays signed in.
    expect((await me(second)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'logout'), eq(auditLogs.userId, account.user.id)));
    expect(rows).toHaveLength(1);
  });

  it('stores only a hash of the session id', async () => {
    const account = await registerAndLogin(t.app);
    const raw = account.cookie.split('=')[1]!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(rows.map((r) => r.idHash)).toEqual([hashToken(raw)]);
  });

  it('refuses a suspended user with 403 and ends their live sessions', async () => {
    const account = await registerAndLogin(t.app);
    await t.db
      .update(users)
      .set({ suspended: true, suspendedAt: new Date() })
      .where(eq(users.id, account.user.id));
    const res = await login({ email: account.email, password: account.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has been suspended. Please contact support.');
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('re-reads the role on every request', async () => {
    const account = await registerAndLogin(t.app);
    await t.db.update(users).set({ role: 'RECRUITER' }).where(eq(users.id, account.user.id));
    expect((await me(account.cookie)).json().role).toBe('RECRUITER');
  });

  it('a live session of a suspended user answers 401, and lifting the suspension does not revive it', async () => {
    const account = await registerAndLogin(t.app);
    expect((await me(account.cookie)).statusCode).toBe(200);
    await t.db.update(users).set({ suspended: true }).where(eq(users.id, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(401);
    await t.db.update(users).set({ suspended: false }).where(eq(users.id, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const account = await registerAndLogin(t.app);
    expect((await me(account.cookie)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(401);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After after too many failures, and a success does not use up the allowance', async () => {
    const account = await registerAndLogin(t.app);
    const good = { email: account.email, password: account.password };
    const bad = { email: account.email, password: 'nope nope nope' };
    expect((await login(bad)).statusCode).toBe(401);
    expect((await login(good)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(bad)).statusCode).toBe(401);
    const limited = await login(good);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('sign-up and resend limits', () => {
  it('answers 429 once an IP has signed up too often', async () => {
    const limited = await createTestApp({ limits: { register: { max: 2, timeWindow: '1 minute' } } });
    try {
      const limitedApi = requester(limited);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limitedApi.call(contract.auth.register, {
          body: {
            email: uniqueEmail('burst'),
            password: 'password123',
            name: 'Burst Signup',
            role: 'PARENT',
            ...TERMS_AGREEMENT,
          },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
