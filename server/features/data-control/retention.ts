import { and, eq, exists, inArray, isNotNull, lt, ne, not, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RetentionRunResult } from '#common/contracts/retention.ts';
import type { AuditEventType } from '#common/enums.ts';
import { RETENTION_DAYS, RETENTION_RULES, type RetentionRule } from '#common/retention.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import {
  adminAudit,
  auditLogs,
  authTokens,
  checkoutSessions,
  conversationParticipants,
  coParentInvitations,
  emailQueue,
  messageReports,
  organizations,
  orgInvitations,
  orgMembers,
  orgSponsorships,
  parentalApprovalRequests,
  playerParents,
  players,
  profileViews,
  sessions,
  userSubscriptions,
  users,
} from '#server/db/schema/index.ts';
import { type RequestInfo, recordAdminAction, recordAudit } from '#server/lib/audit.ts';
import { claimPeriodRun, type JobResult, runIfDue, type ScheduledJob } from '#server/lib/jobs.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import { purgeAccounts, purgePlayers, removeFiles } from './data-control.service.ts';

/**
 * The data-retention job (D156-D157): deletes what the schedule in
 * common/retention.ts says is past its period, one rule per kind of data, in one transaction. Run daily by
 * the scheduler of every server process (server/lib/jobs.ts: one of them claims the day in job_runs) and at
 * once by an administrator (POST /api/admin/retention/run, or the jobs' run-now route). Never touches a verified account or what it holds.
 */

const DAY_MS = 86_400_000;
export const RETENTION_JOB = 'retention';
/** Takes turns between the daily run and an administrator's (any process, both drivers). */
const LOCK_KEY = sql`hashtext('rinkside:retention')`;

/** Audit events of signing in (the sign-in log's rule); every other audit row follows the audit trail's. */
const SIGN_IN_EVENTS: AuditEventType[] = [
  'login_success',
  'login_failure',
  'logout',
  'password_reset_requested',
];

type Counts = Record<RetentionRule, number>;

const countOf = (rows: unknown[]) => rows.length;

/**
 * Unverified accounts past their period that nothing else leans on: not an administrator, no child or
 * parent link (a family is involved), no organization, conversation, subscription or paid checkout, and
 * no profile on an organization's active roster (D157). Their own profile goes too.
 */
async function deleteUnverifiedAccounts(tx: Tx, cutoff: Date): Promise<{ count: number; files: string[] }> {
  const ownProfile = (table: typeof playerParents | typeof orgSponsorships, extra?: ReturnType<typeof eq>) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .innerJoin(players, eq(players.id, table.playerId))
        .where(and(eq(players.userId, users.id), extra)),
    );
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.emailVerified, false),
        ne(users.role, 'ADMIN'),
        lt(users.createdAt, cutoff),
        not(
          exists(
            tx.select({ one: sql`1` }).from(playerParents).where(eq(playerParents.parentUserId, users.id)),
          ),
        ),
        not(ownProfile(playerParents)),
        not(ownProfile(orgSponsorships, eq(orgSponsorships.status, 'active'))),
        not(exists(tx.select({ one: sql`1` }).from(orgMembers).where(eq(orgMembers.userId, users.id)))),
        not(
          exists(
            tx.select({ one: sql`1` }).from(organizations).where(eq(organizations.ownerUserId, users.id)),
          ),
        ),
        not(
          exists(
            tx
              .select({ one: sql`1` })
              .from(conversationParticipants)
              .where(eq(conversationParticipants.userId, users.id)),
          ),
        ),
        not(
          exists(
            tx.select({ one: sql`1` }).from(userSubscriptions).where(eq(userSubscriptions.userId, users.id)),
          ),
        ),
        not(
          exists(
            tx
              .select({ one: sql`1` })
              .from(checkoutSessions)
              .where(and(eq(checkoutSessions.userId, users.id), eq(checkoutSessions.paid, true))),
          ),
        ),
      ),
    )
    .for('update', { of: users, skipLocked: true });
  if (accounts.length === 0) return { count: 0, files: [] };
  const own = await tx
    .select({ id: players.id })
    .from(players)
    .where(
      inArray(
        players.userId,
        accounts.map((a) => a.id),
      ),
    );
  const files = await purgePlayers(
    tx,
    own.map((p) => p.id),
  );
  await purgeAccounts(tx, accounts);
  return { count: accounts.length, files };
}

