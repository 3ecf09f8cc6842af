import { type SearchResponse, SearchResponseSchema } from '#common/contracts/search.ts';
import { toPlayerCard } from '#server/features/players/index.ts';

/**
 * The search answer as JSON, for this route's serializer instead of the zod one (docs/performance.md,
 * "Per-request CPU"): zod re-checking every field of 24 cards and then JSON.stringify cost about 50 µs a
 * request, twice this. The contract still decides what is sent: the answer is rebuilt field by field
 * from SearchResponseSchema's fields (toPlayerCard lists exactly SearchResultPlayerSchema's, which a
 * test checks), so a column selected by mistake never reaches the client. The values' types come from
 * the database's (enum columns, not-null constraints); with `checkContract` (every environment but
 * production, so every test) zod also checks each answer and a mismatch fails the request as before.
 */
export function serializeSearchResponse(response: SearchResponse): string {
  return JSON.stringify({
    players: response.players.map(toPlayerCard),
    total: response.total,
    totalIsLowerBound: response.totalIsLowerBound,
    page: response.page,
    pageSize: response.pageSize,
  } satisfies SearchResponse);
}

export function searchResponseSerializer(checkContract: boolean): (data: unknown) => string {
  if (!checkContract) return (data) => serializeSearchResponse(data as SearchResponse);
  return (data) => {
    SearchResponseSchema.parse(data);
    return serializeSearchResponse(data as SearchResponse);
  };
}
