import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { recruiterReplyRule } from '#common/contact-rules.ts';
import type {
  ConversationDetail,
  ConversationSummary,
  Message,
  Participant,
} from '#common/contracts/messaging.ts';
import type { ConversationRole } from '#common/enums.ts';
import { linkDomainsOf, previewOf } from '#common/messaging.ts';
import { NCAA_CONTACT_RULES } from '#common/ncaa-contact-rules.ts';
import { builtOnce } from '#server/db/built-once.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  conversationParticipants,
  conversations,
  messages,
  players,
  recruiters,
  users,
} from '#server/db/schema/index.ts';
import { playerFullName } from '#server/features/players/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { commitmentsOf, threadCommitmentRefusal } from './commitment-refusal.ts';
import { contactControlsOf, isMinorPlayer, recruiterSendRefusal } from './participants.ts';

/** The reads of the inbox and of one thread, for a participant; anyone else gets 404. */

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';
/** The inbox shows the newest threads; a thread shows its newest messages. */
const INBOX_MAX = 200;
const THREAD_MAX = 1000;
const DELETED_USER = 'Deleted user';
/** The sender shown for a notice Rinkside posts in a thread (adult-notices.ts). */
export const NOTICE_SENDER = 'Rinkside';

const unreadOf = (userId: string) =>
  sql<number>`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversations.id}
    and ${messages.createdAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity'::timestamptz)
    and ${messages.senderUserId} is distinct from ${userId}::uuid)`;

/** The unread messages of all the user's threads (the header badge). */
export async function unreadCountOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(
      sql`${messages.createdAt} > coalesce(${conversationParticipants.lastReadAt}, '-infinity'::timestamptz)
        and ${messages.senderUserId} is distinct from ${userId}::uuid`,
    );
  return row?.n ?? 0;
}

/** Participants of threads, with the names and programs the screens show. */
export async function participantsOf(db: DbOrTx, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      role: conversationParticipants.role,
      addedByServer: conversationParticipants.addedByServer,
      name: users.name,
      email: users.email,
      accountRole: users.role,
      suspended: users.suspended,
      organization: recruiters.orgName,
      division: recruiters.division,
      programGender: recruiters.programGender,
      programKind: recruiters.programKind,
      verifiedProgram: recruiters.verifiedProgram,
      recruiterVerified: recruiters.verified,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .leftJoin(recruiters, eq(recruiters.userId, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, [...conversationIds]))
    .orderBy(conversationParticipants.joinedAt, users.name);
}

const ROLE_ORDER: Record<ConversationRole, number> = { recruiter: 0, player: 1, parent: 2 };

/**
 * Messages with their sender's name and role in the thread (null once the account or its part is gone):
 * the select the thread and the data export read, to be given a where and an order.
 */
export function messagesWithSenders(db: DbOrTx) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderUserId: messages.senderUserId,
      senderName: users.name,
      senderRole: conversationParticipants.role,
      notice: messages.notice,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderUserId))
    .leftJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, messages.senderUserId),
      ),
    )
    .$dynamic();
}

/** The messages of one thread, oldest first (the newest THREAD_MAX). */
export async function messagesOf(db: DbOrTx, conversationId: string): Promise<Omit<Message, 'isMine'>[]> {
  const rows = await messagesWithSenders(db)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(THREAD_MAX);
  return rows.reverse().map((m) => ({
    id: m.id,
    senderUserId: m.senderUserId,
    senderName: m.notice ? NOTICE_SENDER : (m.senderName ?? DELETED_USER),
    senderRole: m.senderRole,
    body: m.body,
    linkDomains: linkDomainsOf(m.body),
    createdAt: m.createdAt.toISOString(),
  }));
}

