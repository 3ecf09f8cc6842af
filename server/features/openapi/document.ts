import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { api, type EndpointSpec, type ErrorStatus } from '#common/api/index.ts';
import { IMAGE_TYPES } from '#common/image-upload.ts';
import type { Access, PolicyRegistry } from '#server/plugins/auth.ts';
import { IDEMPOTENCY_HEADER, REPLAYED_HEADER } from '#server/plugins/idempotency.ts';
import { componentRegistry, ERROR_COMPONENT } from './components.ts';

/** The name of the session cookie's security scheme. */
export const SESSION_SCHEME = 'session';

type SecurityRequirements = { [scheme: string]: string[] }[];
const SIGNED_IN: SecurityRequirements = [{ [SESSION_SCHEME]: [] }];
/** Public calls read a session when there is one (a signed-in caller may see more). */
const SESSION_OPTIONAL: SecurityRequirements = [{}, { [SESSION_SCHEME]: [] }];

/** One area of the contract (a key of `api`): its tag's name and description. */
const TAGS: Record<keyof typeof api, { name: string; description: string }> = {
  auth: {
    name: 'Auth',
    description: 'Accounts and sessions: sign-up, login, e-mail verification, passwords.',
  },
  players: {
    name: 'Players',
    description: 'Player profiles and what is on them: goals, schedule, statistics, team history.',
  },
  media: { name: 'Media', description: "A player's photos and videos, and image uploads." },
  search: { name: 'Search', description: 'Player search.' },
  lists: { name: 'Lists', description: "A recruiter's own lists of players." },
  listSharing: {
    name: 'List sharing',
    description:
      'A list shared with colleagues of the same program and by a secret read-only link (D321-D323).',
  },
  calendar: {
    name: 'Calendar',
    description: 'Calendar feeds (iCalendar) of a player or a list at a secret, revocable address (D300).',
  },
  notes: { name: 'Notes', description: "A recruiter's private notes on a player." },
  notifications: {
    name: 'Notifications',
    description: 'Which e-mails an account receives (D304) and one-click unsubscribe links (D305).',
  },
  savedSearches: {
    name: 'Saved searches',
    description: "A recruiter's saved searches with daily or weekly alerts (D306-D308).",
  },
  ratings: { name: 'Ratings', description: "A recruiter's private rating of a player (D128)." },
  messaging: {
    name: 'Messaging',
    description: 'Safe messaging between recruiters and families, contact preferences, sharing, reports.',
  },
  parents: {
    name: 'Parents',
    description: "The parent areas: a child's profile, consent, approvals waiting, activity.",
  },
  approvals: {
    name: 'Approvals',
    description: "Parental approval of a minor's profile, by the e-mailed token.",
  },
  coParents: { name: 'Co-parents', description: 'Co-parent invitations, by e-mailed token or by id.' },
  commitments: { name: 'Commitments', description: "A player's commitment to a program (D153)." },
  dataControl: {
    name: 'Data control',
    description: "Families' control of their data: consent withdrawal, export, deletion.",
  },
  orgs: {
    name: 'Organizations',
    description: 'Organizations, their members, rosters, sponsorships and verification by team evidence.',
  },
  recruiters: {
    name: 'Recruiters',
    description: 'The NCAA program directory and the verification of recruiters.',
  },
  subscriptions: {
    name: 'Subscriptions',
    description: 'Subscription tiers and what they allow (spec 3 "Subscriptions").',
  },
  billing: {
    name: 'Billing',
    description: 'Paying for a plan: Stripe, or the local test checkout without Stripe keys.',
  },
  admin: {
    name: 'Admin',
    description: 'The admin area (spec 3 §7 Admin): users, audit log, imports, retention.',
  },
  system: { name: 'System', description: 'Health and the development e-mail outbox.' },
};

/** What an error status means, as the document's response description says it (D187). */
const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The input is not valid: `message` says why, `issues` names each field.',
  401: 'Not signed in (no session cookie, or an ended session).',
  403: 'Not allowed: the role or the resource does not permit it, or the request came from another site.',
  404: 'Not found, or not visible to the caller.',
  409: 'Conflicts with the current state (already done, already taken).',
  410: 'The link or token has expired.',
  413: 'The request or its file is too large.',
  415: 'The file or content type is not accepted.',
  429: 'Too many requests: try again after the Retry-After header.',
  502: 'The payment provider failed.',
  503: 'Unavailable for now (the server is restarting, or the service is not configured).',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
};

/** The image types an upload may carry (docs/security.md: told by the bytes, never SVG or HTML). */

interface Operation {
  key: string[];
  endpoint: EndpointSpec;
}

