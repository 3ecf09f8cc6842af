import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and react-remove-scroll inject <style> elements; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  // Images are ours only: video tiles are drawn by us, not provider thumbnails (docs/decisions.md).
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // A video's player, put on the page when the visitor presses play: YouTube's privacy-enhanced host, Vimeo.
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered with Referrer-Policy: no-referrer, so a token in the URL cannot leak through Referer. */
    noReferrer?: boolean;
  }
}

export interface SecurityHeadersOptions {
  hsts: boolean;
  /** Path prefixes of client pages whose URL carries a token (no route of ours declares them). */
  tokenPages: readonly string[];
}

/** Precomputed headers set in one onSend hook: cheap enough for every response (stack.md). */
export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const base: Record<string, string> = {
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'x-dns-prefetch-control': 'off',
  };
  if (opts.hsts) base['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(base);
    if (
      request.routeOptions.config.noReferrer ||
      opts.tokenPages.some((page) => request.url.startsWith(page))
    ) {
      reply.header('referrer-policy', 'no-referrer');
    }
    if (request.url.startsWith('/api/')) {
      if (request.user || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
