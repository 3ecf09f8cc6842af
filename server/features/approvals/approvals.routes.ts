import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApprovalValidationSchema,
  ApproveProfileResponseSchema,
  EmptyBodySchema,
  RequestApprovalInputSchema,
  RequestApprovalResponseSchema,
  TokenParamsSchema,
} from '#common/contracts/parents.ts';
import { PlayerRefParamsSchema } from '#common/contracts/players.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { approveProfile, requestParentalApproval, validateApprovalToken } from './approvals.service.ts';

/**
 * Parental approval (spec 2 §7). The two approve paths of the spec are the same call (decisions §4);
 * consent must come from a parent, so only PARENT accounts may approve (an admin neither).
 */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env } = app.ctx;

  app.post(
    '/players/:id/request-approval',
    {
      // Each call e-mails an address the caller chooses: the shared e-mail limit keeps inboxes safe.
      config: { access: 'user', sendsEmail: true },
      schema: {
        params: PlayerRefParamsSchema,
        body: RequestApprovalInputSchema,
        response: { 200: RequestApprovalResponseSchema },
      },
    },
    async (request) => {
      const { expiresAt } = await requestParentalApproval(
        db,
        request.user!,
        request.params.id,
        request.body,
        {
          appUrl: env.APP_URL,
          info: requestInfo(request),
        },
      );
      app.ctx.mail.nudge();
      return { message: 'Approval request sent', expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/approval-requests/validate/:token',
    {
      config: { access: 'public' },
      schema: { params: TokenParamsSchema, response: { 200: ApprovalValidationSchema } },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      return validateApprovalToken(db, request.params.token);
    },
  );

  for (const url of ['/approval-requests/approve/:token', '/approval/:token/approve']) {
    app.post(
      url,
      {
        config: { access: ['PARENT'] },
        schema: {
          params: TokenParamsSchema,
          body: EmptyBodySchema,
          response: { 200: ApproveProfileResponseSchema },
        },
      },
      async (request) =>
        approveProfile(db, request.user!, { token: request.params.token }, requestInfo(request)),
    );
  }
};
