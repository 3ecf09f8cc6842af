import type { FastifyServerOptions } from 'fastify';

// Long URL-safe runs in a path or query are tokens (e-mail links, approval and invitation tokens).
const TOKEN_LIKE = /([=/])[A-Za-z0-9_-]{32,}/g;

export function maskUrl(url: string): string {
  return url.replace(TOKEN_LIKE, '$1[redacted]');
}

/** Pino options: secrets never reach the log (security guide). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.confirmPassword',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method: string; url: string; ip?: string; id?: string }) {
        return { method: req.method, url: maskUrl(req.url), ip: req.ip, reqId: req.id };
      },
    },
  };
}
