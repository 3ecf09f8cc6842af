import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api as contract } from '#common/api/index.ts';
import { RETENTION_RULES } from '#common/retention.ts';
import {
  adminAudit,
  auditLogs,
  checkoutSessions,
  conversations,
  emailQueue,
  jobRuns,
  messageReports,
  players,
  profileViews,
  sessions,
  subscriptionTiers,
  users,
} from '#server/db/schema/index.ts';
import { seedDemoData } from '#server/db/seed/demo.ts';
import { createPlayer, createUser } from '#server/db/seed/factories.ts';
import { startScheduler } from '#server/lib/jobs.ts';
import { json } from '#test/api-json.ts';
import { signIn } from '#test/players-kit.ts';
import { retentionKit } from '#test/retention-kit.ts';
import { withTestApp } from '#test/with-test-app.ts';
import { claimDailyRun, RETENTION_JOB, retentionJob, runRetentionIfDue } from './retention.ts';

const { t, api } = withTestApp();
const { DAY_MS, ago, dayAgo, hash, past, within, run, userExists, unverifiedUser } = retentionKit(t);

/**
 * The data-retention job deletes what the schedule (common/retention.ts) says is past its
 * period and leaves everything within it, rule by rule, on both drivers; an administrator can run it at once.
 */

describe('e-mails', () => {
  it('deletes sent e-mails and failed ones past their periods, never a queued one', async () => {
    const mail = (status: 'queued' | 'sent' | 'failed', at: Date) => ({
      to: `${randomUUID()}@example.com`,
      subject: 'Subject',
      body: 'Body',
      emailType: 'test',
      status,
      createdAt: at,
      sentAt: status === 'sent' ? at : null,
    });
    const rows = await t.db
      .insert(emailQueue)
      .values([
        mail('sent', ago(past('sentEmails'))),
        mail('sent', ago(within('sentEmails'))),
        mail('failed', ago(past('failedEmails'))),
        mail('failed', ago(within('failedEmails'))),
        mail('queued', ago(400)),
      ])
      .returning();
    const result = await run();
    expect(result.deleted.sentEmails).toBeGreaterThanOrEqual(1);
    expect(result.deleted.failedEmails).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ id: emailQueue.id })
      .from(emailQueue)
      .where(
        inArray(
          emailQueue.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[3]!.id, rows[4]!.id].sort());
  });
});

