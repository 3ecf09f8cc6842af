import { desc, eq, is, type Placeholder, SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditEventType } from '#common/enums.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { adminAudit, auditLogs } from '#server/db/schema/index.ts';

export interface AuditEntry {
  eventType: AuditEventType;
  userId?: string | null;
  targetUserId?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  email?: string | null;
  changes?: unknown;
  errorMessage?: string | null;
  metadata?: unknown;
}

export interface RequestInfo {
  ipAddress: string;
  userAgent: string | null;
}

export function requestInfo(request: FastifyRequest): RequestInfo {
  const ua = request.headers['user-agent'];
  return { ipAddress: request.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null };
}

/** One audit row; pass the transaction so the row commits or rolls back with the change it records. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry, info?: RequestInfo): Promise<void> {
  await db.insert(auditLogs).values({
    eventType: entry.eventType,
    userId: entry.userId ?? null,
    targetUserId: entry.targetUserId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    email: entry.email ?? null,
    changes: entry.changes ?? null,
    errorMessage: entry.errorMessage ?? null,
    metadata: entry.metadata ?? null,
    ipAddress: info?.ipAddress ?? null,
    userAgent: info?.userAgent ?? null,
  });
}

/**
 * A jsonb value: SQL NULL for a missing value (as recordAudit stores it), an SQL expression as it is (a
 * value the same statement makes, e.g. the id of a row its WITH inserts), else the value's JSON.
 */
const jsonbParam = (value: unknown) => {
  if (value === undefined || value === null) return sql`null::jsonb`;
  if (is(value, SQL)) return sql`(${value})::jsonb`;
  return sql`${JSON.stringify(value)}::jsonb`;
};

/** Values, or placeholders a statement built once fills on each call (D364). */
type Fillable<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * recordAudit's row as an insert ... select to run in a WITH of the statement that makes the change (D230):
 * written only when `made` holds (e.g. sql`exists (select 1 from updated)`, the change's own WITH), so a
 * change that touched no row records nothing, as the rolled-back transaction of recordAudit did.
 */
export function auditRowWhen(
  entry: Fillable<AuditEntry>,
  info: Fillable<RequestInfo> | undefined,
  made: SQL,
): SQL {
  return sql`insert into ${auditLogs} (event_type, user_id, target_user_id, target_type, target_id, email,
      changes, error_message, metadata, ip_address, user_agent)
    select ${entry.eventType}::audit_event_type, ${entry.userId ?? null}::uuid,
      ${entry.targetUserId ?? null}::uuid, ${entry.targetType ?? null}::text, ${entry.targetId ?? null}::text,
      ${entry.email ?? null}::text, ${jsonbParam(entry.changes)}, ${entry.errorMessage ?? null}::text,
      ${jsonbParam(entry.metadata)}, ${info?.ipAddress ?? null}::text, ${info?.userAgent ?? null}::text
    where ${made}
    returning id`;
}

export interface AdminAuditEntry {
  adminUserId: string;
  /** What was done, as a short machine word: 'suspend_user', 'change_role', 'import_players'. */
  action: string;
  targetType?: string | null;
  targetId?: string | null;
  /** The change: before/after values, counts, the reason given. */
  meta?: unknown;
}

/**
 * An admin action: the admin_audit row, and the audit_logs row the dashboard shows, in the
 * caller's transaction. `entry.eventType` is the audit log's type (role_changed, password_reset,
 * user_updated, admin_action ...); `admin` describes the action in admin_audit.
 */
export async function recordAdminAction(
  db: DbOrTx,
  admin: AdminAuditEntry,
  entry: AuditEntry,
  info?: RequestInfo,
): Promise<void> {
  await db.insert(adminAudit).values({
    adminUserId: admin.adminUserId,
    action: admin.action,
    targetType: admin.targetType ?? null,
    targetId: admin.targetId ?? null,
    meta: admin.meta ?? null,
  });
  await recordAudit(db, { userId: admin.adminUserId, ...entry }, info);
}

/** A user's own last actions, newest first (the parent's activity page, the admin user page). */
export function recentAuditOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({
      id: auditLogs.id,
      eventType: auditLogs.eventType,
      metadata: auditLogs.metadata,
      changes: auditLogs.changes,
      email: auditLogs.email,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      createdAt: auditLogs.createdAt,
      ipAddress: auditLogs.ipAddress,
    })
    .from(auditLogs)
    .where(eq(auditLogs.userId, userId))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(limit);
}
