import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema/index.ts';
import { logQueries } from '#test/query-log.ts';
import { secondApp } from '#test/second-app.ts';
import { registerAndLogin, sessionCookie } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * D275: a signed-in request's session comes from memory after the first, and every change that ends or
 * alters it (sign-out, every session ended, suspension, role, expiry) holds on the next request, on this
 * process and on another one on the same database.
 */
const { t } = withTestApp();

const me = (cookie: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** Whether a request's statements read the sessions table. */
const readsSessions = (statements: string[]) => statements.some((s) => /from "sessions"/i.test(s));

describe('sessions kept in memory', () => {
  it('the second request of a session reads no session from the database', async () => {
    const account = await registerAndLogin(t.app);
    expect((await me(account.cookie)).statusCode).toBe(200);
    const { result, statements } = await logQueries(t.db, () => me(account.cookie));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({ id: account.user.id });
    expect(readsSessions(statements)).toBe(false);
    expect(t.app.sessionCache?.stats.hits).toBeGreaterThan(0);
  });

  it('a made-up cookie is read every time and never kept', async () => {
    const before = t.app.sessionCache?.size;
    for (let i = 0; i < 2; i++) {
      const { result, statements } = await logQueries(t.db, () => me('rs_session=made-up-value'));
      expect(result.statusCode).toBe(401);
      expect(readsSessions(statements)).toBe(true);
    }
    expect(t.app.sessionCache?.size).toBe(before);
  });

  it('nothing is answered from memory while the change feed is not listening', async () => {
    const account = await registerAndLogin(t.app);
    await me(account.cookie);
    const cache = t.app.sessionCache!;
    cache.setListening(false);
    try {
      const { result, statements } = await logQueries(t.db, () => me(account.cookie));
      expect(result.statusCode).toBe(200);
      expect(readsSessions(statements)).toBe(true);
    } finally {
      cache.setListening(true);
    }
  });

  it('a role change, an expired session and a deleted session hold on the next request', async () => {
    const account = await registerAndLogin(t.app);
    expect((await me(account.cookie)).json()).toMatchObject({ role: 'PLAYER' });
    await t.db.execute(sql`update users set role = 'RECRUITER' where id = ${account.user.id}`);
    expect((await me(account.cookie)).json()).toMatchObject({ role: 'RECRUITER' });

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, account.user.id));
    expect((await me(account.cookie)).statusCode).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    const cookie = sessionCookie(login);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, account.user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('sign-out and suspension hold on another process within a second', async () => {
    const second = await secondApp(t);
    try {
      const account = await registerAndLogin(t.app);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      const other = sessionCookie(login);
      for (const cookie of [account.cookie, other]) {
        for (const app of [t.app, second.app]) {
          await me(cookie, app);
          expect((await me(cookie, app)).statusCode).toBe(200);
        }
      }
      expect(second.app.sessionCache?.stats.hits).toBeGreaterThan(0);

      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: {
          cookie: account.cookie,
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
        },
        payload: {},
      });
      expect(out.statusCode).toBeLessThan(300);
      expect((await me(account.cookie)).statusCode).toBe(401);
      await expect
        .poll(async () => (await me(account.cookie, second.app)).statusCode, { timeout: 1_000, interval: 20 })
        .toBe(401);
      expect((await me(other, second.app)).statusCode).toBe(200);

      await t.db.update(users).set({ suspended: true }).where(eq(users.id, account.user.id));
      expect((await me(other)).statusCode).toBe(401);
      await expect
        .poll(async () => (await me(other, second.app)).statusCode, { timeout: 1_000, interval: 20 })
        .toBe(401);
    } finally {
      await second.close();
    }
  });
});
