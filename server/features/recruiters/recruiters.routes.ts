import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { createNcaaProgram, listNcaaPrograms, updateNcaaProgram } from './directory.service.ts';
import { listRecruiterQueue, rejectRecruiter, verifyRecruiter } from './verification.service.ts';

/**
 * The NCAA directory (public read for the sign-up wizard; admins edit it) and the
 * administrators' recruiter queue. The decisions' e-mails are not drawn from the acting admin's send
 * budget (sendsEmail), as for the other admin actions.
 */
export const recruiterRoutes: FastifyPluginAsync = async (app) => {
  const { db, env } = app.ctx;
  const r = api.recruiters;
  const admins = ['ADMIN'] as const;

  route(app, r.ncaaPrograms, { access: 'public' }, async () => ({
    programs: await listNcaaPrograms(db, { all: false }),
  }));

  route(app, r.admin.queue, { access: admins }, async (request) => ({
    recruiters: await listRecruiterQueue(db, request.query.status),
  }));

  route(app, r.admin.verify, { access: admins }, async (request) => {
    const recruiter = await verifyRecruiter(db, request.user, request.params.userId, {
      appUrl: env.APP_URL,
      info: requestInfo(request),
    });
    app.ctx.mail.nudge();
    return { recruiter };
  });

  route(app, r.admin.reject, { access: admins }, async (request) => {
    const recruiter = await rejectRecruiter(db, request.user, request.params.userId, request.body, {
      appUrl: env.APP_URL,
      info: requestInfo(request),
    });
    app.ctx.mail.nudge();
    return { recruiter };
  });

  route(app, r.admin.ncaaPrograms, { access: admins }, async () => ({
    programs: await listNcaaPrograms(db, { all: true }),
  }));

  route(app, r.admin.createNcaaProgram, { access: admins }, async (request, reply) => {
    const program = await createNcaaProgram(db, request.user, request.body, requestInfo(request));
    return reply.status(201).send({ program });
  });

  route(app, r.admin.updateNcaaProgram, { access: admins }, async (request) => ({
    program: await updateNcaaProgram(db, request.user, request.params.id, request.body, requestInfo(request)),
  }));
};
