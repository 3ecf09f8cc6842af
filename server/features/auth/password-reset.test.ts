import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPath, api as contract } from '#common/api/index.ts';
import { FORGOT_PASSWORD_MESSAGE, type LoginInput, RESET_PASSWORD_MESSAGE } from '#common/contracts/auth.ts';
import { auditLogs, authTokens, emailQueue, users } from '#server/db/schema/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { databaseText } from '#test/parents-kit.ts';
import { requester } from '#test/players-kit.ts';
import {
  createTestApp,
  latestEmailToken,
  registerAndLogin,
  sessionCookie,
  uniqueEmail,
} from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();

const me = (cookie: string) => api.call(contract.auth.me, { cookie });
const login = (body: LoginInput) => api.call(contract.auth.login, { body });
/**
 * A login from an address of its own (the throttle counts per address), which a call through the contract
 * does not send: the request is built by hand, its path filled from the contract.
 */
const loginFrom = (ip: string, body: LoginInput) =>
  t.app.inject({ method: 'POST', url: buildPath(contract.auth.login), payload: body, remoteAddress: ip });
const forgot = (email: string) => api.call(contract.auth.forgotPassword, { body: { email } });
const reset = (token: string, password: string) =>
  api.call(contract.auth.resetPassword, { body: { token, password } });

/** An account that asked for a reset link, and the token from its e-mail. */
async function accountWithResetLink() {
  const account = await registerAndLogin(t.app);
  expect((await forgot(account.email)).statusCode).toBe(200);
  const token = await latestEmailToken(t.db, account.email, 'password_reset');
  return { ...account, token };
}

