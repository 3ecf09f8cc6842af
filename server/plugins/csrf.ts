import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF by Fetch Metadata, with an Origin check for browsers that do not send it (security guide).
 * Routes that receive server-to-server calls (payment webhooks) opt out with config.csrf = false.
 */
export function registerCsrfGuard(app: FastifyInstance, opts: { appOrigin: string }) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site === 'cross-site') throw new AppError('CSRF_REJECTED', 'Cross-site requests are not allowed.');
      return;
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      const host = request.headers.host;
      const sameHost = (() => {
        try {
          return new URL(origin).host === host;
        } catch {
          return false;
        }
      })();
      if (origin !== opts.appOrigin && !sameHost) {
        throw new AppError('CSRF_REJECTED', 'Cross-site requests are not allowed.');
      }
    } else if (origin === 'null') {
      throw new AppError('CSRF_REJECTED', 'Cross-site requests are not allowed.');
    }
  });
}