async function applyRules(tx: Tx, now: Date): Promise<{ counts: Counts; files: string[] }> {
  const cutoff = (rule: RetentionRule) => new Date(now.getTime() - RETENTION_DAYS[rule] * DAY_MS);
  const cutoffDay = (rule: RetentionRule) => cutoff(rule).toISOString().slice(0, 10);
  const one = { one: sql<number>`1` };

  const unverified = await deleteUnverifiedAccounts(tx, cutoff('unverifiedAccounts'));

  const tokens = cutoff('expiredTokens');
  const expiredTokens =
    countOf(
      await tx
        .delete(authTokens)
        .where(lt(sql`coalesce(${authTokens.usedAt}, ${authTokens.expiresAt})`, tokens))
        .returning(one),
    ) +
    // A verified account's used verification link (its hash stays a while to answer "already used", D003).
    countOf(
      await tx
        .update(users)
        .set({ emailVerificationToken: null, emailVerificationExpiry: null })
        .where(
          and(
            eq(users.emailVerified, true),
            isNotNull(users.emailVerificationToken),
            lt(users.emailVerificationExpiry, tokens),
          ),
        )
        .returning(one),
    );

  const invitations = cutoff('closedInvitations');
  const closedInvitations =
    countOf(
      await tx
        .delete(parentalApprovalRequests)
        .where(
          and(
            ne(parentalApprovalRequests.status, 'approved'),
            lt(parentalApprovalRequests.expiresAt, invitations),
          ),
        )
        .returning(one),
    ) +
    countOf(
      await tx
        .delete(coParentInvitations)
        .where(
          lt(
            sql`coalesce(${coParentInvitations.respondedAt}, ${coParentInvitations.expiresAt})`,
            invitations,
          ),
        )
        .returning(one),
    ) +
    countOf(
      await tx
        .delete(orgInvitations)
        .where(lt(sql`coalesce(${orgInvitations.acceptedAt}, ${orgInvitations.expiresAt})`, invitations))
        .returning(one),
    ) +
    // A roster invitation nobody answered; roster history (active, revoked, ended) stays with the profile.
    countOf(
      await tx
        .delete(orgSponsorships)
        .where(and(eq(orgSponsorships.status, 'invited'), lt(orgSponsorships.expiresAt, invitations)))
        .returning(one),
    );

  const sentEmails = countOf(
    await tx
      .delete(emailQueue)
      .where(and(eq(emailQueue.status, 'sent'), lt(emailQueue.sentAt, cutoff('sentEmails'))))
      .returning(one),
  );
  const failedEmails = countOf(
    await tx
      .delete(emailQueue)
      .where(and(eq(emailQueue.status, 'failed'), lt(emailQueue.createdAt, cutoff('failedEmails'))))
      .returning(one),
  );

  const expiredSessions = countOf(
    await tx
      .delete(sessions)
      .where(lt(sessions.expiresAt, cutoff('expiredSessions')))
      .returning(one),
  );

  // The view stays as an anonymous count (analytics read 90 days back, and the 90 before, by day and role).
  const profileViewers = countOf(
    await tx
      .update(profileViews)
      .set({ viewerUserId: null, viewerKey: sql`'expired:' || gen_random_uuid()::text` })
      .where(
        and(
          lt(profileViews.viewedOn, cutoffDay('profileViewers')),
          not(
            or(
              sql`${profileViews.viewerKey} like 'expired:%'`,
              sql`${profileViews.viewerKey} like 'deleted:%'`,
            )!,
          ),
        ),
      )
      .returning(one),
  );
  const profileViewsDeleted = countOf(
    await tx
      .delete(profileViews)
      .where(lt(profileViews.viewedOn, cutoffDay('profileViews')))
      .returning(one),
  );

  const signInLog = countOf(
    await tx
      .delete(auditLogs)
      .where(and(inArray(auditLogs.eventType, SIGN_IN_EVENTS), lt(auditLogs.createdAt, cutoff('signInLog'))))
      .returning(one),
  );
  const trail = cutoff('auditTrail');
  const auditTrail =
    countOf(
      await tx
        .delete(auditLogs)
        .where(and(notInArray(auditLogs.eventType, SIGN_IN_EVENTS), lt(auditLogs.createdAt, trail)))
        .returning(one),
    ) + countOf(await tx.delete(adminAudit).where(lt(adminAudit.createdAt, trail)).returning(one));

  const closedReports = countOf(
    await tx
      .delete(messageReports)
      .where(and(ne(messageReports.status, 'open'), lt(messageReports.resolvedAt, cutoff('closedReports'))))
      .returning(one),
  );

  const abandonedCheckouts = countOf(
    await tx
      .delete(checkoutSessions)
      .where(
        and(eq(checkoutSessions.paid, false), lt(checkoutSessions.createdAt, cutoff('abandonedCheckouts'))),
      )
      .returning(one),
  );

  return {
    counts: {
      unverifiedAccounts: unverified.count,
      expiredTokens,
      closedInvitations,
      sentEmails,
      failedEmails,
      expiredSessions,
      profileViewers,
      profileViews: profileViewsDeleted,
      signInLog,
      auditTrail,
      closedReports,
      abandonedCheckouts,
    },
    files: unverified.files,
  };
}

