import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import type { LoginInput } from '#common/contracts/auth.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { registerAndLogin, sessionCookie } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

const me = (cookie: string) => api.call(contract.auth.me, { cookie });
const logIn = (body: LoginInput) => api.call(contract.auth.login, { body });

async function twoLiveSessions() {
  const account = await registerAndLogin(t.app);
  const login = await logIn({ email: account.email, password: account.password });
  expect(login.statusCode).toBe(200);
  const cookies = [account.cookie, sessionCookie(login)];
  for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(200);
  return { account, cookies };
}

describe('suspension', () => {
  it('ends every session at once, and clearing the flag later does not revive an old cookie', async () => {
    const { account, cookies } = await twoLiveSessions();
    await t.db
      .update(users)
      .set({ suspended: true, suspendedAt: new Date(), suspendedReason: 'test' })
      .where(eq(users.id, account.user.id));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, account.user.id))).toEqual([]);
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);

    await t.db
      .update(users)
      .set({ suspended: false, suspendedAt: null, suspendedReason: null })
      .where(eq(users.id, account.user.id));
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
    // The account itself works again: a new login gets a new session.
    const login = await logIn({ email: account.email, password: account.password });
    expect(login.statusCode).toBe(200);
  });

  it('holds whatever path sets the flag, plain SQL included', async () => {
    const { account, cookies } = await twoLiveSessions();
    await t.db.execute(sql`update users set suspended = true where id = ${account.user.id}`);
    await t.db.execute(sql`update users set suspended = false where id = ${account.user.id}`);
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
  });

  it('a suspended user cannot log in (403 with a clear message), and other users keep their sessions', async () => {
    const other = await registerAndLogin(t.app);
    const { account } = await twoLiveSessions();
    await t.db.update(users).set({ suspended: true }).where(eq(users.id, account.user.id));
    const login = await logIn({ email: account.email, password: account.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: expect.stringMatching(/suspended/),
    });
    expect((await me(other.cookie)).statusCode).toBe(200);
  });
});
