import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { periodStart } from '#common/jobs.ts';
import { adminAudit, jobRuns } from '#server/db/schema/index.ts';
import { createUser } from '#server/db/seed/factories.ts';
import { claimPeriodEmail, claimPeriodRun, runIfDue, type ScheduledJob } from '#server/lib/jobs.ts';
import { errorJson, json } from '#test/api-json.ts';
import { signIn } from '#test/players-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';

/**
 * The scheduled jobs (D301-D303): claimed once per period across processes, listed for an administrator
 * with their last run, and run at once from the admin area.
 */
const { t, api } = withTestApp();

describe('periods', () => {
  it('a weekly job is claimed once a week, also when two processes ask at once', async () => {
    const job = `test-weekly-${crypto.randomUUID()}`;
    const monday = new Date('2026-11-30T09:00:00Z');
    const both = await Promise.all([
      claimPeriodRun(t.db, job, 'weekly', monday),
      claimPeriodRun(t.db, job, 'weekly', monday),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriodRun(t.db, job, 'weekly', new Date('2026-12-06T23:00:00Z'))).toBe(false);
    expect(await claimPeriodRun(t.db, job, 'weekly', new Date('2026-12-07T00:00:00Z'))).toBe(true);
  });

  it('gives the period back when a run fails, and keeps the error for the admin screen', async () => {
    const name = `test-failing-${crypto.randomUUID()}`;
    const failing: ScheduledJob<null> = {
      name,
      title: 'Failing',
      period: 'daily',
      run: async () => {
        throw new Error('the mail server is away');
      },
    };
    await expect(runIfDue(t.db, failing, null)).rejects.toThrow('the mail server is away');
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, name));
    expect(row!.result).toEqual({ error: 'the mail server is away' });
    expect(await claimPeriodRun(t.db, name, 'daily')).toBe(true);
  });

  it("a recipient's e-mail of a period is claimed once", async () => {
    const user = await createUser(t.db);
    const email = { job: 'test-mail', periodStart: '2026-11-30', userId: user.id };
    const both = await Promise.all([claimPeriodEmail(t.db, email), claimPeriodEmail(t.db, email)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await claimPeriodEmail(t.db, { ...email, periodStart: '2026-12-07' })).toBe(true);
  });
});

describe('GET /api/admin/jobs', () => {
  it('lists every job with its period and last run for an administrator', async () => {
    const admin = await signIn(t, 'ADMIN');
    const res = await api.call(contract.admin.jobs, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { jobs } = json(contract.admin.jobs, res);
    const names = jobs.map((j) => j.name);
    expect(names).toEqual([
      'retention',
      'saved-search-alerts-daily',
      'saved-search-alerts-weekly',
      'interest-digest-weekly',
    ]);
    expect(jobs.find((j) => j.name === 'retention')!.period).toBe('daily');
    expect(jobs.find((j) => j.name === 'saved-search-alerts-weekly')!.period).toBe('weekly');
  });

  it('answers 401 without a session and 403 to other roles', async () => {
    expect((await api.call(contract.admin.jobs, {})).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT', 'RECRUITER', 'ORG_ADMIN'] as const) {
      const someone = await signIn(t, role);
      expect((await api.call(contract.admin.jobs, { cookie: someone.cookie })).statusCode, role).toBe(403);
    }
  });
});

describe('POST /api/admin/jobs/:job/run', () => {
  it('runs a job at once, answers its result, records it for the list and audits it', async () => {
    const admin = await signIn(t, 'ADMIN');
    const res = await api.call(contract.admin.runJob, {
      cookie: admin.cookie,
      params: { job: 'retention' },
      body: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(contract.admin.runJob, res);
    expect(body.job).toBe('retention');
    expect(body.periodStart).toBe(periodStart('daily', new Date()));
    expect(body.summary).toMatch(/retention period/);
    const listed = json(contract.admin.jobs, await api.call(contract.admin.jobs, { cookie: admin.cookie }));
    const retention = listed.jobs.find((j) => j.name === 'retention')!;
    expect(retention.lastResult?.summary).toBe(body.summary);
    expect(retention.running).toBe(false);
    expect(retention.lastPeriodStart).toBe(body.periodStart);
    const [audited] = await t.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.adminUserId, admin.user.id), eq(adminAudit.action, 'run_job')));
    expect(audited!.targetId).toBe('retention');
  });

  it('answers 404 for a job that does not exist', async () => {
    const admin = await signIn(t, 'ADMIN');
    const res = await api.call(contract.admin.runJob, {
      cookie: admin.cookie,
      params: { job: 'nope' },
      body: {},
    });
    expect(res.statusCode).toBe(404);
    expect(errorJson(res).message).toBe('No scheduled job is named "nope".');
  });

  it('refuses a body with fields (400), and answers 401 and 403 to others', async () => {
    const admin = await signIn(t, 'ADMIN');
    const bad = await api.call(contract.admin.runJob, {
      cookie: admin.cookie,
      params: { job: 'retention' },
      bodyRaw: { force: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api.call(contract.admin.runJob, { params: { job: 'retention' }, body: {} })).statusCode,
    ).toBe(401);
    const recruiter = await signIn(t, 'RECRUITER');
    const res = await api.call(contract.admin.runJob, {
      cookie: recruiter.cookie,
      params: { job: 'retention' },
      body: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
