import { desc, eq, inArray } from 'drizzle-orm';
import type { AdminReport } from '#common/contracts/messaging.ts';
import type { MessageReportStatus } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { conversations, messageReports, players, users } from '#server/db/schema/index.ts';
import { playerFullName } from '#server/features/players/index.ts';
import { type RequestInfo, recordAdminAction } from '#server/lib/audit.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { messagesOf, participantsOf } from './conversations.read.ts';
import { isMinorPlayer } from './participants.ts';

/**
 * D113: the admins' view of reported threads, with every message, and the resolution of a report.
 * Suspending a sender is the admin area's suspension (POST /api/admin/users/{id}/suspend): a suspended
 * account's sessions end, so it cannot write again.
 */
const REPORTS_MAX = 100;

async function reportsWhere(db: DbOrTx, where: ReturnType<typeof eq>): Promise<AdminReport[]> {
  const rows = await db
    .select({
      report: messageReports,
      reporterName: users.name,
      reporterEmail: users.email,
      playerId: conversations.playerId,
    })
    .from(messageReports)
    .innerJoin(conversations, eq(conversations.id, messageReports.conversationId))
    .leftJoin(users, eq(users.id, messageReports.reporterUserId))
    .where(where)
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
    .limit(REPORTS_MAX);
  if (rows.length === 0) return [];
  const conversationIds = [...new Set(rows.map((r) => r.report.conversationId))];
  const [people, playerRows, threads] = await Promise.all([
    participantsOf(db, conversationIds),
    db
      .select({
        id: players.id,
        slug: players.slug,
        firstName: players.firstName,
        lastName: players.lastName,
        birthYear: players.birthYear,
        birthMonth: players.birthMonth,
      })
      .from(players)
      .where(
        inArray(
          players.id,
          rows.map((r) => r.playerId),
        ),
      ),
    Promise.all(conversationIds.map(async (id) => [id, await messagesOf(db, id)] as const)),
  ]);
  const playerById = new Map(playerRows.map((p) => [p.id, p]));
  const threadById = new Map(threads);
  return rows.map(({ report, reporterName, reporterEmail, playerId }) => {
    const player = playerById.get(playerId)!;
    return {
      id: report.id,
      status: report.status,
      reason: report.reason,
      createdAt: report.createdAt.toISOString(),
      reporter:
        report.reporterUserId && reporterName && reporterEmail
          ? { userId: report.reporterUserId, name: reporterName, email: reporterEmail }
          : null,
      messageId: report.messageId,
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      resolutionNote: report.resolutionNote,
      conversation: {
        id: report.conversationId,
        player: {
          id: player.id,
          slug: player.slug,
          name: playerFullName(player),
          isMinor: isMinorPlayer(player),
        },
        participants: people
          .filter((p) => p.conversationId === report.conversationId)
          .map((p) => ({
            userId: p.userId,
            name: p.name,
            email: p.email,
            role: p.role,
            accountRole: p.accountRole,
            suspended: p.suspended,
          })),
        messages: threadById.get(report.conversationId) ?? [],
      },
    };
  });
}

export function listReports(db: DbOrTx, status: MessageReportStatus): Promise<AdminReport[]> {
  return reportsWhere(db, eq(messageReports.status, status));
}

export async function resolveReport(
  db: Db,
  admin: AuthUser,
  reportId: string,
  input: { status: 'resolved' | 'dismissed'; note?: string | null },
  info: RequestInfo,
): Promise<AdminReport> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ status: messageReports.status, conversationId: messageReports.conversationId })
      .from(messageReports)
      .where(eq(messageReports.id, reportId))
      .for('update');
    if (!report) throw notFound('Report not found.');
    if (report.status !== 'open') throw new AppError('CONFLICT', `This report is already ${report.status}.`);
    await tx
      .update(messageReports)
      .set({
        status: input.status,
        resolutionNote: input.note ?? null,
        resolvedByUserId: admin.id,
        resolvedAt: new Date(),
      })
      .where(eq(messageReports.id, reportId));
    await recordAdminAction(
      tx,
      {
        adminUserId: admin.id,
        action: input.status === 'resolved' ? 'resolve_message_report' : 'dismiss_message_report',
        targetType: 'message_report',
        targetId: reportId,
        meta: { conversationId: report.conversationId, note: input.note ?? null },
      },
      {
        eventType: 'admin_action',
        targetType: 'message_report',
        targetId: reportId,
        metadata: { action: `${input.status}_message_report`, conversationId: report.conversationId },
      },
      info,
    );
  });
  const [report] = await reportsWhere(db, eq(messageReports.id, reportId));
  return report!;
}
