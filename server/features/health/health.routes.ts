import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('unavailable'), message: z.string(), code: z.string() }),
        },
      },
    },
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
