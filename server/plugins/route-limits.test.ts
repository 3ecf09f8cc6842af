import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { createLimitStore } from '#server/lib/limits/index.ts';
import { signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRouteLimits } from './route-limits.ts';

const { t, api } = withTestApp();

describe('per-route limits (config.rateLimit)', () => {
  it('deleting the account: 5 wrong passwords per account in 15 minutes, the 6th is 429 with its wait', async () => {
    const user = await signIn(t, 'PARENT');
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.call(contract.dataControl.deleteAccount, {
        cookie: user.cookie,
        body: { password: 'not my password' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.every((c) => c !== 429 && c < 500)).toBe(true);
    const limited = await api.call(contract.dataControl.deleteAccount, {
      cookie: user.cookie,
      body: { password: 'not my password' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another account is counted apart.
    const other = await signIn(t, 'PARENT');
    const theirs = await api.call(contract.dataControl.deleteAccount, {
      cookie: other.cookie,
      body: { password: 'not my password' },
    });
    expect(theirs.statusCode).not.toBe(429);
  });

  it('a signed-out request is refused by the session check before it counts', async () => {
    const res = await api.call(contract.dataControl.deleteAccount, { body: { password: 'whatever it is' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('registerRouteLimits', () => {
  async function tiny(timeWindow: string | number = '1 minute') {
    const app = Fastify();
    registerErrorHandler(app);
    registerRouteLimits(app, await createLimitStore({ keyPrefix: 'tiny' }));
    app.get('/a', { config: { rateLimit: { max: 2, timeWindow } } }, async () => ({ ok: true }));
    app.get('/b', { config: { rateLimit: { max: 2, timeWindow } } }, async () => ({ ok: true }));
    app.get('/free', { config: { rateLimit: false } }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it('counts each route and each address apart; the refusal carries the generic message and Retry-After', async () => {
    const app = await tiny();
    const get = (url: string, ip = '10.0.0.1') => app.inject({ method: 'GET', url, remoteAddress: ip });
    expect((await get('/a')).statusCode).toBe(200);
    expect((await get('/a')).statusCode).toBe(200);
    const refused = await get('/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(60);
    expect((await get('/b')).statusCode).toBe(200);
    expect((await get('/a', '10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await get('/free')).statusCode).toBe(200);
    await app.close();
  });

  it('refuses an unreadable window when the route is added', async () => {
    await expect(tiny('soon')).rejects.toThrow(/Unreadable limit window "soon"/);
  });
});
