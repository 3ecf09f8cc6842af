import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type JobPeriod, periodStart, previousPeriodStart } from '#common/jobs.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { jobEmails, jobRuns } from '#server/db/schema/index.ts';
import type { RequestInfo } from './audit.ts';
import type { Storage } from './storage/index.ts';

/**
 * Scheduled jobs (D301): each named job has a period (a UTC day or a week from Monday) and is claimed
 * once per period across every server process by one conditional upsert on job_runs (D157 generalized).
 * What a job e-mails is recorded per recipient and period in job_emails (D302), so neither a second
 * process nor an administrator's "Run now" sends one period's e-mail twice.
 */

/** What a run did, as the admin screen shows it. */
export interface JobResult {
  /** One plain sentence, e.g. "Sent 2 e-mails; 1 recipient already had this period's." */
  summary: string;
  counts: Record<string, number>;
}

/** How a run was started: by the schedule, or by an administrator at once. */
export type JobTrigger = { kind: 'schedule' } | { kind: 'admin'; adminUserId: string; info: RequestInfo };

/** What every job runs with: the app's database and storage, a logger, and the app to call routes on. */
export interface JobContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  app: FastifyInstance;
}

export interface ScheduledJob<Ctx = JobContext> {
  name: string;
  title: string;
  period: JobPeriod;
  run(ctx: Ctx, run: { now: Date; periodStart: string; trigger: JobTrigger }): Promise<JobResult>;
}

/**
 * Claims the period `now` falls in for a job: of several processes only the first to ask in each
 * period gets true.
 */
export async function claimPeriodRun(
  db: DbOrTx,
  job: string,
  period: JobPeriod,
  now: Date = new Date(),
): Promise<boolean> {
  const start = periodStart(period, now);
  const claimed = await db
    .insert(jobRuns)
    .values({ job, lastRunOn: start, startedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.job,
      set: { lastRunOn: start, startedAt: now, finishedAt: null, result: null },
      setWhere: lt(jobRuns.lastRunOn, start),
    })
    .returning({ job: jobRuns.job });
  return claimed.length > 0;
}

/** The result of a finished run, kept for the admin screen; a failed run keeps its error as the summary. */
async function recordResult(db: Db, job: string, result: JobResult | { error: string }) {
  await db.update(jobRuns).set({ finishedAt: new Date(), result }).where(eq(jobRuns.job, job));
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** Runs a job if no process has run it this period: its result, or null when not its turn. */
export async function runIfDue<Ctx>(
  db: Db,
  job: ScheduledJob<Ctx>,
  ctx: Ctx,
  now: Date = new Date(),
): Promise<JobResult | null> {
  if (!(await claimPeriodRun(db, job.name, job.period, now))) return null;
  try {
    const result = await job.run(ctx, {
      now,
      periodStart: periodStart(job.period, now),
      trigger: { kind: 'schedule' },
    });
    await recordResult(db, job.name, result);
    return result;
  } catch (err) {
    // Give the period back, so the next check tries again.
    await db
      .update(jobRuns)
      .set({
        lastRunOn: previousPeriodStart(job.period, now),
        finishedAt: new Date(),
        result: { error: errorText(err) },
      })
      .where(eq(jobRuns.job, job.name));
    throw err;
  }
}

/**
 * An administrator's run at once (D303): runs whether or not the period was claimed, and claims it, so
 * the schedule does not run it again this period. E-mails stay once per period and recipient (job_emails).
 */
export async function runNow<Ctx>(
  db: Db,
  job: ScheduledJob<Ctx>,
  ctx: Ctx,
  trigger: JobTrigger,
  now: Date = new Date(),
): Promise<JobResult> {
  const start = periodStart(job.period, now);
  await db
    .insert(jobRuns)
    .values({ job: job.name, lastRunOn: start, startedAt: now })
    .onConflictDoUpdate({ target: jobRuns.job, set: { lastRunOn: start, startedAt: now, finishedAt: null } });
  try {
    const result = await job.run(ctx, { now, periodStart: start, trigger });
    await recordResult(db, job.name, result);
    return result;
  } catch (err) {
    await recordResult(db, job.name, { error: errorText(err) });
    throw err;
  }
}

/**
 * Claims one recipient's e-mail of a job for a period, in the transaction that queues it: true once,
 * false ever after (D302).
 */
export async function claimPeriodEmail(
  tx: DbOrTx,
  email: { job: string; periodStart: string; userId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(jobEmails)
    .values(email)
    .onConflictDoNothing()
    .returning({ userId: jobEmails.userId });
  return rows.length > 0;
}

/** Whether a recipient's e-mail of a job went out for a period (tests, the admin result). */
export async function periodEmailSent(
  db: DbOrTx,
  email: { job: string; periodStart: string; userId: string },
): Promise<boolean> {
  const rows = await db
    .select({ userId: jobEmails.userId })
    .from(jobEmails)
    .where(
      and(
        eq(jobEmails.job, email.job),
        eq(jobEmails.periodStart, email.periodStart),
        eq(jobEmails.userId, email.userId),
      ),
    );
  return rows.length > 0;
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * The one timer of the server process (D301): every hour (and once a minute after start) each job
 * whose period no process has claimed runs, one after the other. Stops with the server, waiting for a
 * run in progress.
 */
export function startScheduler<Ctx>(
  db: Db,
  jobs: readonly ScheduledJob<Ctx>[],
  ctx: Ctx,
  log: FastifyBaseLogger,
  opts: { intervalMs?: number; firstDelayMs?: number } = {},
): Scheduler {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const runAll = async () => {
    for (const job of jobs) {
      if (stopped) return;
      try {
        const result = await runIfDue(db, job, ctx);
        if (result)
          log.info({ job: job.name, counts: result.counts }, `scheduled job finished: ${result.summary}`);
      } catch (err) {
        log.error({ err, job: job.name }, 'scheduled job failed');
      }
    }
  };
  const tick = () => {
    if (stopped || running) return;
    running = runAll().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(tick, opts.firstDelayMs ?? 60_000);
  first.unref();
  const timer = setInterval(tick, opts.intervalMs ?? 3_600_000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
