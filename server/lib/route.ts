import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointSpec } from '#common/api/define.ts';
import type { Role } from '#common/enums.ts';
import type { Access, AccessPolicies, AuthUser, PolicyName } from '#server/plugins/auth.ts';

/** The Fastify schema of an endpoint (its zod schemas, as fastify-type-provider-zod reads them). */
type SchemaOf<E extends EndpointSpec> = {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
};

type RolesOf<A> = A extends readonly (infer R extends Role)[]
  ? R
  : A extends { roles: readonly (infer R extends Role)[] }
    ? R
    : never;
type PolicyOf<A> = A extends { policy: infer P extends PolicyName } ? AccessPolicies[P] : never;

/** request.user as the access declaration guarantees it: null only on public routes. */
export type UserFor<A extends Access> = [RolesOf<A>] extends [never]
  ? A extends 'public'
    ? AuthUser | null
    : A extends { policy: PolicyName }
      ? PolicyOf<A> extends { signedIn: true }
        ? AuthUser
        : AuthUser | null
      : AuthUser
  : AuthUser & { role: RolesOf<A> };

/** request.resource as the route's policy loaded it (undefined without one). */
export type ResourceFor<A extends Access> = A extends { policy: PolicyName }
  ? PolicyOf<A> extends { load(...args: never[]): Promise<infer R> }
    ? R
    : never
  : undefined;

export type ApiRequest<E extends EndpointSpec, A extends Access> = Omit<
  FastifyRequest<
    RouteGenericInterface,
    RawServerDefault,
    RawRequestDefaultExpression,
    SchemaOf<E>,
    ZodTypeProvider
  >,
  'user' | 'resource'
> & { user: UserFor<A>; resource: ResourceFor<A> };

export type ApiReply<E extends EndpointSpec> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyContextConfig,
  SchemaOf<E>,
  ZodTypeProvider
>;

export type ApiHandler<E extends EndpointSpec, A extends Access> = (
  request: ApiRequest<E, A>,
  reply: ApiReply<E>,
) => ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<E>,
    ZodTypeProvider
  >
>;

export interface RouteDeclaration<A extends Access> {
  access: A;
  /** The rest of the route's config: rate limit, sendsEmail, csrf. */
  config?: Omit<FastifyContextConfig, 'access'>;
  /** Route options beyond the contract's, when a route needs them. */
  options?: Pick<RouteOptions, 'bodyLimit' | 'errorHandler' | 'onSend' | 'serializerCompiler'>;
}

/**
 * Registers the route of a contract endpoint (common/api): method, URL (the endpoint's path without the
 * prefix the plugin is mounted under) and schemas come from the endpoint, so no route restates them.
 * The handler's request.user and request.resource are typed by the access declaration.
 */
export function route<E extends EndpointSpec, const A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  declaration: RouteDeclaration<A>,
  handler: ApiHandler<E, A>,
): void {
  const { prefix } = app;
  if (!endpoint.path.startsWith(prefix)) {
    throw new Error(`${endpoint.path} cannot be registered under the prefix ${prefix}`);
  }
  app.route({
    ...declaration.options,
    method: endpoint.method,
    url: endpoint.path.slice(prefix.length),
    config: { ...declaration.config, access: declaration.access },
    schema: {
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(!endpoint.raw && { response: endpoint.responses }),
      ...(endpoint.hide && { hide: true }),
    },
    // The request and reply are typed by the schemas registered here and the access checked in
    // server/plugins/auth.ts; Fastify's own handler type knows neither.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
