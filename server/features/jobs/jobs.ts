import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Job, JobRunResponse } from '#common/contracts/jobs.ts';
import { periodStart } from '#common/jobs.ts';
import { jobRuns } from '#server/db/schema/index.ts';
import { retentionJob } from '#server/features/data-control/index.ts';
import { interestDigestJob } from '#server/features/players/index.ts';
import { savedSearchAlertJobs } from '#server/features/saved-searches/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  type JobContext,
  type JobResult,
  runNow,
  type ScheduledJob,
  startScheduler,
} from '#server/lib/jobs.ts';

/**
 * The registry of scheduled jobs (D301): every job the server runs on a period, in the order the
 * scheduler runs them. A feature adds its job here; the admin screen lists them and runs any at once.
 */
const jobs: readonly ScheduledJob<JobContext>[] = [retentionJob, ...savedSearchAlertJobs, interestDigestJob];

export const registeredJobs = (): readonly ScheduledJob<JobContext>[] => jobs;

export const jobContext = (app: FastifyInstance): JobContext => ({
  db: app.ctx.db,
  storage: app.ctx.storage,
  log: app.log,
  app,
});

/** The one timer of the process (server/start.ts). */
export function startJobs(app: FastifyInstance, opts?: { intervalMs?: number; firstDelayMs?: number }) {
  return startScheduler(app.ctx.db, jobs, jobContext(app), app.log, opts);
}

const isResult = (value: unknown): value is JobResult =>
  typeof value === 'object' && value !== null && 'summary' in value && 'counts' in value;

/** Every job with its last run, for GET /api/admin/jobs. */
export async function listJobs(app: FastifyInstance): Promise<{ jobs: Job[] }> {
  const rows = await app.ctx.db
    .select()
    .from(jobRuns)
    .where(
      inArray(
        jobRuns.job,
        jobs.map((j) => j.name),
      ),
    );
  const byName = new Map(rows.map((r) => [r.job, r]));
  return {
    jobs: jobs.map((job) => {
      const row = byName.get(job.name);
      const result = row?.result;
      const error =
        typeof result === 'object' && result !== null && 'error' in result ? String(result.error) : null;
      return {
        name: job.name,
        title: job.title,
        period: job.period,
        lastPeriodStart: row?.lastRunOn ?? null,
        startedAt: row?.startedAt.toISOString() ?? null,
        finishedAt: row?.finishedAt?.toISOString() ?? null,
        running: !!row && row.finishedAt === null,
        lastResult: isResult(result) ? { summary: result.summary, counts: result.counts } : null,
        lastError: error,
      };
    }),
  };
}

/** POST /api/admin/jobs/:job/run: the job at once, as an administrator (D303). */
export async function runJobNow(
  app: FastifyInstance,
  name: string,
  admin: { adminUserId: string; info: RequestInfo },
): Promise<JobRunResponse> {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw notFound(`No scheduled job is named "${name.slice(0, 100)}".`);
  const now = new Date();
  const result = await runNow(app.ctx.db, job, jobContext(app), { kind: 'admin', ...admin }, now);
  const metadata = { trigger: 'admin', counts: result.counts };
  await recordAdminAction(
    app.ctx.db,
    {
      adminUserId: admin.adminUserId,
      action: 'run_job',
      targetType: 'job',
      targetId: job.name,
      meta: metadata,
    },
    { eventType: 'job_run', targetType: 'job', targetId: job.name, metadata },
    admin.info,
  );
  return { job: job.name, ranAt: now.toISOString(), periodStart: periodStart(job.period, now), ...result };
}
