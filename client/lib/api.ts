import {
  type QueryKey,
  type SkipToken,
  skipToken,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import {
  type EndpointInput,
  type EndpointParams,
  type EndpointResponse,
  type EndpointSpec,
  fillPath,
  queryString,
  takesQuery,
} from '#common/api/define.ts';
import { apiFetch, apiRequest, readBody, throwIfNotOk } from './api-client.ts';
import { reportWrite } from './write-watch.ts';

/**
 * The typed client core: every call goes through an endpoint of the contract (common/api), so no URL is
 * typed by hand. Errors are the ApiError of api-client.ts, with the same messages.
 */

export interface CallOptions {
  signal?: AbortSignal;
}

type Input<E extends EndpointSpec> = EndpointInput<E> & {
  params?: Record<string, string>;
  query?: unknown;
  body?: unknown;
};

/** The URL of a call: the filled path and the query string. */
export function apiUrl<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as Input<E>;
  const path = fillPath(endpoint, params);
  return path + queryString(query as Record<string, unknown> | undefined);
}

/** One call of an endpoint; resolves with its success answer, throws ApiError for 400 and above. */
export async function callApi<E extends EndpointSpec>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const url = apiUrl(endpoint, input);
  const { body } = input as Input<E>;
  if (endpoint.upload === 'binary' || endpoint.raw) {
    const call = fetchRaw(endpoint, url, body, options);
    return (await (endpoint.method === 'GET' ? call : reportWrite(call))) as EndpointResponse<E>;
  }
  return apiRequest<EndpointResponse<E>>(endpoint.method, url, body, options);
}

/** A file sent as it is (its own content type), or an answer that is a file (read as a Blob). */
async function fetchRaw(
  endpoint: EndpointSpec,
  url: string,
  body: unknown,
  options: CallOptions,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: endpoint.raw ? '*/*' : 'application/json' };
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isBlob) headers['Content-Type'] = body.type || 'application/octet-stream';
  const res = await apiFetch(url, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers,
    body: isBlob ? body : undefined,
    signal: options.signal,
  });
  await throwIfNotOk(res);
  return endpoint.raw ? res.blob() : readBody(res);
}

/**
 * The key segments of an API path: the segments after the leading slash (no query string); the path of
 * player 7's goals gives ['api', 'players', '7', 'goals'].
 */
function pathSegments(path: string): string[] {
  const bare = path.split('?')[0] ?? '';
  return bare.split('/').filter((segment) => segment !== '');
}

/**
 * The query key of a read: its filled path's segments, then the query object when there is one. Keys of
 * the paths under a resource start with that resource's key, so invalidating a prefix
 * (apiKeyPrefix) reaches them all.
 */
export function apiKey<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>): QueryKey {
  const { params, query } = input as Input<E>;
  const path = fillPath(endpoint, params);
  const segments: unknown[] = pathSegments(path);
  if (query !== undefined) segments.push(query);
  return segments;
}

/**
 * The key prefix of everything under an endpoint's path, filled up to the first parameter not given:
 * `api.players.get` with id 7 -> every read under /api/players/7; without it -> every read under
 * /api/players.
 */
export function apiKeyPrefix<E extends EndpointSpec>(
  endpoint: E,
  params?: Partial<EndpointParams<E>>,
): QueryKey {
  const given: Record<string, string | undefined> = params ?? {};
  const segments: string[] = [];
  for (const segment of pathSegments(endpoint.path)) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const value = given[segment.slice(1)];
    if (value === undefined) break;
    segments.push(encodeURIComponent(value));
  }
  return segments;
}

/** Whether a query key is a key of this endpoint's reads, whatever its parameters and query. */
export function isApiKeyOf(endpoint: EndpointSpec, queryKey: QueryKey): boolean {
  const template = pathSegments(endpoint.path);
  const extra = queryKey.length - template.length;
  const hasQuery = extra === 1 && takesQuery(endpoint) && typeof queryKey.at(-1) === 'object';
  if (extra !== 0 && !hasQuery) return false;
  return template.every((segment, i) =>
    segment.startsWith(':') ? typeof queryKey[i] === 'string' : queryKey[i] === segment,
  );
}

type GetEndpoint = EndpointSpec & { method: 'GET' };

export type ApiQueryOptions<E extends EndpointSpec, TData = EndpointResponse<E>> = Omit<
  UseQueryOptions<EndpointResponse<E>, Error, TData, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * A read through TanStack Query, keyed by apiKey, fetched by callApi. `skipToken` in place of the input
 * (a parameter not known yet) leaves the read idle, as `enabled: false` does.
 */
export function useApiQuery<E extends GetEndpoint, TData = EndpointResponse<E>>(
  endpoint: E,
  input: EndpointInput<E> | SkipToken,
  options: ApiQueryOptions<E, TData> = {},
): UseQueryResult<TData, Error> {
  return useQuery({
    ...options,
    queryKey: input === skipToken ? pathSegments(endpoint.path) : apiKey(endpoint, input),
    queryFn: input === skipToken ? skipToken : ({ signal }) => callApi(endpoint, input, { signal }),
  });
}
