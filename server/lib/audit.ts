import type { FastifyRequest } from 'fastify';
import type { AuditEventType } from '#common/enums.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLogs } from '#server/db/schema/index.ts';

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
