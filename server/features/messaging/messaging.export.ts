import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PlayerMessagingExport } from '#common/contracts/data-control.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  conversationParticipants,
  conversations,
  messageReports,
  messages,
  recruiters,
  users,
} from '#server/db/schema/index.ts';
import { contactPreferencesOf } from './contact-preferences.service.ts';
import { messagesWithSenders, participantsOf } from './conversations.read.ts';

/**
 * The messaging part of a player's data export (decisions D124): the threads about the player that the
 * exporter takes part in (what they read in the inbox; an adult player's own threads stay theirs), every
 * message of them, the family's contact settings and the reports the family filed on those threads.
 * Other people appear by name and role only.
 */
export async function playerMessagingExport(
  db: DbOrTx,
  playerId: string,
  exporterUserId: string,
): Promise<PlayerMessagingExport> {
  const threads = await db
    .select({
      id: conversations.id,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      startedByUserId: conversations.startedByUserId,
      recruiterUserId: conversations.recruiterUserId,
      recruiterName: users.name,
      organization: recruiters.orgName,
    })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, exporterUserId),
      ),
    )
    .innerJoin(users, eq(users.id, conversations.recruiterUserId))
    .leftJoin(recruiters, eq(recruiters.userId, conversations.recruiterUserId))
    .where(eq(conversations.playerId, playerId))
    .orderBy(asc(conversations.createdAt), asc(conversations.id));
  const ids = threads.map((thread) => thread.id);
  const [people, messageRows, reportRows, preferences] = await Promise.all([
    participantsOf(db, ids),
    ids.length === 0
      ? []
      : messagesWithSenders(db)
          .where(inArray(messages.conversationId, ids))
          .orderBy(asc(messages.createdAt), asc(messages.id)),
    ids.length === 0
      ? []
      : db
          .select({
            id: messageReports.id,
            conversationId: messageReports.conversationId,
            messageId: messageReports.messageId,
            reporterName: users.name,
            reason: messageReports.reason,
            status: messageReports.status,
            createdAt: messageReports.createdAt,
            resolvedAt: messageReports.resolvedAt,
          })
          .from(messageReports)
          .innerJoin(conversations, eq(conversations.id, messageReports.conversationId))
          .leftJoin(users, eq(users.id, messageReports.reporterUserId))
          .where(
            and(
              inArray(messageReports.conversationId, ids),
              // The family's reports: a recruiter's report about the family is not the player's data.
              sql`${messageReports.reporterUserId} is distinct from ${conversations.recruiterUserId}`,
            ),
          )
          .orderBy(asc(messageReports.createdAt), asc(messageReports.id)),
    contactPreferencesOf(db, playerId),
  ]);
  return {
    conversations: threads.map((thread) => ({
      id: thread.id,
      createdAt: thread.createdAt.toISOString(),
      lastMessageAt: thread.lastMessageAt.toISOString(),
      startedBy:
        thread.startedByUserId === null
          ? null
          : thread.startedByUserId === thread.recruiterUserId
            ? 'recruiter'
            : 'family',
      recruiter: { name: thread.recruiterName, organization: thread.organization },
      participants: people
        .filter((p) => p.conversationId === thread.id)
        .map((p) => ({ name: p.name, role: p.role })),
      messages: messageRows
        .filter((m) => m.conversationId === thread.id)
        .map((m) => ({
          id: m.id,
          senderName: m.senderName,
          senderRole: m.senderRole,
          sentAt: m.createdAt.toISOString(),
          body: m.body,
        })),
    })),
    contactPreferences: {
      allowRecruiterContact: preferences.allowRecruiterContact,
      updatedAt: preferences.updatedAt,
      blocked: preferences.blocked.map((b) => ({
        name: b.name,
        organization: b.organization,
        blockedAt: b.blockedAt,
      })),
    },
    messageReports: reportRows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    })),
  };
}
