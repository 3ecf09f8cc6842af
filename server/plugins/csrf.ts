import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request's Origin is this app: APP_URL's origin, or the host the request was sent to. */
function isOwnOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  if (origin === appOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * CSRF by Fetch Metadata, with an Origin check for browsers that do not send it (docs/security.md).
 * `same-site` is a sibling subdomain (another app on the same registrable domain, possibly someone
 * else's): it counts as cross-site unless the Origin is ours (D051).
 * Routes that receive server-to-server calls (payment webhooks) opt out with config.csrf = false.
 */
export function registerCsrfGuard(app: FastifyInstance, opts: { appOrigin: string }) {
  const refuse = () => new AppError('CSRF_REJECTED', 'Cross-site requests are not allowed.');
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'same-origin' || site === 'none') return;
    if (site === 'cross-site') throw refuse();
    const origin = request.headers.origin;
    // same-site, or an older browser without Fetch Metadata: only our own Origin passes. A client that
    // sends neither header (curl, server code) is no browser a page could drive.
    if (site === undefined && origin === undefined) return;
    if (!isOwnOrigin(request, opts.appOrigin)) throw refuse();
  });
}
