import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { EndpointResponse, EndpointSpec, EndpointStatusResponse } from '#common/api/define.ts';
import { endpointsOf } from '#common/api/index.ts';
import { type ErrorBody, ErrorBodySchema } from '#common/contracts/errors.ts';

/**
 * The body of an injected answer, checked against the endpoint's schema for the answer's status: a
 * shape that does not match the contract (or a status the endpoint does not declare) fails the test.
 * Without `status`, the answer is typed as the success answer. The body is returned as sent (a key
 * the schema does not name is kept, so tests can still assert it is absent).
 */
export function json<E extends EndpointSpec>(endpoint: E, res: LightMyRequestResponse): EndpointResponse<E>;
export function json<E extends EndpointSpec, S extends keyof E['responses'] & number>(
  endpoint: E,
  res: LightMyRequestResponse,
  status: S,
): EndpointStatusResponse<E, S>;
export function json(endpoint: EndpointSpec, res: LightMyRequestResponse, status?: number): unknown {
  if (status !== undefined && res.statusCode !== status) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: expected ${status}, got ${res.statusCode}: ${res.body}`,
    );
  }
  const schema: z.ZodType | undefined = endpoint.responses[res.statusCode];
  if (!schema) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: status ${res.statusCode} is not in its contract: ${res.body}`,
    );
  }
  const body: unknown = res.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} answered a body its ${res.statusCode} schema refuses: ${parsed.error.message}`,
    );
  }
  return body;
}

/** An error answer's body, checked against the one error shape of the API (common/contracts/errors.ts). */
export function errorJson(res: LightMyRequestResponse): ErrorBody {
  if (res.statusCode < 400) throw new Error(`expected an error answer, got ${res.statusCode}: ${res.body}`);
  const body: unknown = res.json();
  ErrorBodySchema.parse(body);
  return body as ErrorBody;
}

const ROUTES = endpointsOf().map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`),
  params: (endpoint.path.match(/:/g) ?? []).length,
}));

/** The contract's endpoint for a request (a literal segment wins over a parameter: /api/players/me). */
export function endpointFor(method: string, url: string): EndpointSpec | undefined {
  const path = url.split('?')[0] ?? '';
  const matches = ROUTES.filter((r) => r.endpoint.method === method && r.pattern.test(path));
  return matches.sort((a, b) => a.params - b.params)[0]?.endpoint;
}

/**
 * Checks any answer of the API against the contract: a declared status through its schema, any other
 * error status through the error shape. Answers that are not JSON (files, empty bodies) are left alone.
 */
export function checkContract(method: string, url: string, res: LightMyRequestResponse): void {
  checkAnswer(endpointFor(method, url), `${method} ${url}`, res);
}

/** checkContract for a request whose endpoint is known (a call through the contract); `call` names it. */
export function checkAnswer(
  endpoint: EndpointSpec | undefined,
  call: string,
  res: LightMyRequestResponse,
): void {
  if (!endpoint || endpoint.raw || !res.body) return;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) return;
  if (endpoint.responses[res.statusCode]) json(endpoint, res);
  else if (res.statusCode >= 400) errorJson(res);
  // A permanent redirect (an old profile slug) carries the error body and says where to go.
  else if ((res.statusCode === 301 || res.statusCode === 308) && res.headers.location)
    ErrorBodySchema.parse(res.json());
  else throw new Error(`${call}: status ${res.statusCode} is not in its contract: ${res.body}`);
}
