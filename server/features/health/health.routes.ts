import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    api.system.health,
    { access: 'public', config: { rateLimit: false, answersWhileDraining: true } },
    async (_request, reply) => {
      if (app.ctx.isShuttingDown()) {
        return reply
          .status(503)
          .send({ status: 'unavailable', message: 'The server is shutting down.', code: 'UNAVAILABLE' });
      }
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        return reply
          .status(503)
          .send({ status: 'unavailable', message: 'The database is not reachable.', code: 'UNAVAILABLE' });
      }
      return { status: 'ok' as const, database: app.ctx.driver };
    },
  );
};
