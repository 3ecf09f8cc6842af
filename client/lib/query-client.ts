import { hashKey, MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '#common/api/index.ts';
import type { SessionUser } from '#common/contracts/auth.ts';
import { apiKey, callApi } from './api.ts';
import { ApiError, isApiError } from './api-client.ts';

/** The session read's key (GET /api/auth/me). */
export const SESSION_QUERY_KEY = apiKey(api.auth.me, {});
const SESSION_HASH = hashKey(SESSION_QUERY_KEY);

/** Whether a query is the session read. */
export function isSessionQuery(query: { queryKey: QueryKey }): boolean {
  return hashKey(query.queryKey) === SESSION_HASH;
}

/** The session read: the signed-in user, or null when the answer is 401 (signed out). */
export async function readSession({ signal }: { signal?: AbortSignal }): Promise<SessionUser | null> {
  try {
    return await callApi(api.auth.me, {}, { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** Mutations that answer 401 for a wrong password rather than for a lost session set this meta flag. */
export interface MutationMeta extends Record<string, unknown> {
  ignoreUnauthorized?: boolean;
}

/**
 * Query defaults: no polling, no refetch on focus, data never goes stale, no retries. Every read names
 * its own query function (useApiQuery). A 401 on any other call means the session ended: the session is
 * cleared so the app sends the person to /login.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionQuery(query)) return;
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
