import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  MessageResponseSchema,
  RESET_PASSWORD_MESSAGE,
  RegisterInputSchema,
  ResendVerificationInputSchema,
  ResetPasswordInputSchema,
  SessionUserSchema,
  VerifyEmailInputSchema,
} from '#common/contracts/auth.ts';
import { recordAudit, requestInfo } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import { endSession, startSession } from '#server/plugins/auth.ts';
import {
  authenticate,
  normalizeEmail,
  registerUser,
  resendVerification,
  toSessionUser,
  verifyEmailToken,
} from './auth.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';

const RESEND_MESSAGE = 'If an account with that email needs verification, a new link is on its way.';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;
  const { limits } = app.ctx;
  const throttle = new LoginThrottle(limits.login);

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: limits.register, sendsEmail: true },
      schema: { body: RegisterInputSchema, response: { 201: AuthResponseSchema } },
    },
    async (request, reply) => {
      const { name, email, password, role, birthYear, termsVersion } = request.body;
      const user = await registerUser(
        db,
        { name, email, password, role, birthYear, termsVersion },
        { appUrl: env.APP_URL, info: requestInfo(request) },
      );
      app.ctx.mail.nudge();
      await startSession(db, reply, user.id, request);
      return reply.status(201).send({ user: toSessionUser(user) });
    },
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: { body: LoginInputSchema, response: { 200: AuthResponseSchema } },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const info = requestInfo(request);
      const attempt = throttle.begin(email, request.ip);
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
      attempt.succeeded();
      const user = result.user;
      await startSession(db, reply, user.id, request);
      await recordAudit(db, { eventType: 'login_success', userId: user.id, email: user.email }, info);
      return { user: toSessionUser(user) };
    },
  );

  app.get(
    '/me',
    { config: { access: 'user' }, schema: { response: { 200: SessionUserSchema } } },
    async (request) => request.user!,
  );

  app.post(
    '/verify-email',
    {
      config: { access: 'public', rateLimit: limits.verifyEmail },
      schema: { body: VerifyEmailInputSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await verifyEmailToken(db, request.body.token);
      return { message: 'Your email address has been verified.' };
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public', sendsEmail: true },
      schema: { body: ForgotPasswordInputSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(db, request.body.email, { appUrl: env.APP_URL, info: requestInfo(request) });
      app.ctx.mail.nudge();
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: limits.verifyEmail },
      schema: { body: ResetPasswordInputSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const { email } = await resetPassword(db, request.body, requestInfo(request));
      throttle.clearAccount(normalizeEmail(email));
      return { message: RESET_PASSWORD_MESSAGE };
    },
  );

  // The two calls whose body the spec gives as empty ("none"): no body at all, or application/json with an
  // empty body, is an empty input. Only in this scope: everywhere else an empty JSON body stays a 400.
  await app.register(async (scope) => {
    const emptyBodyOk = scope.withTypeProvider<ZodTypeProvider>();
    const parseJson = emptyBodyOk.getDefaultJsonParser('error', 'error');
    emptyBodyOk.removeContentTypeParser('application/json');
    emptyBodyOk.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if ((body as string).trim() === '') return done(null, undefined);
      return parseJson(request, body as string, done);
    });

    emptyBodyOk.post(
      '/logout',
      {
        config: { access: 'public' },
        schema: { body: z.strictObject({}).nullish(), response: { 200: MessageResponseSchema } },
      },
      async (request, reply) => {
        if (request.user) {
          await recordAudit(
            db,
            { eventType: 'logout', userId: request.user.id, email: request.user.email },
            requestInfo(request),
          );
        }
        await endSession(db, reply, request);
        return { message: 'You have been logged out.' };
      },
    );

    emptyBodyOk.post(
      '/resend-verification',
      {
        config: { access: 'public', sendsEmail: true },
        schema: { body: ResendVerificationInputSchema.nullish(), response: { 200: MessageResponseSchema } },
      },
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
