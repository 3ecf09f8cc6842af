import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type {
  AdminRecruiter,
  RECRUITER_QUEUE_STATUSES,
  RejectRecruiterInput,
} from '#common/contracts/recruiters.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { ncaaPrograms, recruiters, users } from '#server/db/schema/index.ts';
import { type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { recruiterReviewedEmail } from '#server/lib/email/templates.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { snapshotOf } from './program.ts';

/**
 * Decisions §11: the administrators' queue of recruiters. A recruiter applies from the
 * wizard (or changes their program on /account) and waits here; an administrator verifies the program
 * (its rule then applies, and they may start conversations about minors) or rejects it, audited, and the
 * recruiter is e-mailed either way.
 */

type QueueStatus = (typeof RECRUITER_QUEUE_STATUSES)[number];

const NOT_FOUND = 'Recruiter not found.';

function queueQuery(db: DbOrTx) {
  return db
    .select({ r: recruiters, u: users, p: ncaaPrograms })
    .from(recruiters)
    .innerJoin(users, eq(users.id, recruiters.userId))
    .leftJoin(ncaaPrograms, eq(ncaaPrograms.id, recruiters.ncaaProgramId));
}
type QueueRow = Awaited<ReturnType<typeof queueQuery>>[number];

function toAdminRecruiter({ r, u, p }: QueueRow): AdminRecruiter {
  return {
    userId: u.id,
    name: u.name,
    email: u.email,
    emailDomain: u.email.slice(u.email.lastIndexOf('@') + 1),
    emailVerified: u.emailVerified,
    title: r.title,
    website: r.website,
    programKind: r.programKind,
    programName: r.orgName,
    programLevel: r.programLevel,
    division: r.division,
    programGender: r.programGender,
    ncaaProgram: p
      ? {
          id: p.id,
          school: p.school,
          programGender: p.programGender,
          division: p.division,
          schoolDivision: p.schoolDivision,
          conference: p.conference,
          source: p.source,
          active: p.active,
        }
      : null,
    verified: r.verified,
    verifiedProgram: r.verifiedProgram ?? null,
    appliedAt: r.appliedAt.toISOString(),
    verifiedAt: r.verifiedAt?.toISOString() ?? null,
    rejectedAt: r.rejectedAt?.toISOString() ?? null,
    rejectionReason: r.rejectionReason,
  };
}

const STATUS_WHERE = {
  pending: () => and(eq(recruiters.verified, false), isNull(recruiters.rejectedAt)),
  verified: () => eq(recruiters.verified, true),
  rejected: () => and(eq(recruiters.verified, false), isNotNull(recruiters.rejectedAt)),
};

/** GET /api/admin/recruiters: the queue (oldest application first) or the decided ones (newest first). */
export async function listRecruiterQueue(db: DbOrTx, status: QueueStatus): Promise<AdminRecruiter[]> {
  const rows = await queueQuery(db)
    .where(and(STATUS_WHERE[status](), eq(users.role, 'RECRUITER'), eq(users.suspended, false)))
    .orderBy(status === 'pending' ? recruiters.appliedAt : desc(recruiters.appliedAt))
    .limit(200);
  return rows.map(toAdminRecruiter);
}

async function recruiterRow(db: DbOrTx, userId: string) {
  const [row] = await queueQuery(db)
    .where(and(eq(recruiters.userId, userId), eq(users.role, 'RECRUITER')))
    .for('update', { of: recruiters });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function decide(
  db: Db,
  opts: {
    admin: AuthUser;
    userId: string;
    appUrl: string;
    info: RequestInfo;
    verify: boolean;
    reason?: string;
  },
): Promise<AdminRecruiter> {
  return db.transaction(async (tx) => {
    const row = await recruiterRow(tx, opts.userId);
    if (opts.verify) {
      if (!row.u.emailVerified) {
        throw new AppError(
          'CONFLICT',
          'This recruiter has not verified their email address yet: verify them once they have.',
        );
      }
      const snapshot = snapshotOf(row.r);
      if (!snapshot) throw new AppError('CONFLICT', 'This recruiter has not named a program yet.');
      await tx
        .update(recruiters)
        .set({
          verified: true,
          verifiedAt: new Date(),
          verifiedProgram: snapshot,
          rejectedAt: null,
          rejectionReason: null,
        })
        .where(eq(recruiters.userId, opts.userId));
    } else {
      await tx
        .update(recruiters)
        .set({ verified: false, rejectedAt: new Date(), rejectionReason: opts.reason ?? null })
        .where(eq(recruiters.userId, opts.userId));
    }
    await recordAudit(
      tx,
      {
        eventType: opts.verify ? 'recruiter_verified' : 'recruiter_rejected',
        userId: opts.admin.id,
        targetUserId: opts.userId,
        targetType: 'recruiter',
        targetId: opts.userId,
        metadata: {
          programKind: row.r.programKind,
          programName: row.r.orgName,
          division: row.r.division,
          ncaaProgramId: row.r.ncaaProgramId,
          ...(opts.verify ? {} : { reason: opts.reason }),
        },
      },
      opts.info,
    );
    await enqueueEmail(
      tx,
      recruiterReviewedEmail({
        to: row.u.email,
        name: row.u.name,
        programName: row.r.orgName,
        verified: opts.verify,
        reason: opts.reason ?? null,
        link: `${opts.appUrl}/account`,
      }),
    );
    const [after] = await queueQuery(tx).where(eq(recruiters.userId, opts.userId));
    return toAdminRecruiter(after!);
  });
}

/** POST /api/admin/recruiters/{userId}/verify. */
export const verifyRecruiter = (
  db: Db,
  admin: AuthUser,
  userId: string,
  ctx: { appUrl: string; info: RequestInfo },
) => decide(db, { admin, userId, ...ctx, verify: true });

/** POST /api/admin/recruiters/{userId}/reject: the recruiter stays unverified, told why. */
export const rejectRecruiter = (
  db: Db,
  admin: AuthUser,
  userId: string,
  input: RejectRecruiterInput,
  ctx: { appUrl: string; info: RequestInfo },
) => decide(db, { admin, userId, ...ctx, verify: false, reason: input.reason });
