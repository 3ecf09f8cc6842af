import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { registerAuth } from './auth.ts';

describe('route access declarations', () => {
  it('the app refuses to start when an API route declares no access', async () => {
    const app = Fastify();
    registerAuth(app, { db: {} as Db, secureCookie: false });
    await expect(async () => {
      app.get('/api/forgotten', async () => 'oops');
      await app.ready();
    }).rejects.toThrow('Route GET /api/forgotten does not declare config.access');
    await app.close();
  });
});
