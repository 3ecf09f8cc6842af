import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An incoming id is kept only when it cannot smuggle anything into a log line or a header (D183). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The id of a request: the one a load balancer or caller sent in X-Request-Id when it is a short safe token
 * (so one id follows a request through the balancer's log and ours), a new random one otherwise.
 */
export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's request-id options: ours decides (Fastify's own requestIdHeader would take any header value
 * as it is); every line of a request's logger carries it as reqId (Fastify's default label).
 */
export const REQUEST_ID_OPTIONS = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} as const;

/** Every answer names its request (X-Request-Id), errors and 503s while starting or draining included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
