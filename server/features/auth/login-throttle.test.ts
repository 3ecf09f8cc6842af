import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema/index.ts';
import { createTestApp, registerAndLogin, type TestApp, uniqueEmail } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { DEFAULT_LOGIN_LIMITS } from './login-throttle.ts';

// The default limits: 5 failures per account and address, 50 per address, 100 per account.
const { t } = withTestApp();

const login = (app: TestApp, body: { email: string; password: string }, ip = '127.0.0.1') =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress: ip });

describe('login throttle', () => {
  it('lets exactly 5 of 30 parallel wrong passwords reach the password check: 5 x 401, 25 x 429', async () => {
    const account = await registerAndLogin(t.app);
    const wrong = { email: account.email, password: 'not the password' };
    const results = await Promise.all(Array.from({ length: 30 }, () => login(t, wrong, '10.1.0.1')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(DEFAULT_LOGIN_LIMITS.perPair);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - DEFAULT_LOGIN_LIMITS.perPair);
    const failures = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'login_failure'), eq(auditLogs.email, account.email)));
    expect(failures).toHaveLength(DEFAULT_LOGIN_LIMITS.perPair);
  });

  it('answers the locked pair with Retry-After and a message that offers a password reset', async () => {
    const account = await registerAndLogin(t.app);
    for (let i = 0; i < 5; i++) {
      await login(t, { email: account.email, password: 'wrong wrong' }, '10.1.0.2');
    }
    const locked = await login(t, { email: account.email, password: account.password }, '10.1.0.2');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many login attempts. Please wait 15 minutes or reset your password.',
    });
  });

  it('keeps another account on the same address and the same account on another address working', async () => {
    const victim = await registerAndLogin(t.app);
    const neighbour = await registerAndLogin(t.app);
    for (let i = 0; i < 6; i++) {
      await login(t, { email: victim.email, password: 'guess guess' }, '10.1.0.3');
    }
    expect((await login(t, { email: victim.email, password: victim.password }, '10.1.0.3')).statusCode).toBe(
      429,
    );
    const sameAddress = await login(t, { email: neighbour.email, password: neighbour.password }, '10.1.0.3');
    expect(sameAddress.statusCode).toBe(200);
    const otherAddress = await login(t, { email: victim.email, password: victim.password }, '10.1.0.4');
    expect(otherAddress.statusCode).toBe(200);
  });

  it('does not count a success: 4 wrong, the right one, then 5 more wrong are all checked', async () => {
    const account = await registerAndLogin(t.app);
    const wrong = { email: account.email, password: 'almost right' };
    for (let i = 0; i < 4; i++) expect((await login(t, wrong, '10.1.0.5')).statusCode).toBe(401);
    expect(
      (await login(t, { email: account.email, password: account.password }, '10.1.0.5')).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(t, wrong, '10.1.0.5')).statusCode).toBe(401);
    expect((await login(t, wrong, '10.1.0.5')).statusCode).toBe(429);
  });

  it('parallel right passwords never lock the account', async () => {
    const account = await registerAndLogin(t.app);
    const right = { email: account.email, password: account.password };
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all(Array.from({ length: 4 }, () => login(t, right, '10.1.0.6')));
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    }
  });
});

describe('login throttle ceilings', () => {
  const limits = { perPair: 3, perIp: 7, perAccount: 10, windowMs: 60_000 };

  it('stops one address spraying many accounts at the per-address ceiling', async () => {
    const app = await createTestApp({ limits: { login: limits } });
    try {
      const real = await registerAndLogin(app.app);
      for (let i = 0; i < limits.perIp; i++) {
        const res = await login(app, { email: uniqueEmail('spray'), password: 'Winter2025!' }, '10.2.0.1');
        expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
      }
      const sprayed = await login(app, { email: uniqueEmail('spray'), password: 'Winter2025!' }, '10.2.0.1');
      expect(sprayed.statusCode).toBe(429);
      // The address is held back, everyone else is not.
      expect((await login(app, { email: real.email, password: real.password }, '10.2.0.2')).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });

  it('stops guesses at one account from many addresses at the per-account ceiling', async () => {
    const app = await createTestApp({ limits: { login: limits } });
    try {
      const account = await registerAndLogin(app.app);
      const wrong = { email: account.email, password: 'distributed guess' };
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        for (let j = 0; j < limits.perPair; j++)
          codes.push((await login(app, wrong, `10.3.0.${i}`)).statusCode);
      }
      // 15 guesses from 5 addresses: each address is under its own limits, the account stops at 10.
      expect(codes.filter((c) => c === 401)).toHaveLength(limits.perAccount);
      expect(codes.filter((c) => c === 429)).toHaveLength(15 - limits.perAccount);
    } finally {
      await app.close();
    }
  });
});
