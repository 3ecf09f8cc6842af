import { isIP } from 'node:net';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { api } from '#common/api/index.ts';
import { emailQueue } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { route } from '#server/lib/route.ts';

/** The outbox shows every e-mailed token: it never exists in production, SMTP or not. */
export function outboxEnabled(ctx: { env: { NODE_ENV: string }; mailKind: string }): boolean {
  return ctx.env.NODE_ENV !== 'production' && ctx.mailKind === 'outbox';
}

/** A loopback socket address: 127.0.0.0/8, ::1, or 127.x mapped into IPv6. */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !isIP(address)) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/**
 * Whether a request comes from this machine itself: a loopback socket and no proxy in between. A
 * forwarding header means someone else's request relayed by a proxy on this machine, whatever it claims.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined) {
    return false;
  }
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}

/**
 * Whether this request may see the outbox: it lists every e-mailed token, so only outside production, while
 * it is the mailbox (no SMTP), and only for a browser on the server's own machine (D048: an anonymous
 * visitor on the network read a parent's approval link from it).
 */
export function outboxVisibleTo(
  ctx: { env: { NODE_ENV: string }; mailKind: string },
  request: FastifyRequest,
) {
  return outboxEnabled(ctx) && isFromThisMachine(request);
}

/**
 * The development outbox (decisions §8). It exists only while no SMTP server is configured and
 * NODE_ENV is not production: then no real mailbox can receive the links, and this page is how a
 * local user follows them.
 */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.system.outbox, { access: 'public' }, async (request) => {
    if (app.ctx.env.NODE_ENV === 'production' || !isFromThisMachine(request)) throw notFound('Not found.');
    if (!outboxEnabled(app.ctx)) throw notFound('The development outbox is off: e-mail goes out by SMTP.');
    const rows = await app.ctx.db
      .select({
        id: emailQueue.id,
        to: emailQueue.to,
        subject: emailQueue.subject,
        body: emailQueue.body,
        emailType: emailQueue.emailType,
        status: emailQueue.status,
        createdAt: emailQueue.createdAt,
      })
      .from(emailQueue)
      .orderBy(desc(emailQueue.createdAt))
      .limit(100);
    const messages = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return { enabled: true as const, messages };
  });
};
