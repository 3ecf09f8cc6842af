import type { z } from 'zod';

/**
 * The API contract: every endpoint as one typed value (method, full path, the zod schemas of its input
 * and of its answers). The server registers its routes from these values and the client calls them
 * through these values, so a path or a shape is written once.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses an endpoint may declare in `errors` (each answered with the shared error body). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/** Status code -> schema of the body answered with it. The 2xx one is the success answer. */
export type ResponseSchemas = { readonly [status: number]: z.ZodType };

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** The full path, `/api` prefix included, with `:name` parameters: `/api/players/:id/goals`. */
  readonly path: string;
  /** One short line saying what the call does: the operation's summary in the OpenAPI document (D185). */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /**
   * A request body other than JSON: `multipart` (form data with a file, besides the JSON body if any),
   * `binary` (the raw bytes of a file).
   */
  readonly upload?: 'multipart' | 'binary';
  /**
   * Body fields that carry a whole file's text (a CSV import): the service checks each cell for control
   * characters and reports them by row, so the request-wide check (server/app.ts) leaves these out.
   */
  readonly fileText?: readonly string[];
  readonly responses: ResponseSchemas;
  /** The answer is not JSON (a file): no response schema, read as a Blob. */
  readonly raw?: true;
  /** Left out of the OpenAPI document. */
  readonly hide?: true;
  /**
   * Error statuses the call can answer beyond those the OpenAPI document derives from the route (D187:
   * 400 with input, 401 signed in only, 403 roles, policies and state changes, 404 addressed resources,
   * 413 and 415 uploads, 429 rate limits): a 409 conflict, a 410 expired token, a 503 unavailable service.
   */
  readonly errors?: readonly ErrorStatus[];
}

/**
 * Declares an endpoint; the identity, with const generics so the path and schema types stay literal.
 * In the browser's build the schemas (params, query, body, responses) are `true` instead
 * (scripts/endpoint-schemas-plugin.ts): client code reads only method, path, upload and raw, and asks
 * takesQuery rather than reading `query`.
 */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

/** Whether the endpoint reads a query string (true in the browser too, where its schema is left out). */
export function takesQuery(endpoint: EndpointSpec): boolean {
  return endpoint.query !== undefined;
}

/** A parameter's name without the file extension a path may end in (`:token.ics`, D300). */
type ParamName<S extends string> = S extends `${infer Name}.${string}` ? Name : S;

/** The `:name` parameters of a path, as a union of their names. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The path parameters to fill: one string per `:name` of the path. */
export type EndpointParams<E extends EndpointSpec> = Simplify<{
  [K in PathParamNames<E['path']>]: string;
}>;

/** The query string's values as the caller gives them (zod input). */
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : never;

/** The body as the caller gives it (zod input); a FormData too for multipart uploads, a Blob for binary ones. */
export type EndpointBody<E extends EndpointSpec> =
  | (E['body'] extends z.ZodType ? z.input<E['body']> : never)
  | (E['upload'] extends 'multipart' ? FormData : never)
  | (E['upload'] extends 'binary' ? Blob : never);

/** The 2xx status codes an endpoint declares. */
export type SuccessStatus<E extends EndpointSpec> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;

/** The success answer's type (zod output of the 2xx schema); a Blob for raw answers. */
export type EndpointResponse<E extends EndpointSpec> = E['raw'] extends true
  ? Blob
  : E['responses'][SuccessStatus<E>] extends z.ZodType
    ? z.output<E['responses'][SuccessStatus<E>]>
    : never;

/** The answer's type for one declared status (zod output of that status's schema). */
export type EndpointStatusResponse<
  E extends EndpointSpec,
  S extends keyof E['responses'],
> = E['responses'][S] extends z.ZodType ? z.output<E['responses'][S]> : never;

type IsEmpty<T> = [keyof T] extends [never] ? true : false;
/** Whether a value may be left out: `{}` or `undefined` is a valid one. */
type MayOmit<T> = undefined extends T ? true : Record<never, never> extends T ? true : false;

type ParamsInput<E extends EndpointSpec> =
  IsEmpty<EndpointParams<E>> extends true ? { params?: undefined } : { params: EndpointParams<E> };
type QueryInput<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? MayOmit<EndpointQuery<E>> extends true
    ? { query?: EndpointQuery<E> }
    : { query: EndpointQuery<E> }
  : { query?: undefined };
type BodyInput<E extends EndpointSpec> = [EndpointBody<E>] extends [never]
  ? { body?: undefined }
  : MayOmit<EndpointBody<E>> extends true
    ? { body?: EndpointBody<E> }
    : { body: EndpointBody<E> };

/** Everything a call of the endpoint sends: path parameters, query and body, each when it has one. */
export type EndpointInput<E extends EndpointSpec> = Simplify<ParamsInput<E> & QueryInput<E> & BodyInput<E>>;

/**
 * The endpoint's path with its `:name` parameters filled (each value URI-encoded). The one way to build
 * an API URL.
 */
export function buildPath<E extends EndpointSpec>(
  endpoint: E,
  ...[params]: IsEmpty<EndpointParams<E>> extends true ? [params?: undefined] : [params: EndpointParams<E>]
): string {
  return fillPath(endpoint, params);
}

/** buildPath for code that holds the parameters untyped (the client core); a missing one throws. */
export function fillPath(endpoint: EndpointSpec, params: Record<string, string> | undefined): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** A query object as a query string (`?a=1&b=x&b=y`, arrays repeated, undefined/null left out), or ''. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
