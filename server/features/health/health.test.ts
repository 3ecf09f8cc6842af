import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { json } from '#test/api-json.ts';
import { requester } from '#test/players-kit.ts';
import { createTestApp } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

const { t, api } = withTestApp();
const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });

describe('GET /api/health/live and /api/health/ready', () => {
  it('live answers 200 and ready 200 with the driver, neither cached, with or without a session', async () => {
    const live = await api.call(contract.system.live, {});
    expect(json(contract.system.live, live, 200)).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await api.call(contract.system.ready, {});
    expect(json(contract.system.ready, ready, 200)).toEqual({ status: 'ready', database: t.database.driver });
    expect(ready.headers['cache-control']).toBe('no-store');
    // A cookie of no session changes nothing: these are for load balancers and supervisors.
    const withCookie = await api.call(contract.system.ready, { cookie: 'rs_session=nonsense' });
    expect(withCookie.statusCode).toBe(200);
  });

  it('take no input: a query string is ignored and other methods are refused', async () => {
    expect((await api.call(contract.system.ready, { queryRaw: { x: '\u0000' } })).statusCode).toBe(200);
    // No endpoint answers a POST here: an unknown route, asked by its path.
    const post = await t.app.inject({ method: 'POST', url: '/api/health/live', payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('readiness while starting (D182)', () => {
  it('is 503 "starting" while other requests get 503 with Retry-After; live, health checks and metrics answer', async () => {
    const starting = await createTestApp({ starting: true });
    try {
      const startingApi = requester(starting);
      const ready = await startingApi.call(contract.system.ready, {});
      expect(json(contract.system.ready, ready, 503)).toMatchObject({
        status: 'unavailable',
        reason: 'starting',
      });
      expect((await startingApi.call(contract.system.health, {})).statusCode).toBe(503);
      expect((await startingApi.call(contract.system.live, {})).statusCode).toBe(200);
      expect((await get('/metrics', starting.app)).statusCode).toBe(200);
      const other = await startingApi.call(contract.auth.me, {});
      expect(other.statusCode).toBe(503);
      expect(other.headers['retry-after']).toBe('5');
      expect(other.json()).toMatchObject({ code: 'UNAVAILABLE' });

      starting.app.markStarted();
      expect((await startingApi.call(contract.system.ready, {})).statusCode).toBe(200);
      expect((await startingApi.call(contract.system.health, {})).statusCode).toBe(200);
      expect((await startingApi.call(contract.auth.me, {})).statusCode).toBe(401);
    } finally {
      await starting.close();
    }
  });
});

describe('readiness while draining and without a database', () => {
  it('is 503 "draining" once draining starts; live still answers 200', async () => {
    const draining = await createTestApp();
    try {
      await draining.app.drain();
      const drainingApi = requester(draining);
      const ready = await drainingApi.call(contract.system.ready, {});
      expect(json(contract.system.ready, ready, 503)).toMatchObject({
        status: 'unavailable',
        reason: 'draining',
      });
      expect((await drainingApi.call(contract.system.live, {})).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('is 503 "database" when the database does not answer; live still answers 200', async () => {
    const orphan = await createTestApp();
    await orphan.database.close();
    try {
      const orphanApi = requester(orphan);
      const ready = await orphanApi.call(contract.system.ready, {});
      expect(json(contract.system.ready, ready, 503)).toMatchObject({
        status: 'unavailable',
        reason: 'database',
      });
      expect((await orphanApi.call(contract.system.live, {})).statusCode).toBe(200);
    } finally {
      await orphan.app.close();
    }
  });
});
