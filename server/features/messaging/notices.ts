import { and, count, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ADMIN_REPORTS_PATH, inboxPath } from '#common/messaging.ts';
import type { DbOrTx, Tx } from '#server/db/client.ts';
import { conversationParticipants, messageReports, users } from '#server/db/schema/index.ts';
import { unsubscribeLink, wantsEmail } from '#server/features/notifications/index.ts';
import { playerFullName } from '#server/features/players/index.ts';
import type { ProgramThatApplies } from '#server/features/recruiters/index.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { messageNoticeEmail, messageReportedEmail } from '#server/lib/email/templates.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { recruiterProgramOf } from './contact-status.ts';
import { playerOfThread } from './conversations.read.ts';
import type { MessagingContext } from './messaging-context.ts';
import { isMinorPlayer } from './participants.ts';

/** The e-mails a thread sends: the digest notice of new messages, and the admins' notice of a report. */
/** At most one e-mail notice per participant and thread in this many minutes (decisions D113). */
export const NOTICE_INTERVAL_MINUTES = 15;
/** Reports on a thread this close to an open one already e-mailed to the admins send none (decisions D123). */
export const REPORT_NOTICE_WINDOW_MINUTES = 60;

/** A participant is due a notice when not told about the thread in the last NOTICE_INTERVAL_MINUTES. */
export const noticeDue = () =>
  or(
    isNull(conversationParticipants.lastNotifiedAt),
    lt(
      conversationParticipants.lastNotifiedAt,
      sql`now() - make_interval(mins => ${NOTICE_INTERVAL_MINUTES})`,
    ),
  );

/**
 * Queues the digest notice to each other participant not told about this thread in the last
 * NOTICE_INTERVAL_MINUTES: who wrote and about whom, never the message (decisions D113). `due` are the
 * participants the message's statement found due; each is marked told and e-mailed in one transaction (a
 * savepoint in the thread's own), and only if still due then: of two messages at once, one tells (D365).
 */
export async function queueNotices(
  db: DbOrTx,
  due: string[],
  senderProgram: ProgramThatApplies | undefined,
  opts: { conversationId: string; sender: AuthUser; playerId: string; playerName: string; appUrl: string },
) {
  if (due.length === 0) return;
  await db.transaction(async (tx) => {
    const told = await tx
      .update(conversationParticipants)
      .set({ lastNotifiedAt: sql`now()` })
      .where(
        and(
          eq(conversationParticipants.conversationId, opts.conversationId),
          inArray(conversationParticipants.userId, due),
          noticeDue(),
        ),
      )
      .returning({ userId: conversationParticipants.userId });
    if (told.length === 0) return;
    const program = senderProgram ?? (await recruiterProgramOf(tx, opts.sender.id));
    for (const { userId } of told) {
      const [to] = await tx
        .select({ email: users.email, name: users.name, suspended: users.suspended })
        .from(users)
        .where(eq(users.id, userId));
      if (!to || to.suspended) continue;
      // D304: the account's "New messages" setting; the notice carries its one-click unsubscribe (D305).
      if (!(await wantsEmail(tx, userId, 'messages'))) continue;
      const unsubscribe = await unsubscribeLink(tx, opts.appUrl, userId, 'messages');
      // The player's id in the metadata: deleting the player deletes the notices that name them.
      await enqueueEmail(tx, {
        ...messageNoticeEmail({
          to: to.email,
          recipientName: to.name,
          senderName: opts.sender.name,
          senderOrganization: opts.sender.role === 'RECRUITER' ? program.orgName : null,
          playerName: opts.playerName,
          link: `${opts.appUrl}${inboxPath(opts.conversationId)}`,
          unsubscribeUrl: unsubscribe.pageUrl,
        }),
        metadata: { playerId: opts.playerId, conversationId: opts.conversationId, ...unsubscribe.metadata },
      });
    }
  });
}

/**
 * Tells every active administrator of a new report, in the report's transaction (decisions D123): who
 * reported, the reason, when, and the admin screen's link; never a message. Nobody is e-mailed when another
 * report on the thread, still open, was filed within REPORT_NOTICE_WINDOW_MINUTES: the admins were told
 * about the thread and the screen lists every report on it.
 */
export async function notifyAdminsOfReport(
  tx: Tx,
  ctx: MessagingContext,
  report: { id: string; conversationId: string; reason: string; messageId: string | null; createdAt: Date },
  reporter: { user: AuthUser; role: 'recruiter' | 'player' | 'parent'; playerId: string },
) {
  const [recent] = await tx
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(
      and(
        eq(messageReports.conversationId, report.conversationId),
        ne(messageReports.id, report.id),
        eq(messageReports.status, 'open'),
        gt(messageReports.createdAt, sql`now() - make_interval(mins => ${REPORT_NOTICE_WINDOW_MINUTES})`),
      ),
    )
    .limit(1);
  if (recent) return;
  const admins = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.suspended, false)))
    .orderBy(users.createdAt);
  if (admins.length === 0) return;
  const [player, [open]] = await Promise.all([
    playerOfThread(tx, reporter.playerId),
    tx
      .select({ n: count() })
      .from(messageReports)
      .where(
        and(eq(messageReports.conversationId, report.conversationId), eq(messageReports.status, 'open')),
      ),
  ]);
  for (const admin of admins) {
    // The player's id in the metadata: deleting the player deletes the e-mails that name them.
    await enqueueEmail(tx, {
      ...messageReportedEmail({
        to: admin.email,
        adminName: admin.name,
        reporterName: reporter.user.name,
        reporterRole: reporter.role,
        playerName: playerFullName(player),
        playerIsMinor: isMinorPlayer(player),
        reason: report.reason,
        reportedAt: report.createdAt,
        messageMarked: report.messageId !== null,
        openReports: open?.n ?? 1,
        link: `${ctx.appUrl}${ADMIN_REPORTS_PATH}`,
      }),
      metadata: { playerId: player.id, conversationId: report.conversationId, reportId: report.id },
    });
  }
}
