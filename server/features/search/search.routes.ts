import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SearchQuerySchema, SearchResponseSchema } from '#common/contracts/search.ts';
import type { Role } from '#common/enums.ts';
import { searchResponseSerializer } from './search.serialize.ts';
import { PlayerSearch } from './search.service.ts';

/**
 * Who may search (docs/decisions.md): recruiters, admins, and organization members (who look for
 * players to roster or sponsor). Results are the same cards an active public profile shows anyway;
 * players and parents get 403 so peers cannot browse minors in bulk.
 */
const SEARCH_ACCESS: readonly Role[] = ['RECRUITER', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'];

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = new PlayerSearch(app.ctx.db);
  const serialize = searchResponseSerializer(app.ctx.env.NODE_ENV !== 'production');

  app.get(
    '/players/search',
    {
      config: { access: SEARCH_ACCESS },
      schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } },
      // The answer shaped by the contract's fields without zod re-checking each one (search.serialize.ts).
      serializerCompiler: () => serialize,
    },
    async (request) => search.search(request.query),
  );
};
