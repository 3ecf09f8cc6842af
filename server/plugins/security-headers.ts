import type { FastifyInstance } from 'fastify';

const DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and react-remove-scroll inject <style> elements; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  // Images are ours only: video tiles are drawn by us, not provider thumbnails (D100).
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
];

/**
 * The CSP. With Vite's dev server (npm run dev, D273) its client also starts a worker from a blob: URL, which
 * waits for a restarting server before reloading the page; nothing else changes.
 */
export function contentSecurityPolicy(viteDev = false): string {
  return (viteDev ? [...DIRECTIVES, "worker-src 'self' blob:"] : DIRECTIVES).join('; ');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered with Referrer-Policy: no-referrer, so a token in the URL cannot leak through Referer. */
    noReferrer?: boolean;
    /**
     * The answer is the same whoever asks (a calendar feed read by its secret address, D300): the caching
     * the route sets stands even when the request carries a session.
     */
    sameForEveryone?: boolean;
  }
}

export interface SecurityHeadersOptions {
  hsts: boolean;
  /** Path prefixes of client pages whose URL carries a token (no route of ours declares them). */
  tokenPages: readonly string[];
  /** The client comes from Vite's dev server (BuildAppOptions.devClient). */
  viteDev?: boolean;
}

/** Precomputed headers set in one onSend hook: cheap enough for every response (stack.md). */
export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const base: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(opts.viteDev),
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
    const tokenPage = opts.tokenPages.some((page) => request.url.startsWith(page));
    if (request.routeOptions.config.noReferrer || tokenPage) reply.header('referrer-policy', 'no-referrer');
    // A page whose address is a secret is no search result either (D323).
    if (tokenPage) reply.header('x-robots-tag', 'noindex, nofollow');
    if (request.url.startsWith('/api/')) {
      const keep = request.routeOptions.config.sameForEveryone && reply.hasHeader('cache-control');
      if (!keep && (request.user || !reply.hasHeader('cache-control')))
        reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
