import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { assignManualPlan } from '#server/features/subscriptions/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { parentDetails } from './parent-details.service.ts';
import {
  adminResendVerification,
  adminResetPassword,
  changeUserRole,
  suspendUser,
  unsuspendUser,
} from './user-actions.service.ts';
import { userDetails } from './user-details.service.ts';
import { adminMetrics, listAuditLogs, listUsers } from './users.service.ts';

/**
 * Mounted under /api/admin: metrics, users, audit logs, parent details and the actions on one user
 * (spec 3 §7 Admin). ADMIN only (decisions §1). The e-mails these actions send are not drawn from the
 * per-account send budget (sendsEmail): that budget would be the acting admin's, not the recipient's.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const { admin } = api;
  const access = ['ADMIN'] as const;

  route(app, admin.metrics, { access }, async () => adminMetrics(db));

  route(app, admin.users, { access }, async (request) => listUsers(db, request.query));

  route(app, admin.auditLogs, { access }, async (request) => ({
    logs: await listAuditLogs(db, request.query),
  }));

  route(app, admin.parentDetails, { access }, async (request) => parentDetails(db, request.params.id));

  route(app, admin.userDetails, { access }, async (request) => userDetails(db, request.params.id));

  route(app, admin.resetPassword, { access }, async (request) => {
    const result = await adminResetPassword(
      db,
      request.user,
      request.params.id,
      request.body.password,
      requestInfo(request),
    );
    app.ctx.mail.nudge();
    return result;
  });

  route(app, admin.changeRole, { access }, async (request) => ({
    user: await changeUserRole(db, request.user, request.params.id, request.body.role, requestInfo(request)),
  }));

  route(app, admin.suspend, { access }, async (request) => ({
    user: await suspendUser(db, request.user, request.params.id, request.body.reason, requestInfo(request)),
  }));

  route(app, admin.unsuspend, { access }, async (request) => ({
    user: await unsuspendUser(db, request.user, request.params.id, requestInfo(request)),
  }));

  route(app, admin.assignTier, { access }, async (request) => {
    const result = await assignManualPlan(
      db,
      request.user,
      request.params.id,
      request.body.tierId,
      requestInfo(request),
    );
    app.ctx.mail.nudge();
    return result;
  });

  route(app, admin.resendVerification, { access }, async (request) => {
    const result = await adminResendVerification(db, request.user, request.params.id, {
      appUrl: env.APP_URL,
      info: requestInfo(request),
    });
    app.ctx.mail.nudge();
    return result;
  });
};
