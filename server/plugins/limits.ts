import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';
import { createLimitStore, type LimitStore } from '#server/lib/limits/index.ts';
import { type EmailSendLimits, registerEmailSendLimit } from './email-send-limit.ts';
import { registerRouteLimits } from './route-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one store every throttle and limit counts in, shared by the deployment's processes (D170). */
    limitStore: LimitStore;
  }
}

/** The fixed key prefix of a deployment: its processes share counts (tests give each app its own, D173). */
export const DEPLOYMENT_LIMIT_PREFIX = 'rinkside';

/**
 * The limit store (Redis with REDIS_URL, else PostgreSQL on the app's pool, else memory), the e-mail budget
 * and the per-route limits. Before the routes: per-route limits are declared as routes are added.
 */
export async function registerLimits(
  app: FastifyInstance,
  opts: { redisUrl?: string; database: Database; keyPrefix?: string; emailSend: EmailSendLimits },
) {
  const { database } = opts;
  let wasDown = false;
  const store = await createLimitStore({
    keyPrefix: opts.keyPrefix ?? DEPLOYMENT_LIMIT_PREFIX,
    redisUrl: opts.redisUrl,
    pgPool:
      database.driver === 'postgres' ? (database.db as unknown as { $client: pg.Pool }).$client : undefined,
    onRedisState(up, err) {
      if (up) {
        app.log.info(`limits: Redis is reachable; counts are shared${wasDown ? ' again' : ''}`);
        wasDown = false;
        return;
      }
      wasDown = true;
      app.log.warn({ err }, 'limits: Redis is unreachable; each process counts alone until it is back');
    },
  });
  app.decorate('limitStore', store);
  app.addHook('onClose', () => store.close());
  registerEmailSendLimit(app, store, opts.emailSend);
  registerRouteLimits(app, store);
}