describe('sessions', () => {
  it('deletes sessions expired past the period and keeps live and just-expired ones', async () => {
    const user = await createUser(t.db);
    const [old, justExpired, live] = await t.db
      .insert(sessions)
      .values([
        { idHash: hash(), userId: user.id, expiresAt: ago(past('expiredSessions')) },
        { idHash: hash(), userId: user.id, expiresAt: ago(0.5) },
        { idHash: hash(), userId: user.id, expiresAt: ago(-10) },
      ])
      .returning();
    await run();
    const left = await t.db
      .select({ id: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left.map((r) => r.id).sort()).toEqual([justExpired!.idHash, live!.idHash].sort());
    expect(left.map((r) => r.id)).not.toContain(old!.idHash);
  });
});

describe('profile views', () => {
  it('removes the viewer after its period, keeps the count, and deletes views past theirs', async () => {
    const player = await createPlayer(t.db);
    const viewer = await createUser(t.db, { role: 'RECRUITER' });
    const view = (days: number) => ({
      playerId: player.id,
      viewerUserId: viewer.id,
      viewerRole: 'RECRUITER',
      viewerKey: `u:${viewer.id}`,
      viewedOn: dayAgo(days),
    });
    await t.db
      .insert(profileViews)
      .values([
        view(past('profileViews')),
        view(past('profileViewers')),
        view(within('profileViewers')),
        view(0),
      ]);
    const result = await run();
    expect(result.deleted.profileViews).toBeGreaterThanOrEqual(1);
    expect(result.deleted.profileViewers).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(profileViews).where(eq(profileViews.playerId, player.id));
    const byDay = new Map(rows.map((r) => [r.viewedOn, r]));
    expect(byDay.has(dayAgo(past('profileViews')))).toBe(false);
    const anonymous = byDay.get(dayAgo(past('profileViewers')))!;
    expect(anonymous.viewerUserId).toBeNull();
    expect(anonymous.viewerKey).toMatch(/^expired:/);
    expect(anonymous.viewerRole).toBe('RECRUITER');
    expect(byDay.get(dayAgo(within('profileViewers')))!.viewerUserId).toBe(viewer.id);
    expect(byDay.get(dayAgo(0))!.viewerKey).toBe(`u:${viewer.id}`);
  });
});

describe('audit logs', () => {
  it('deletes sign-in events after a year and other events after their longer period', async () => {
    const user = await createUser(t.db);
    const rows = await t.db
      .insert(auditLogs)
      .values([
        { eventType: 'login_success', userId: user.id, createdAt: ago(past('signInLog')) },
        { eventType: 'login_failure', userId: user.id, createdAt: ago(within('signInLog')) },
        { eventType: 'user_updated', userId: user.id, createdAt: ago(past('signInLog')) },
        { eventType: 'user_updated', userId: user.id, createdAt: ago(past('auditTrail')) },
        { eventType: 'role_changed', userId: user.id, createdAt: ago(within('auditTrail')) },
      ])
      .returning();
    const [adminOld, adminRecent] = await t.db
      .insert(adminAudit)
      .values([
        { action: 'suspend_user', targetId: user.id, createdAt: ago(past('auditTrail')) },
        { action: 'suspend_user', targetId: user.id, createdAt: ago(within('auditTrail')) },
      ])
      .returning();
    const result = await run();
    expect(result.deleted.signInLog).toBeGreaterThanOrEqual(1);
    expect(result.deleted.auditTrail).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ id: auditLogs.id }).from(auditLogs).where(eq(auditLogs.userId, user.id));
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[2]!.id, rows[4]!.id].sort());
    const adminLeft = await t.db
      .select({ id: adminAudit.id })
      .from(adminAudit)
      .where(inArray(adminAudit.id, [adminOld!.id, adminRecent!.id]));
    expect(adminLeft.map((r) => r.id)).toEqual([adminRecent!.id]);
  });
});

describe('message reports', () => {
  it('deletes reports closed past the period, never an open one', async () => {
    const player = await createPlayer(t.db);
    const recruiter = await createUser(t.db, { role: 'RECRUITER' });
    const [thread] = await t.db
      .insert(conversations)
      .values({ playerId: player.id, recruiterUserId: recruiter.id })
      .returning();
    const report = (status: 'open' | 'resolved' | 'dismissed', resolvedDaysAgo: number | null) => ({
      conversationId: thread!.id,
      reporterUserId: recruiter.id,
      reason: 'Reason',
      status,
      createdAt: ago(1000),
      resolvedAt: resolvedDaysAgo === null ? null : ago(resolvedDaysAgo),
    });
    const rows = await t.db
      .insert(messageReports)
      .values([
        report('resolved', past('closedReports')),
        report('dismissed', within('closedReports')),
        report('open', null),
      ])
      .returning();
    await run();
    const left = await t.db
      .select({ id: messageReports.id })
      .from(messageReports)
      .where(eq(messageReports.conversationId, thread!.id));
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[2]!.id].sort());
  });
});

describe('checkouts', () => {
  it('deletes unpaid checkouts past the period and keeps paid ones', async () => {
    const [tier] = await t.db.select().from(subscriptionTiers).limit(1);
    const checkout = (days: number, paid: boolean) => ({
      sessionId: `cs_test_${randomUUID()}`,
      tierId: tier!.id,
      paid,
      status: paid ? 'complete' : 'expired',
      createdAt: ago(days),
    });
    const rows = await t.db
      .insert(checkoutSessions)
      .values([
        checkout(past('abandonedCheckouts'), false),
        checkout(within('abandonedCheckouts'), false),
        checkout(900, true),
      ])
      .returning();
    await run();
    const left = await t.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(
        inArray(
          checkoutSessions.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[2]!.id].sort());
  });
});