const auditOf = (userId: string, eventType: 'password_reset' | 'password_reset_requested') =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.eventType, eventType)));

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a 1-hour single-use link for a known address and audits the request', async () => {
    const account = await registerAndLogin(t.app, { name: 'Robin Forgetful' });
    const before = Date.now();
    const res = await forgot(account.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    const [mail] = await t.db
      .select()
      .from(emailQueue)
      .where(and(eq(emailQueue.to, account.email), eq(emailQueue.emailType, 'password_reset')));
    expect(mail!.subject).toBe('Reset your Rinkside password');
    expect(mail!.body).toContain('Hi Robin Forgetful,');
    expect(mail!.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(mail!.body).toContain('expires in 1 hour');
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.userId, account.user.id));
    expect(row!.purpose).toBe('password_reset');
    expect(row!.expiresAt.getTime() - before).toBeGreaterThan(59 * 60 * 1000);
    expect(row!.expiresAt.getTime() - before).toBeLessThanOrEqual(61 * 60 * 1000);
    expect(await auditOf(account.user.id, 'password_reset_requested')).toHaveLength(1);
  });

  it('answers an unknown address with the same status and body, and sends and records nothing', async () => {
    const account = await registerAndLogin(t.app);
    const known = await forgot(account.email);
    const nobody = uniqueEmail('nobody');
    const unknown = await forgot(nobody);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await t.db.select().from(emailQueue).where(eq(emailQueue.to, nobody))).toEqual([]);
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.email, nobody))).toEqual([]);
  });

  it('answers bad input with 400 and an issue per field', async () => {
    const forgotRaw = (bodyRaw: unknown) => api.call(contract.auth.forgotPassword, { bodyRaw });
    const bad = await forgotRaw({ email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'email', message: 'Invalid email address' }],
    });
    expect((await forgotRaw({})).statusCode).toBe(400);
    expect((await forgotRaw({ email: uniqueEmail(), role: 'ADMIN' })).statusCode).toBe(400);
  });

  it('a new link voids the older one (410), and only the newest works', async () => {
    const account = await accountWithResetLink();
    await forgot(account.email);
    const newer = await latestEmailToken(t.db, account.email, 'password_reset');
    expect(newer).not.toBe(account.token);
    const old = await reset(account.token, 'a brand new password');
    expect(old.statusCode).toBe(410);
    expect((await reset(newer, 'a brand new password')).statusCode).toBe(200);
  });

  it('shares the e-mail sending limit', async () => {
    const limited = await createTestApp({
      limits: { emailSend: { perAccount: 2, perIp: 50, windowMs: 60_000 } },
    });
    try {
      const account = await registerAndLogin(limited.app); // the verification e-mail is the first
      const limitedApi = requester(limited);
      const ask = () => limitedApi.call(contract.auth.forgotPassword, { body: { email: account.email } });
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, audits the reset and does not sign in', async () => {
    const account = await accountWithResetLink();
    const second = sessionCookie(await login({ email: account.email, password: account.password }));
    expect((await me(account.cookie)).statusCode).toBe(200);
    const res = await reset(account.token, 'my new secret passphrase');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESET_PASSWORD_MESSAGE });
    expect(res.cookies).toEqual([]);
    expect((await me(account.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login({ email: account.email, password: account.password })).statusCode).toBe(401);
    const fresh = await login({ email: account.email, password: 'my new secret passphrase' });
    expect(fresh.statusCode).toBe(200);
    const [audit] = await auditOf(account.user.id, 'password_reset');
    expect(audit).toMatchObject({ targetUserId: account.user.id, email: account.email });
    const [u] = await t.db.select().from(users).where(eq(users.id, account.user.id));
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers bad input with 400: a short password with the sign-up message, a missing token', async () => {
    const account = await accountWithResetLink();
    const resetRaw = (bodyRaw: unknown) => api.call(contract.auth.resetPassword, { bodyRaw });
    const short = await resetRaw({ token: account.token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'password', message: 'Password must be at least 8 characters' }],
    });
    expect((await resetRaw({ password: 'long enough pw' })).statusCode).toBe(400);
    expect((await resetRaw({ token: '', password: 'long enough pw' })).statusCode).toBe(400);
    // The refused calls left the link usable.
    expect((await reset(account.token, 'long enough pw')).statusCode).toBe(200);
  });

  it('refuses an unknown link (400), a used one (400) and an expired one (410)', async () => {
    const unknown = await reset('x'.repeat(43), 'long enough pw');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This password reset link is invalid.',
    });

    const used = await accountWithResetLink();
    expect((await reset(used.token, 'first new password')).statusCode).toBe(200);
    const replay = await reset(used.token, 'second new password');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      code: 'TOKEN_USED',
      message: 'This password reset link has already been used.',
    });
    expect((await login({ email: used.email, password: 'first new password' })).statusCode).toBe(200);

    const late = await accountWithResetLink();
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(late.token)));
    const expired = await reset(late.token, 'long enough pw');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'This password reset link has expired. Request a new one.',
    });
  });

  it('two simultaneous redemptions give exactly one success', async () => {
    const account = await accountWithResetLink();
    const results = await Promise.all([
      reset(account.token, 'password number one'),
      reset(account.token, 'password number two'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await auditOf(account.user.id, 'password_reset')).toHaveLength(1);
  });

  it('keeps only the hash of the token in the database', async () => {
    const account = await accountWithResetLink();
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.userId, account.user.id));
    expect(row!.tokenHash).toBe(hashToken(account.token));
    expect(await databaseText(t)).not.toContain(account.token);
    await reset(account.token, 'long enough pw');
    expect(await databaseText(t)).not.toContain(account.token);
  });

  it('clears the login throttle of the account: a locked-out user logs in right after the reset', async () => {
    const account = await accountWithResetLink();
    const wrong = { email: account.email, password: 'forgot it again' };
    for (let i = 0; i < 5; i++) await loginFrom('10.9.0.1', wrong);
    const locked = await loginFrom('10.9.0.1', wrong);
    expect(locked.statusCode).toBe(429);
    expect((await reset(account.token, 'remembered this one')).statusCode).toBe(200);
    const after = await loginFrom('10.9.0.1', { email: account.email, password: 'remembered this one' });
    expect(after.statusCode).toBe(200);
  });
});

describe('the reset page', () => {
  it('is served with Referrer-Policy: no-referrer, and its token never reaches the log', async () => {
    const account = await accountWithResetLink();
    const page = await t.app.inject({ method: 'GET', url: `/reset-password?token=${account.token}` });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    await reset(account.token, 'long enough pw');
    expect(t.logs.join('\n')).not.toContain(account.token);
    expect(t.logs.join('\n')).toContain('/reset-password?token=[redacted]');
  });
});
