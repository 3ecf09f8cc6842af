import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import { type LimitStore, minutesText } from '#server/lib/limits/index.ts';
import { HOUR_MS } from '#server/lib/tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route may send an e-mail: it draws on the one budget every such route shares, per account and
     * per address (server/plugins/email-send-limit.ts).
     */
    sendsEmail?: true;
  }
}

/** How many requests that may send an e-mail one account, and one address, can make in a window. */
export interface EmailSendLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

// Per address: a school or club behind one IP signing up a team; the e-mail specs of the browser suite
// (one server, every request from 127.0.0.1) stay far below it.
export const DEFAULT_EMAIL_SEND_LIMITS: EmailSendLimits = { perAccount: 10, perIp: 100, windowMs: HOUR_MS };

/**
 * The account a request speaks for, by e-mail address: the signed-in user, or (signed out: sign-up,
 * forgot password, resend verification) the address the request names. Either way the same key, so the
 * signed-in and signed-out forms of a call share one budget.
 */
function accountOf(request: FastifyRequest): string | undefined {
  if (request.user) return request.user.email.toLowerCase();
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
}

/**
 * One limit for every route that sends e-mail, so nobody can flood an inbox (or our sender's reputation)
 * through any of them. A route opts in with `config.sendsEmail: true`. Checked after validation and the
 * session check; a request the route refuses (4xx/5xx) sends nothing and gives its unit back. Counted in
 * the shared limit store (D170).
 */
export function registerEmailSendLimit(app: FastifyInstance, store: LimitStore, limits: EmailSendLimits) {
  const perIp = store.declare({ name: 'email-ip', points: limits.perIp, windowMs: limits.windowMs });
  const perAccount = store.declare({
    name: 'email-account',
    points: limits.perAccount,
    windowMs: limits.windowMs,
  });
  const held = new WeakMap<FastifyRequest, () => Promise<void>>();

  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config?.sendsEmail) return;
    const account = accountOf(request);
    const reservation = await store.reserve([
      { limit: perIp, key: request.ip },
      ...(account ? [{ limit: perAccount, key: account }] : []),
    ]);
    if (!reservation.ok) {
      const wait = reservation.retryAfterSeconds;
      throw new AppError(
        'RATE_LIMITED',
        `Too many emails have been sent. Please wait ${minutesText(wait)} before trying again.`,
        { headers: { 'retry-after': String(wait) } },
      );
    }
    held.set(request, reservation.release);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 400) await held.get(request)?.();
  });
}
