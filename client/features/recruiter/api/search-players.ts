import { useApiQuery } from '#client/lib/api.ts';
import { api } from '#common/api/index.ts';
import type { SearchQueryInput, SearchResponse } from '#common/contracts/search.ts';

export type { SearchResponse };

export function useSearchPlayers(query: SearchQueryInput) {
  return useApiQuery(api.search.players, { query });
}
