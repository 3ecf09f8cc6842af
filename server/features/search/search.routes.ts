import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResponseSchema } from '#common/contracts/search.ts';
import type { Role } from '#common/enums.ts';
import { PlayerSearch } from './search.service.ts';

/**
 * Who may search (docs/decisions.md): recruiters, admins, and organization members (who look for
 * players to roster or sponsor). Results are the same cards an active public profile shows anyway;
 * players and parents get 403 so peers cannot browse minors in bulk.
 */
const SEARCH_ACCESS: readonly Role[] = ['RECRUITER', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = new PlayerSearch(app.ctx.db);

  app.get(
    '/players/search',
    {
      config: { access: SEARCH_ACCESS },
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } },
    },
    async (request) => search.search(request.query),
  );
};
