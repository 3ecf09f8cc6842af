import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import {
  approveProfile,
  listPendingApprovals,
  requestParentalApproval,
  validateApprovalToken,
} from './approvals.service.ts';

/**
 * Parental approval (spec 2 §7). The two approve paths of the spec are the same call (decisions §4);
 * consent must come from a parent, so only PARENT accounts may approve (an admin neither).
 */
export const approvalRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const { approvals, parents } = api;
  const parentOnly = ['PARENT'] as const;
  /** A request sent to the parent's verified address (approval-policies.ts, D277). */
  const addressee = { policy: 'approvalRequest:addressee', param: 'id', roles: parentOnly } as const;

  // The parent dashboard's pending approvals (/parent): approving by id is the same call as by token.
  route(app, parents.pendingApprovals, { access: parentOnly }, async (request) =>
    listPendingApprovals(db, request.user),
  );

  route(app, parents.approvePending, { access: addressee }, async (request) =>
    approveProfile(db, request.user, { request: request.resource }, requestInfo(request)),
  );

  route(
    app,
    approvals.request,
    // Each call e-mails an address the caller chooses: the shared e-mail limit keeps inboxes safe.
    { access: { policy: 'player:manage', param: 'id' }, config: { sendsEmail: true } },
    async (request) => {
      const { expiresAt } = await requestParentalApproval(db, request.user, request.resource, request.body, {
        appUrl: env.APP_URL,
        info: requestInfo(request),
      });
      app.ctx.mail.nudge();
      return { message: 'Approval request sent', expiresAt: expiresAt.toISOString() };
    },
  );

  route(
    app,
    approvals.validate,
    { access: 'public', config: { noReferrer: true } },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      return validateApprovalToken(db, request.params.token);
    },
  );

  for (const endpoint of [approvals.approve, approvals.approveAlias]) {
    route(app, endpoint, { access: ['PARENT'], config: { noReferrer: true } }, async (request) =>
      approveProfile(db, request.user, { token: request.params.token }, requestInfo(request)),
    );
  }
};
