import { SearchQuerySchema, SearchResponseSchema } from '#common/contracts/search.ts';
import { defineEndpoint } from './define.ts';

/** Player search. */
export const search = {
  players: defineEndpoint({
    method: 'GET',
    path: '/api/players/search',
    summary: 'Search players',
    query: SearchQuerySchema,
    responses: { 200: SearchResponseSchema },
  }),
};