export interface RetentionContext {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** The clock the periods count back from (tests move it). */
  now?: Date;
}

/** Who ran it: the daily job, or an administrator (audited with the request's address). */
type RunBy = { kind: 'daily' } | { kind: 'admin'; adminUserId: string; info: RequestInfo };

/** Applies every rule once, now, in one transaction; answers the rows affected per rule. */
export async function runRetention(
  ctx: RetentionContext,
  by: RunBy = { kind: 'daily' },
): Promise<RetentionRunResult> {
  const now = ctx.now ?? new Date();
  const { counts, files } = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const applied = await applyRules(tx, now);
    const metadata = { trigger: by.kind, deleted: applied.counts };
    if (by.kind === 'admin') {
      await recordAdminAction(
        tx,
        { adminUserId: by.adminUserId, action: 'run_retention', targetType: 'retention', meta: metadata },
        { eventType: 'retention_run', targetType: 'retention', metadata },
        by.info,
      );
    } else {
      await recordAudit(tx, { eventType: 'retention_run', targetType: 'retention', metadata });
    }
    return applied;
  });
  await removeFiles(ctx.storage, ctx.log, files);
  const total = RETENTION_RULES.reduce((sum, rule) => sum + counts[rule], 0);
  ctx.log.info({ deleted: counts, total, trigger: by.kind }, 'data-retention run finished');
  return { ranAt: now.toISOString(), deleted: counts, total };
}

/** The data-retention job on the schedule (D301): daily, claimed once a day across every process. */
export const retentionJob: ScheduledJob<Omit<RetentionContext, 'now'>> = {
  name: RETENTION_JOB,
  title: 'Data retention',
  period: 'daily',
  async run(ctx, { now, trigger }) {
    const by: RunBy =
      trigger.kind === 'admin'
        ? { kind: 'admin', adminUserId: trigger.adminUserId, info: trigger.info }
        : { kind: 'daily' };
    const result = await runRetention({ ...ctx, now }, by);
    const summary =
      result.total === 0
        ? 'Nothing was past its retention period.'
        : `Deleted or made anonymous ${result.total} ${result.total === 1 ? 'row' : 'rows'} past their retention period.`;
    return { summary, counts: result.deleted };
  },
};

/** Claims today's (UTC) run of a job for this process (D157, now claimPeriodRun of any period). */
export function claimDailyRun(db: DbOrTx, job: string, now: Date = new Date()): Promise<boolean> {
  return claimPeriodRun(db, job, 'daily', now);
}

/** Runs the retention job if no process has run it today; answers the result, or null when not its turn. */
export function runRetentionIfDue(ctx: RetentionContext): Promise<JobResult | null> {
  const { now, ...rest } = ctx;
  return runIfDue(ctx.db, retentionJob, rest, now);
}
