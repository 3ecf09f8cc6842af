import type { FastifyPluginAsync } from 'fastify';
import { api } from '#common/api/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { route } from '#server/lib/route.ts';
import { listJobs, runJobNow } from './jobs.ts';

/** The admin area's scheduled jobs (D301, D303): ADMIN only. */
export const jobRoutes: FastifyPluginAsync = async (app) => {
  route(app, api.admin.jobs, { access: ['ADMIN'] }, async () => listJobs(app));

  route(app, api.admin.runJob, { access: ['ADMIN'] }, async (request) =>
    runJobNow(app, request.params.job, { adminUserId: request.user.id, info: requestInfo(request) }),
  );
};