describe('the daily run', () => {
  it('is claimed by one caller a day, also when two ask at once', async () => {
    const job = `test-${randomUUID()}`;
    const today = new Date();
    const first = await Promise.all([claimDailyRun(t.db, job, today), claimDailyRun(t.db, job, today)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await claimDailyRun(t.db, job, today)).toBe(false);
    expect(await claimDailyRun(t.db, job, new Date(today.getTime() + DAY_MS))).toBe(true);
  });

  it('runs the retention job once a day, records the result and audits it', async () => {
    await t.db.delete(jobRuns).where(eq(jobRuns.job, RETENTION_JOB));
    const ctx = { db: t.db, storage: t.app.ctx.storage, log: t.app.log };
    const first = await runRetentionIfDue(ctx);
    expect(first).not.toBeNull();
    expect(await runRetentionIfDue(ctx)).toBeNull();
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, RETENTION_JOB));
    expect(row!.finishedAt).not.toBeNull();
    expect(row!.result).toMatchObject({ counts: first!.counts, summary: first!.summary });
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.eventType, 'retention_run'), eq(auditLogs.targetType, 'retention')));
    expect(audit.some((a) => (a.metadata as { trigger: string }).trigger === 'daily')).toBe(true);
  });
  it('runs in the server process on its own, and stops waiting for the run in progress', async () => {
    await t.db.delete(jobRuns).where(eq(jobRuns.job, RETENTION_JOB));
    const job = startScheduler(
      t.db,
      [retentionJob],
      { db: t.db, storage: t.app.ctx.storage, log: t.app.log },
      t.app.log,
      { firstDelayMs: 1, intervalMs: 60_000 },
    );
    await expect
      .poll(
        async () => (await t.db.select().from(jobRuns).where(eq(jobRuns.job, RETENTION_JOB)))[0]?.finishedAt,
        {
          timeout: 10_000,
        },
      )
      .toBeInstanceOf(Date);
    await job.stop();
  });
});

describe('POST /api/admin/retention/run', () => {
  it('runs the job at once for an administrator, answers the counts per rule and audits it', async () => {
    const admin = await signIn(t, 'ADMIN');
    const stale = await unverifiedUser(past('unverifiedAccounts'));
    const res = await api.call(contract.admin.runRetention, { cookie: admin.cookie, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    const body = json(contract.admin.runRetention, res);
    expect(body.deleted.unverifiedAccounts).toBeGreaterThanOrEqual(1);
    expect(body.total).toBe(RETENTION_RULES.reduce((sum, rule) => sum + body.deleted[rule], 0));
    expect(await userExists(stale.id)).toBe(false);
    const [logged] = await t.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.adminUserId, admin.user.id), eq(adminAudit.action, 'run_retention')));
    expect(logged!.meta).toMatchObject({ trigger: 'admin', deleted: body.deleted });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, admin.user.id), eq(auditLogs.eventType, 'retention_run')));
    expect(entry).toBeDefined();
  });

  it('answers 401 without a session and 403 to every other role, deleting nothing', async () => {
    const stale = await unverifiedUser(past('unverifiedAccounts'));
    expect((await api.call(contract.admin.runRetention, { body: {} })).statusCode).toBe(401);
    for (const role of ['PLAYER', 'PARENT', 'RECRUITER', 'ORG_ADMIN', 'ORG_STAFF'] as const) {
      const someone = await signIn(t, role);
      const res = await api.call(contract.admin.runRetention, { cookie: someone.cookie, body: {} });
      expect(res.statusCode, role).toBe(403);
    }
    expect(await userExists(stale.id)).toBe(true);
  });

  it('refuses a body with fields (400)', async () => {
    const admin = await signIn(t, 'ADMIN');
    const res = await api.call(contract.admin.runRetention, { cookie: admin.cookie, bodyRaw: { days: 0 } });
    expect(res.statusCode).toBe(400);
  });
});

describe('the demo data', () => {
  it('loses nothing to a run right after seeding (its unconfirmed accounts signed up lately)', async () => {
    await run(); // what earlier tests left past its period
    await seedDemoData(t.db, t.app.ctx.storage);
    const before = await Promise.all([t.db.$count(users), t.db.$count(players), t.db.$count(auditLogs)]);
    const result = await run();
    expect(result.deleted).toEqual(Object.fromEntries(RETENTION_RULES.map((rule) => [rule, 0])));
    expect(await Promise.all([t.db.$count(users), t.db.$count(players), t.db.$count(auditLogs)])).toEqual([
      before[0],
      before[1],
      before[2] + 1,
    ]);
  }, 120_000);
});
