import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_POLICIES } from '#server/app.ts';
import type { Db } from '#server/db/client.ts';
import { type PolicyName, registerAuth } from './auth.ts';

describe('route access declarations', () => {
  it('the app refuses to start when an API route declares no access', async () => {
    const app = Fastify();
    registerAuth(app, { db: {} as Db, secureCookie: false, policies: ACCESS_POLICIES });
    await expect(async () => {
      app.get('/api/forgotten', async () => 'oops');
      await app.ready();
    }).rejects.toThrow('Route GET /api/forgotten does not declare config.access');
    await app.close();
  });

  it('the check covers routes outside /api too (pages, /media)', async () => {
    const app = Fastify();
    registerAuth(app, { db: {} as Db, secureCookie: false, policies: ACCESS_POLICIES });
    await expect(async () => {
      app.get('/media/forgotten/:name', async () => 'oops');
      await app.ready();
    }).rejects.toThrow('Route GET /media/forgotten/:name does not declare config.access');
    await app.close();
  });

  it('only routes registered through registerUndeclared (the static files) are exempt', async () => {
    const app = Fastify();
    registerAuth(app, { db: {} as Db, secureCookie: false, policies: ACCESS_POLICIES });
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

  it('a route refers to a registered policy, by a parameter of its URL', async () => {
    const unknown = Fastify();
    registerAuth(unknown, { db: {} as Db, secureCookie: false, policies: ACCESS_POLICIES });
    await expect(async () => {
      unknown.get(
        '/api/things/:id',
        { config: { access: { policy: 'thing:view' as PolicyName, param: 'id' } } },
        async () => 'oops',
      );
      await unknown.ready();
    }).rejects.toThrow('Access policy thing:view is not registered');
    await unknown.close();

    const noParam = Fastify();
    registerAuth(noParam, { db: {} as Db, secureCookie: false, policies: ACCESS_POLICIES });
    await expect(async () => {
      noParam.get(
        '/api/players/:playerId',
        { config: { access: { policy: 'player:view', param: 'id' } } },
        async () => 'oops',
      );
      await noParam.ready();
    }).rejects.toThrow('Route GET /api/players/:playerId has no :id for its policy');
    await noParam.close();
  });
});