/** Every endpoint of the contract with its key path (`lists.items.add` -> ['lists', 'items', 'add']). */
function operationsOf(node: object, key: string[] = []): Operation[] {
  return Object.entries(node).flatMap(([name, value]: [string, object]) =>
    'method' in value && 'path' in value
      ? [{ key: [...key, name], endpoint: value as EndpointSpec }]
      : operationsOf(value, [...key, name]),
  );
}

/** The operationId of a contract key: `lists.items.add` -> `listsItemsAdd` (D185). */
export function operationIdOf(key: readonly string[]): string {
  return key.map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1))).join('');
}

const isPolicy = (access: Access): access is Extract<Access, { policy: string }> =>
  typeof access === 'object' && 'policy' in access;

/** Whether a route answers 401 without a session (server/plugins/auth.ts, gateOf). */
function needsSession(access: Access, policies: PolicyRegistry): boolean {
  if (!isPolicy(access)) return access !== 'public';
  return Boolean(access.roles) || policies[access.policy]?.signedIn === true;
}

/** The error statuses a route can answer, derived from its contract and route declaration (D187). */
export function errorStatusesOf(
  endpoint: EndpointSpec,
  route: Pick<RouteOptions, 'config'>,
  policies: PolicyRegistry,
): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(endpoint.errors ?? []);
  const access = route.config?.access ?? 'public';
  const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.upload);
  if (hasInput) statuses.add(400);
  if (needsSession(access, policies)) statuses.add(401);
  const changesState = endpoint.method !== 'GET';
  // Every state change is refused from another site (server/plugins/csrf.ts), webhooks excepted.
  if (Array.isArray(access) || isPolicy(access) || (changesState && route.config?.csrf !== false)) {
    statuses.add(403);
  }
  if (endpoint.path.includes(':') || isPolicy(access)) statuses.add(404);
  if (endpoint.upload || endpoint.fileText) statuses.add(413);
  if (endpoint.upload) statuses.add(415);
  const config = route.config as
    | { rateLimit?: unknown; sendsEmail?: boolean; idempotent?: boolean }
    | undefined;
  if (config?.rateLimit || config?.sendsEmail) statuses.add(429);
  // An Idempotency-Key sent with another request is refused (400); a repeat of one still running, 409 (D235).
  if (config?.idempotent) statuses.add(400).add(409);
  return [...statuses].sort((a, b) => a - b);
}

type JsonObject = Record<string, unknown>;

/** Component names a part of the document refers to ($ref '#/components/schemas/<name>'). */
function refsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        into.add(child.slice('#/components/schemas/'.length));
      } else {
        refsIn(child, into);
      }
    }
  }
  return into;
}

/** The document's schema components that some operation uses, directly or through another component. */
function usedComponents(doc: JsonObject, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = refsIn(doc.paths, new Set());
  const queue = [...used];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const next of refsIn(schemas[name], new Set())) {
      if (!used.has(next)) {
        used.add(next);
        queue.push(next);
      }
    }
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

export interface OpenapiOptions {
  /** The public address of the app (the document's server). */
  appUrl: string;
  /** The session cookie's name (server/plugins/auth.ts: __Host- prefixed over HTTPS). */
  cookieName: string;
  /** The resource policies, to tell which routes need a session. */
  policies: PolicyRegistry;
}

/**
 * The @fastify/swagger options of the API's OpenAPI 3.1 document (D185-D188): the routes' zod schemas
 * turned into JSON Schema 2020-12 by fastify-type-provider-zod, and from the contract (common/api) each
 * operation's id, tag, summary, error responses, security and upload bodies.
 */
