import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE } from '#common/contracts/auth.ts';
import { attachCheckoutSession } from '#server/features/billing/index.ts';
import { recordAudit, requestInfo } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import { tagAnswer, viewerTags } from '#server/lib/page-tags.ts';
import { route } from '#server/lib/route.ts';
import { endSession, startSession } from '#server/plugins/auth.ts';
import {
  authenticate,
  normalizeEmail,
  registerUser,
  resendVerification,
  toSessionUser,
  verifyEmailToken,
} from './auth.service.ts';
import type { AuthLimits } from './auth-limits.ts';
import { LoginThrottle } from './login-throttle.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';

const RESEND_MESSAGE = 'If an account with that email needs verification, a new link is on its way.';

export const authRoutes: FastifyPluginAsync<{ limits: AuthLimits }> = async (app, { limits }) => {
  const { db, env } = app.ctx;
  const throttle = new LoginThrottle(app.limitStore, limits.login);
  const { auth } = api;

  route(
    app,
    auth.register,
    { access: 'public', config: { rateLimit: limits.register, sendsEmail: true } },
    async (request, reply) => {
      const user = await registerUser(db, request.body, { appUrl: env.APP_URL, info: requestInfo(request) });
      app.ctx.mail.nudge();
      await startSession(db, reply, user.id, request);
      return reply.status(201).send({ user: toSessionUser(user) });
    },
  );

  route(app, auth.login, { access: 'public' }, async (request, reply) => {
    const email = normalizeEmail(request.body.email);
    const info = requestInfo(request);
    const attempt = await throttle.begin(email, request.ip);
    if (!attempt.ok) {
      throw new AppError('RATE_LIMITED', attempt.message, {
        headers: { 'retry-after': String(attempt.retryAfterSeconds) },
      });
    }
    const result = await authenticate(db, email, request.body.password);
    if (!result.ok) {
      await recordAudit(db, { eventType: 'login_failure', email, errorMessage: result.reason }, info);
      if (result.reason === 'suspended') {
        throw new AppError('ACCOUNT_SUSPENDED', 'This account has been suspended. Please contact support.');
      }
      throw new AppError('UNAUTHENTICATED', 'Invalid email or password.');
    }
    await attempt.succeeded();
    const user = result.user;
    const { checkoutSessionId } = request.body;
    if (checkoutSessionId) {
      // A guest's paid checkout, brought along to the account they log in to (decisions §6).
      await db.transaction((tx) =>
        attachCheckoutSession(tx, { sessionId: checkoutSessionId, userId: user.id, role: user.role }),
      );
    }
    await startSession(db, reply, user.id, request);
    await recordAudit(db, { eventType: 'login_success', userId: user.id, email: user.email }, info);
    return { user: toSessionUser(user) };
  });

  route(app, auth.me, { access: 'user' }, async (request, reply) => {
    // The users row only (D200): name, e-mail, role, verified e-mail; nothing of the session itself.
    tagAnswer(reply, viewerTags(request.user));
    return request.user;
  });

  route(
    app,
    auth.verifyEmail,
    { access: 'public', config: { rateLimit: limits.verifyEmail } },
    async (request) => {
      await verifyEmailToken(db, request.body.token);
      return { message: 'Your email address has been verified.' };
    },
  );

  route(app, auth.forgotPassword, { access: 'public', config: { sendsEmail: true } }, async (request) => {
    await requestPasswordReset(db, request.body.email, { appUrl: env.APP_URL, info: requestInfo(request) });
    app.ctx.mail.nudge();
    return { message: FORGOT_PASSWORD_MESSAGE };
  });

  route(
    app,
    auth.resetPassword,
    { access: 'public', config: { rateLimit: limits.verifyEmail } },
    async (request) => {
      const { email } = await resetPassword(db, request.body, requestInfo(request));
      await throttle.clearAccount(normalizeEmail(email));
      return { message: RESET_PASSWORD_MESSAGE };
    },
  );

  // The two calls whose body the spec gives as empty ("none"): no body at all, or application/json with an
  // empty body, is an empty input. Only in this scope: everywhere else an empty JSON body stays a 400.
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if ((body as string).trim() === '') return done(null, undefined);
      return parseJson(request, body as string, done);
    });

    route(scope, auth.logout, { access: 'public' }, async (request, reply) => {
      if (request.user) {
        await recordAudit(
          db,
          { eventType: 'logout', userId: request.user.id, email: request.user.email },
          requestInfo(request),
        );
      }
      await endSession(db, reply, request);
      return { message: 'You have been logged out.' };
    });

    route(
      scope,
      auth.resendVerification,
      { access: 'public', config: { sendsEmail: true } },
      async (request) => {
        const email = request.user?.email ?? request.body?.email;
        if (!email)
          throw new AppError('VALIDATION_ERROR', 'Enter the email address you signed up with.', {
            issues: [{ path: 'email', message: 'Enter the email address you signed up with.' }],
          });
        await resendVerification(db, email, env.APP_URL);
        app.ctx.mail.nudge();
        return { message: RESEND_MESSAGE };
      },
    );
  });
};
