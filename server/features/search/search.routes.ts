import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { PLAYER_SEARCH_ROLES } from '#common/roles.ts';
import { route } from '#server/lib/route.ts';
import { searchResponseSerializer } from './search.serialize.ts';
import { PlayerSearch } from './search.service.ts';

/** Who may search is PLAYER_SEARCH_ROLES (common/roles.ts, which the screens' links follow too). */
const SEARCH_ACCESS = PLAYER_SEARCH_ROLES;

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
