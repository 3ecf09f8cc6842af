import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import { type Limit, type LimitStore, windowMsOf } from '#server/lib/limits/index.ts';

/** A route's own limit: `max` requests per key (the caller's IP unless the route says) in `timeWindow`. */
export interface RouteLimit {
  max: number;
  /** "10 minutes", "1 hour", or milliseconds. */
  timeWindow: string | number;
  /** Whom the route counts; default the address (request.ip). Runs after the session is read. */
  keyGenerator?: (request: FastifyRequest) => string;
  /** The refusal's message, given the wait in seconds; default a generic one. */
  message?: (retryAfterSeconds: number) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limit, counted in the shared limit store (D174); false or absent: none. */
    rateLimit?: RouteLimit | false;
  }
}

const DEFAULT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/**
 * Per-route limits (`config.rateLimit`), checked on request after the session is read, before the body is
 * parsed: a request the route later refuses still counts, as a guess at a token should (D174). Each route
 * and method counts on its own.
 */
export function registerRouteLimits(app: FastifyInstance, store: LimitStore) {
  const limits = new Map<string, { limit: Limit; route: RouteLimit }>();
  const idOf = (method: string, url: string) => `${method} ${url}`;

  app.addHook('onRoute', (route) => {
    const declared = route.config?.rateLimit;
    if (!declared) return;
    for (const method of [route.method].flat()) {
      const id = idOf(method, route.url);
      const limit = store.declare({
        // The route is part of every key, so one name serves all routes.
        name: 'route',
        points: declared.max,
        windowMs: windowMsOf(declared.timeWindow),
      });
      limits.set(id, { limit, route: declared });
    }
  });

  app.addHook('onRequest', async (request) => {
    const { url } = request.routeOptions;
    if (!request.routeOptions.config?.rateLimit || !url) return;
    const id = idOf(request.method, url);
    const entry = limits.get(id);
    if (!entry) return;
    const key = `${id}\n${entry.route.keyGenerator?.(request) ?? request.ip}`;
    const reservation = await store.reserve([{ limit: entry.limit, key }]);
    if (reservation.ok) return;
    const wait = reservation.retryAfterSeconds;
    throw new AppError('RATE_LIMITED', entry.route.message?.(wait) ?? DEFAULT_MESSAGE, {
      headers: { 'retry-after': String(wait) },
    });
  });
}
