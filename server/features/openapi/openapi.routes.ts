import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';

/**
 * GET /api/openapi.json: the OpenAPI document of the API, built by @fastify/swagger from the routes'
 * zod schemas (registered in server/app.ts). Public: it describes the calls, never data.
 */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  // The document is a plain JSON object; its OpenAPI typing has no index signature.
  route(app, api.system.openapi, { access: 'public' }, async () => app.swagger() as Record<string, unknown>);
};
