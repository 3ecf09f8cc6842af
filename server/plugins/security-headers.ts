import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and react-remove-scroll inject <style> elements; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com https://img.youtube.com https://i.vimeocdn.com",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

// Token pages must not leak their token through the Referer header.
const TOKEN_PAGE =
  /^\/(verify-email|reset-password|approve-profile|co-parent-invite|api\/approval-requests|api\/co-parent)/;

/** Precomputed headers set in one onSend hook: cheap enough for every response (stack.md). */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean }) {
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
    if (TOKEN_PAGE.test(request.url)) reply.header('referrer-policy', 'no-referrer');
    if (request.url.startsWith('/api/')) {
      if (request.user || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
