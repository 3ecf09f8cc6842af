import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/openapi.json: the OpenAPI document of the API, built by @fastify/swagger from the routes'
 * zod schemas (registered in server/app.ts). Public: it describes the calls, never data.
 */
export const openapiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
