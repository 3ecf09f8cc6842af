import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { renderReferencePage } from './reference-page.ts';

/**
 * GET /api/openapi.json: the OpenAPI document of the API, built by @fastify/swagger from the routes'
 * zod schemas and the contract (document.ts, registered in server/app.ts); GET /api/docs: the same as a
 * readable page (D189). Public: they describe the calls, never data.
 */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  // The document is a plain JSON object; its OpenAPI typing has no index signature.
  const document = () => app.swagger() as Record<string, unknown>;
  route(app, api.system.openapi, { access: 'public' }, async () => document());
  let page: string | undefined;
  route(app, api.system.docs, { access: 'public' }, async (_request, reply) => {
    // The routes, so the document, do not change once the app is ready.
    page ??= renderReferencePage(document());
    return reply.type('text/html; charset=utf-8').send(page);
  });
};
