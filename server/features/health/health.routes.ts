import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';

const DRAINING = 'The server is shutting down.';
const STARTING = 'The server is starting.';
const NO_DATABASE = 'The database is not reachable.';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  /** Why this process should not be sent requests now, or null when it should (D182). */
  const notReady = async (): Promise<{
    reason: 'starting' | 'draining' | 'database';
    message: string;
  } | null> => {
    if (app.ctx.isShuttingDown()) return { reason: 'draining', message: DRAINING };
    if (app.ctx.isStarting()) return { reason: 'starting', message: STARTING };
    try {
      await app.ctx.db.execute(sql`select 1`);
    } catch {
      return { reason: 'database', message: NO_DATABASE };
    }
    return null;
  };

  route(
    app,
    api.system.health,
    { access: 'public', config: { rateLimit: false, answersWhileDraining: true } },
    async (_request, reply) => {
      const refused = await notReady();
      if (refused) {
        return reply
          .status(503)
          .send({ status: 'unavailable', message: refused.message, code: 'UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: app.ctx.driver };
    },
  );

  // Answering at all is the proof: no database, no start-up state (a supervisor restarts a dead process,
  // not one whose database is down or that is still migrating).
  route(
    app,
    api.system.live,
    { access: 'public', config: { rateLimit: false, answersWhileDraining: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' as const };
    },
  );

  route(
    app,
    api.system.ready,
    { access: 'public', config: { rateLimit: false, answersWhileDraining: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const refused = await notReady();
      if (refused) {
        return reply.status(503).send({ status: 'unavailable', ...refused, code: 'UNAVAILABLE' });
      }
      return { status: 'ready' as const, database: app.ctx.driver };
    },
  );
};
