import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { api } from '#common/api/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { paymentsModeOf } from '#server/lib/payments.ts';
import { route } from '#server/lib/route.ts';
import { verifyStripeWebhook } from '#server/lib/stripe.ts';
import type { BillingLimits } from './billing-limits.ts';
import { openBillingPortal } from './billing-portal.ts';
import { type BillingContext, createCheckoutSession, readCheckoutSession } from './checkout.service.ts';
import { applyStripeEvent } from './stripe-events.ts';
import { StripeEventSchema } from './stripe-objects.ts';
import {
  type CheckoutCaller,
  cancelTestCheckout,
  completeTestCheckout,
  updateTestSubscription,
} from './test-mode.ts';

/**
 * D166: the cookie by which a browser proves it opened a local test checkout, sent only to that session's
 * Pay and Cancel (its path), for a day.
 */
const CHECKOUT_COOKIE = 'rs_checkout';
const CHECKOUT_COOKIE_MAX_AGE = 24 * 60 * 60;
const testCheckoutPath = (sessionId: string) => `/api/stripe/test-checkout/${sessionId}`;

/** Paying for a plan (decisions §6): checkout, its return, the local test checkout, billing, Stripe's webhook. */
export const billingRoutes: FastifyPluginAsync<{ limits: BillingLimits }> = async (app, { limits }) => {
  // The request's own logger, so a Stripe failure in the log carries the request id.
  const payments = paymentsModeOf(app.ctx.env);
  const ctxOf = (request: Pick<FastifyRequest, 'log'>): BillingContext => ({
    db: app.ctx.db,
    stripe: app.ctx.stripe,
    payments,
    appUrl: app.ctx.env.APP_URL,
    log: request.log,
  });
  const callerOf = (request: FastifyRequest): CheckoutCaller => ({
    userId: request.user?.id ?? null,
    browserToken: request.cookies[CHECKOUT_COOKIE],
  });
  const secureCookie = app.ctx.env.APP_URL.startsWith('https://');
  const { billing } = api;

  route(
    app,
    billing.createCheckoutSession,
    { access: 'public', config: { rateLimit: limits.checkout } },
    async (request, reply) => {
      const { url, browserToken } = await createCheckoutSession(ctxOf(request), request.user, request.body);
      if (browserToken) {
        const sessionId = url.slice(url.lastIndexOf('/') + 1);
        reply.setCookie(CHECKOUT_COOKIE, browserToken, {
          path: testCheckoutPath(sessionId),
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie,
          maxAge: CHECKOUT_COOKIE_MAX_AGE,
        });
      }
      return { url };
    },
  );

  route(
    app,
    billing.checkoutSession,
    { access: 'public', config: { rateLimit: limits.checkoutRead } },
    async (request) => ({
      checkoutSession: await readCheckoutSession(ctxOf(request), request.params.sessionId),
    }),
  );

  route(app, billing.billingPortal, { access: 'user' }, async (request) =>
    openBillingPortal(ctxOf(request), request.user),
  );

  route(
    app,
    billing.testCheckout.complete,
    { access: 'public', config: { rateLimit: limits.checkout, idempotent: true } },
    async (request) => {
      const result = await completeTestCheckout(ctxOf(request), request.params.sessionId, callerOf(request));
      // D246: the receipt was queued with the plan; send it now rather than on the worker's next round.
      app.ctx.mail.nudge();
      return result;
    },
  );

  route(
    app,
    billing.testCheckout.cancel,
    { access: 'public', config: { rateLimit: limits.checkout, idempotent: true } },
    async (request) => cancelTestCheckout(ctxOf(request), request.params.sessionId, callerOf(request)),
  );

  route(app, billing.testPortal.update, { access: 'user' }, async (request) => {
    const result = await updateTestSubscription(ctxOf(request), request.user, request.body);
    app.ctx.mail.nudge();
    return result;
  });

  await app.register(webhookRoutes);
};

/**
 * Stripe's webhook, in its own scope: the only route whose body is kept as raw bytes (the signature is
 * over exactly those bytes), whatever the content type; server to server, so no CSRF check.
 */
async function webhookRoutes(scope: FastifyInstance): Promise<void> {
  const { db, env, stripe } = scope.ctx;
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(scope, api.billing.webhook, { access: 'public', config: { csrf: false } }, async (request) => {
    const secret = env.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      throw new AppError(
        'BAD_REQUEST',
        'Stripe webhooks are not configured here (no STRIPE_WEBHOOK_SECRET).',
      );
    }
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '') {
      throw new AppError('BAD_REQUEST', 'The Stripe-Signature header is missing.');
    }
    const raw = request.body;
    if (!Buffer.isBuffer(raw) || raw.length === 0) {
      throw new AppError('BAD_REQUEST', 'The webhook body is empty.');
    }
    let verified: unknown;
    try {
      verified = verifyStripeWebhook(raw, signature, secret);
    } catch (err) {
      request.log.warn({ err }, 'stripe webhook refused');
      throw new AppError('BAD_REQUEST', 'The webhook signature could not be verified.');
    }
    const event = StripeEventSchema.safeParse(verified);
    if (!event.success) throw new AppError('BAD_REQUEST', 'The webhook body is not a Stripe event.');
    await applyStripeEvent(db, event.data, { stripe, source: 'stripe_webhook', log: request.log });
    scope.ctx.mail.nudge();
    return { received: true as const };
  });
}
