import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api-client.ts';

export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

/** Mutations that answer 401 for a wrong password rather than for a lost session set this meta flag. */
export interface MutationMeta extends Record<string, unknown> {
  ignoreUnauthorized?: boolean;
}

/**
 * Query defaults of spec 1 §7: no polling, no refetch on focus, data never goes stale, no retries.
 * A 401 on any other call means the session ended: the session is cleared so the app sends the person to
 * /login (spec 1 §4 "session lost").
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] === SESSION_QUERY_KEY[0]) return;
        if (error instanceof ApiError && error.status === 401) client.setQueryData(SESSION_QUERY_KEY, null);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if ((mutation.meta as MutationMeta | undefined)?.ignoreUnauthorized) return;
        if (error instanceof ApiError && error.status === 401) client.setQueryData(SESSION_QUERY_KEY, null);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
