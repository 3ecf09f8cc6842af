import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  AdminMetrics,
  AdminUserRow,
  AdminUsersQuerySchema,
  AdminUsersResponse,
  AuditLogRow,
  AuditLogsQuerySchema,
} from '#common/contracts/admin.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLogs, organizations, players, users } from '#server/db/schema/index.ts';
import { escapeLike } from '#server/lib/sql-like.ts';
import { toAdminUser } from './user-details.service.ts';

type AdminUsersQuery = z.output<typeof AdminUsersQuerySchema>;
type AuditLogsQuery = z.output<typeof AuditLogsQuerySchema>;

/** GET /api/admin/metrics (spec 3 §2 Admin): the dashboard's four counts. */
export async function adminMetrics(db: DbOrTx): Promise<AdminMetrics> {
  const [[u], [p], [r], [o]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(players),
    db.select({ n: count() }).from(users).where(eq(users.role, 'RECRUITER')),
    db.select({ n: count() }).from(organizations),
  ]);
  return {
    totalUsers: u?.n ?? 0,
    totalPlayers: p?.n ?? 0,
    totalRecruiters: r?.n ?? 0,
    totalOrganizations: o?.n ?? 0,
  };
}

/**
 * The users table's filter. The search condition is written exactly as the expression of the gin trigram
 * index users_admin_search_idx (migration 0007), so PostgreSQL answers '%term%' from the index instead of
 * reading every user (fast at 100,000 users).
 */
function usersFilter(query: AdminUsersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    conditions.push(
      sql`(lower(${users.name}) || ' ' || lower(${users.email})) like '%' || lower(${escapeLike(query.search)}) || '%'`,
    );
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  return conditions.length ? and(...conditions) : undefined;
}

/** The table's row: the user as the detail page reads it, without the suspension's date and reason. */
function toUserRow(u: typeof users.$inferSelect): AdminUserRow {
  const { suspendedAt: _at, suspendedReason: _reason, ...row } = toAdminUser(u);
  return row;
}

/**
 * GET /api/admin/users: one page, newest first, in the order of users_created_idx (created_at desc, id),
 * and the number of users the same filters match.
 */
export async function listUsers(db: DbOrTx, query: AdminUsersQuery): Promise<AdminUsersResponse> {
  const where = usersFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      // Exactly the order of users_created_idx (created_at DESC NULLS LAST, id): a plain DESC means NULLS
      // FIRST, which that index cannot give, and PostgreSQL would sort every user instead.
      .orderBy(sql`${users.createdAt} desc nulls last`, asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toUserRow), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** GET /api/admin/audit-logs (spec 3 §2, §9): newest first; event type exact, e-mail by part, any case. */
export async function listAuditLogs(db: DbOrTx, query: AuditLogsQuery): Promise<AuditLogRow[]> {
  // D247: each row names who acted and on whom, both read from users (a deleted account reads as null).
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const conditions: SQL[] = [];
  if (query.eventType) conditions.push(eq(auditLogs.eventType, query.eventType));
  if (query.email) {
    // The e-mail filter finds a row by the e-mail it recorded, its actor's or its subject's.
    const term = sql`'%' || lower(${escapeLike(query.email)}) || '%'`;
    conditions.push(
      or(
        sql`lower(${auditLogs.email}) like ${term}`,
        sql`lower(${actor.email}) like ${term}`,
        sql`lower(${subject.email}) like ${term}`,
      )!,
    );
  }
  const rows = await db
    .select({
      log: auditLogs,
      actor: { id: actor.id, name: actor.name, email: actor.email },
      subject: { id: subject.id, name: subject.name, email: subject.email },
    })
    .from(auditLogs)
    .leftJoin(actor, eq(actor.id, auditLogs.userId))
    .leftJoin(subject, eq(subject.id, auditLogs.targetUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(query.limit);
  return rows.map(({ log: row, actor: who, subject: whom }) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    eventType: row.eventType,
    email: row.email,
    ipAddress: row.ipAddress,
    errorMessage: row.errorMessage,
    changes: row.changes,
    metadata: row.metadata,
    userId: row.userId,
    targetUserId: row.targetUserId,
    actor: who?.id ? who : null,
    subject: whom?.id ? whom : null,
  }));
}
