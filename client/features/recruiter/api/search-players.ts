import { useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '#common/contracts/search.ts';

export type { SearchResponse };

/** GET /api/players/search with an already-built query string (no leading '?'). */
export function useSearchPlayers(queryString: string) {
  return useQuery<SearchResponse>({
    queryKey: [queryString ? `/api/players/search?${queryString}` : '/api/players/search'],
  });
}