export function openapiOptions(opts: OpenapiOptions): FastifyDynamicSwaggerOptions {
  const byRoute = new Map<string, Operation>();
  for (const operation of operationsOf(api)) {
    byRoute.set(`${operation.endpoint.method} ${operation.endpoint.path}`, operation);
  }
  const byOperationId = new Map<string, Operation>();
  /** Operations whose route honours an Idempotency-Key (config.idempotent, D234-D235). */
  const idempotent = new Set<string>();
  const zodTransform = createJsonSchemaTransform({ skipList: [], schemaRegistry: componentRegistry });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: componentRegistry });

  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rinkside API',
        version: '0.1.0',
        description:
          'The API of Rinkside, the ice-hockey recruiting platform. Sign in with POST /api/auth/login: the ' +
          'answer sets the session cookie that the other calls send. State changes are refused from other ' +
          'sites (Origin and Sec-Fetch-Site). Errors answer `{ message, code, issues? }`.',
      },
      servers: [{ url: opts.appUrl }],
      tags: Object.values(TAGS),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: opts.cookieName,
            description: 'The session cookie set by POST /api/auth/login (HttpOnly, SameSite=Lax).',
          },
        },
      },
    },
    transform: (document) => {
      const base = zodTransform(document);
      const { route } = document;
      const method = [route.method].flat()[0];
      const operation = byRoute.get(`${method} ${route.url}`);
      const schema = base.schema as FastifySchema & JsonObject;
      // Hidden, or not a contract endpoint (pages, files for crawlers): not part of the API (D185).
      if (!operation || schema.hide) return { ...base, schema: { hide: true } };
      const { endpoint, key } = operation;
      const operationId = operationIdOf(key);
      byOperationId.set(operationId, operation);
      if (route.config?.idempotent) idempotent.add(operationId);
      const access = route.config?.access ?? 'public';
      const response = { ...(schema.response as JsonObject | undefined) };
      for (const status of errorStatusesOf(endpoint, route, opts.policies)) {
        if (response[status]) continue;
        response[status] = {
          description: ERROR_DESCRIPTIONS[status],
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_COMPONENT}` } } },
          ...(status === 429 && {
            headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait.' } },
          }),
        };
      }
      return {
        url: base.url,
        schema: {
          ...schema,
          operationId,
          summary: endpoint.summary,
          tags: [TAGS[key[0] as keyof typeof api].name],
          security: needsSession(access, opts.policies) ? SIGNED_IN : SESSION_OPTIONAL,
          response,
        },
      };
    },
    transformObject: (document) => {
      const doc = zodTransformObject(document) as JsonObject;
      const paths = doc.paths as Record<string, Record<string, JsonObject>>;
      for (const item of Object.values(paths)) {
        for (const op of Object.values(item)) {
          const operation = byOperationId.get(op.operationId as string);
          if (!operation) continue;
          describeOperation(op, operation.endpoint);
          if (idempotent.has(op.operationId as string)) describeIdempotency(op);
        }
      }
      const components = doc.components as { schemas?: Record<string, unknown> };
      components.schemas = usedComponents(doc, components.schemas ?? {});
      return doc;
    },
  };
}

/** The Idempotency-Key a create honours, and the header of an answer given again (D234-D236). */
function describeIdempotency(op: JsonObject): void {
  op.parameters = [
    ...((op.parameters as unknown[] | undefined) ?? []),
    {
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description:
        'A random key per user action (16-128 letters, digits, - or _). The same key again within 24 hours ' +
        'gets the first success answer again and writes nothing; while the first is still running, 409.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
    },
  ];
  const responses = op.responses as Record<string, JsonObject>;
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith('2')) continue;
    response.headers = {
      ...(response.headers as JsonObject | undefined),
      [REPLAYED_HEADER]: {
        description: 'true when this is the stored answer of an earlier request with the same key.',
        schema: { type: 'string', enum: ['true'] },
      },
    };
  }
}

/** What the generic transforms cannot know: success descriptions, upload bodies, file answers. */
function describeOperation(op: JsonObject, endpoint: EndpointSpec): void {
  const responses = op.responses as Record<string, JsonObject>;
  for (const [status, response] of Object.entries(responses)) {
    if (response.description === 'Default Response') {
      response.description = SUCCESS_DESCRIPTIONS[status] ?? 'Answer';
    }
  }
  if (endpoint.raw) {
    const file = endpoint.path.includes('screenshot') || endpoint.path.startsWith('/media/');
    responses['200'] = {
      description: file ? 'The image file, with its type in Content-Type.' : 'The file.',
      content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
    };
    delete responses.default;
  }
  if (endpoint.upload === 'multipart') {
    const body = (op.requestBody ?? { required: true, content: {} }) as {
      required?: boolean;
      content: JsonObject;
    };
    body.content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: `The image: ${IMAGE_TYPES.join(', ')}; 10 MB at most.`,
          },
          type: {
            type: 'string',
            enum: ['profile_image', 'image'],
            description: 'profile_image: the profile photo.',
          },
        },
        required: ['file'],
        additionalProperties: false,
      },
      encoding: { file: { contentType: IMAGE_TYPES.join(', ') } },
    };
    op.requestBody = body;
  }
  if (endpoint.upload === 'binary') {
    op.requestBody = {
      required: true,
      description: `The image's bytes (${IMAGE_TYPES.join(', ')}; 10 MB at most); its type is told by its bytes.`,
      content: Object.fromEntries(
        [...IMAGE_TYPES, 'application/octet-stream'].map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      ),
    };
  }
}
