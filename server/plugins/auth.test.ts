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

  it('the check covers routes outside /api too (pages, /media)', async () => {
    const app = Fastify();
    registerAuth(app, { db: {} as Db, secureCookie: false });
    await expect(async () => {
      app.get('/media/forgotten/:name', async () => 'oops');
      await app.ready();
    }).rejects.toThrow('Route GET /media/forgotten/:name does not declare config.access');
    await app.close();
  });

  it('only routes registered through registerUndeclared (the static files) are exempt', async () => {
    const app = Fastify();
    registerAuth(app, { db: {} as Db, secureCookie: false });
    await app.registerUndeclared(() =>
      app.register(async (files) => {
        files.get('/*', async () => 'a file');
      }),
    );
    await expect(async () => {
      app.get('/after', async () => 'oops');
      await app.ready();
    }).rejects.toThrow('Route GET /after does not declare config.access');
    await app.close();
  });
});