/** The caller's threads (all, or the ones named), newest activity first. */
export async function conversationSummaries(
  db: DbOrTx,
  userId: string,
  only?: readonly string[],
  now: Date = new Date(),
): Promise<ConversationSummary[]> {
  const rows = await db
    .select({
      id: conversations.id,
      playerId: conversations.playerId,
      recruiterUserId: conversations.recruiterUserId,
      startedByUserId: conversations.startedByUserId,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      myRole: conversationParticipants.role,
      unread: unreadOf(userId),
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        only ? inArray(conversations.id, [...only]) : undefined,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(INBOX_MAX);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const playerIds = [...new Set(rows.map((r) => r.playerId))];
  const [people, playerRows, lastMessages, controls, commitments] = await Promise.all([
    participantsOf(db, ids),
    db
      .select({
        id: players.id,
        slug: players.slug,
        firstName: players.firstName,
        lastName: players.lastName,
        birthYear: players.birthYear,
        birthMonth: players.birthMonth,
        graduationYear: players.graduationYear,
      })
      .from(players)
      .where(inArray(players.id, playerIds)),
    db
      .selectDistinctOn([messages.conversationId], {
        conversationId: messages.conversationId,
        senderUserId: messages.senderUserId,
        senderName: users.name,
        notice: messages.notice,
        body: messages.body,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderUserId))
      .where(inArray(messages.conversationId, ids))
      .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
    contactControlsOf(db, playerIds),
    commitmentsOf(db, playerIds),
  ]);
  const playerById = new Map(playerRows.map((p) => [p.id, p]));
  const lastById = new Map(lastMessages.map((m) => [m.conversationId, m]));
  return rows.map((row): ConversationSummary => {
    const player = playerById.get(row.playerId)!;
    const isMinor = isMinorPlayer(player);
    const mine = people.filter((p) => p.conversationId === row.id);
    const participants: Participant[] = mine
      .map((p) => ({
        userId: p.userId,
        name: p.name,
        role: p.role,
        // The verified program while there is one: families see what was checked.
        organization: p.role === 'recruiter' ? (p.verifiedProgram?.name ?? p.organization) : null,
        division:
          p.role === 'recruiter' ? (p.verifiedProgram ? p.verifiedProgram.division : p.division) : null,
        programGender:
          p.role === 'recruiter'
            ? p.verifiedProgram
              ? p.verifiedProgram.programGender
              : p.programGender
            : null,
        addedByServer: p.addedByServer,
        isMe: p.userId === userId,
      }))
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
    const recruiter = mine.find((p) => p.role === 'recruiter');
    // The NCAA date binds the recruiter's answers too (decisions D112); the family is told when they can.
    const replyRule = recruiter
      ? recruiterReplyRule(NCAA_CONTACT_RULES, {
          // The verified program's rule while there is one.
          program: recruiter.verifiedProgram
            ? {
                kind: recruiter.verifiedProgram.kind,
                division: recruiter.verifiedProgram.division,
                programGender: recruiter.verifiedProgram.programGender,
              }
            : recruiter.programKind
              ? {
                  kind: recruiter.programKind,
                  division: recruiter.division,
                  programGender: recruiter.programGender,
                }
              : null,
          verified: recruiter.recruiterVerified ?? false,
          graduationYear: player.graduationYear,
          birth: { birthYear: player.birthYear, birthMonth: player.birthMonth },
          now,
        })
      : null;
    const refusal =
      row.myRole === 'recruiter'
        ? (recruiterSendRefusal(controls.get(row.playerId)!, userId, {
            isMinor,
            hasParent: mine.some((p) => p.role === 'parent'),
          })?.message ??
          replyRule?.recruiter ??
          threadCommitmentRefusal(commitments.get(row.playerId), {
            division: recruiter?.division ?? null,
            programGender: recruiter?.programGender ?? null,
            orgName: recruiter?.organization ?? null,
          }) ??
          null)
        : null;
    const last = lastById.get(row.id);
    return {
      id: row.id,
      player: {
        id: player.id,
        slug: player.slug,
        name: playerFullName(player),
        isMinor,
      },
      myRole: row.myRole,
      startedByUserId: row.startedByUserId,
      participants,
      lastMessage: last
        ? {
            preview: previewOf(last.body),
            senderName: last.notice ? NOTICE_SENDER : (last.senderName ?? DELETED_USER),
            createdAt: last.createdAt.toISOString(),
            isMine: last.senderUserId === userId,
          }
        : null,
      unreadCount: row.unread,
      lastMessageAt: row.lastMessageAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      send: {
        canSend: refusal === null,
        reason: refusal,
        note: row.myRole === 'recruiter' ? null : (replyRule?.family ?? null),
      },
    };
  });
}

/** One thread with its messages, for a participant; 404 for anyone else (admins included). */
export async function conversationDetail(
  db: DbOrTx,
  userId: string,
  conversationId: string,
  now: Date = new Date(),
): Promise<ConversationDetail> {
  const [summary] = await conversationSummaries(db, userId, [conversationId], now);
  if (!summary) throw notFound(CONVERSATION_NOT_FOUND);
  const thread = await messagesOf(db, conversationId);
  return { ...summary, messages: thread.map((m) => ({ ...m, isMine: m.senderUserId === userId })) };
}

/** What a thread's checks and notices read of its player (its age, class and name). */
const THREAD_PLAYER = {
  id: players.id,
  userId: players.userId,
  firstName: players.firstName,
  lastName: players.lastName,
  birthYear: players.birthYear,
  birthMonth: players.birthMonth,
  graduationYear: players.graduationYear,
};

/** The participant check's statement, built once per process (D364): every message runs it. */
const participantStatement = builtOnce((db: DbOrTx) =>
  db
    .select({
      role: conversationParticipants.role,
      conversationId: conversations.id,
      playerId: conversations.playerId,
      recruiterUserId: conversations.recruiterUserId,
      player: THREAD_PLAYER,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .innerJoin(players, eq(players.id, conversations.playerId))
    .where(
      and(
        eq(conversationParticipants.conversationId, sql.placeholder('conversationId')),
        eq(conversationParticipants.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare(''),
);

/**
 * The caller's participant row in a thread, or 404 (admins included: they read reported threads through
 * the admin calls). The load of the conversation:participant policy (messaging-policies.ts).
 */
export async function participantRow(db: DbOrTx, userId: string, conversationId: string) {
  const [row] = await participantStatement(db, { userId, conversationId });
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

/** The player a thread is about, for its checks and notices. */
export async function playerOfThread(db: DbOrTx, playerId: string) {
  const [player] = await db.select(THREAD_PLAYER).from(players).where(eq(players.id, playerId));
  if (!player) throw notFound(CONVERSATION_NOT_FOUND);
  return player;
}

export type ParticipantRow = Awaited<ReturnType<typeof participantRow>>;
