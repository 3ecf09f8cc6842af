import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { route } from '#server/lib/route.ts';
import { searchResponseSerializer } from './search.serialize.ts';
import { PlayerSearch } from './search.service.ts';

/**
 * Who may search (docs/decisions.md): recruiters, admins, and organization members (who look for
 * players to roster or sponsor). Results are the same cards an active public profile shows anyway;
 * players and parents get 403 so peers cannot browse minors in bulk.
 */
const SEARCH_ACCESS = ['RECRUITER', 'ADMIN', 'ORG_ADMIN', 'ORG_STAFF'] as const;

export const searchRoutes: FastifyPluginAsync = async (app) => {
  const search = new PlayerSearch(app.ctx.db);
  const serialize = searchResponseSerializer(app.ctx.env.NODE_ENV !== 'production');

  route(
    app,
    api.search.players,
    {
      access: SEARCH_ACCESS,
      // The answer shaped by the contract's fields without zod re-checking each one (search.serialize.ts).
      options: { serializerCompiler: () => serialize },
    },
    async (request) => search.search(request.query),
  );
};
