import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { PLAYER_SEARCH_ROLES } from '#common/roles.ts';
import { route } from '#server/lib/route.ts';
import { searchResponseSerializer } from './search.serialize.ts';
import { PlayerSearch } from './search.service.ts';
import { SEARCH_CACHE_HEADER, type SearchCache, searchThrough } from './search-cache.ts';
import { SEARCH_INDEX_HEADER, type SearchIndex } from './search-index.ts';

/** Who may search is PLAYER_SEARCH_ROLES (common/roles.ts, which the screens' links follow too). */
const SEARCH_ACCESS = PLAYER_SEARCH_ROLES;

export const searchRoutes: FastifyPluginAsync<{ cache?: SearchCache; index?: SearchIndex }> = async (
  app,
  { cache, index },
) => {
  // With the cache, a total kept from before a change is not used either: a kept answer would carry it on.
  const search = new PlayerSearch(app.ctx.db, { changes: cache && (() => cache.begin()), index });
  const serialize = searchResponseSerializer(app.ctx.env.NODE_ENV !== 'production');

  route(
    app,
    api.search.players,
    {
      access: SEARCH_ACCESS,
      // The answer shaped by the contract's fields without zod re-checking each one (search.serialize.ts).
      options: { serializerCompiler: () => serialize },
    },
    // D356: the same query again is answered from memory until a player change drops it (search-cache.ts);
    // access is checked before, so a kept answer reaches only those who may search.
    async (request, reply) => {
      const told: { byIndex?: boolean } = {};
      const searched = (query: typeof request.query) => search.search(query, told);
      let answer: Awaited<ReturnType<typeof searched>>;
      if (cache) {
        const through = await searchThrough(cache, request.query, searched);
        reply.header(SEARCH_CACHE_HEADER, through.hit ? 'hit' : 'miss');
        answer = through.answer;
      } else answer = await searched(request.query);
      if (told.byIndex) reply.header(SEARCH_INDEX_HEADER, 'counted');
      return answer;
    },
  );
};
