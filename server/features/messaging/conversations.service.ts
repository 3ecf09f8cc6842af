import { and, eq, ne, sql } from 'drizzle-orm';
import type { ConversationDetail, Message, StartConversationInput } from '#common/contracts/messaging.ts';
import { linkDomainsOf } from '#common/messaging.ts';
import { builtOnce } from '#server/db/built-once.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  auditLogs,
  conversationParticipants,
  conversations,
  messageReports,
  messages,
  users,
} from '#server/db/schema/index.ts';
import { findPlayerForView, type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import type { ProgramThatApplies } from '#server/features/recruiters/index.ts';
import { auditRowWhen, recordAudit } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { commitmentRefusal } from './commitment-refusal.ts';
import {
  existingConversation,
  recruiterContactStatus,
  recruiterProgramOf,
  refusalError,
  replyRuleFor,
} from './contact-status.ts';
import {
  CONVERSATION_NOT_FOUND,
  conversationDetail,
  type ParticipantRow,
  participantRow,
  unreadCountOf,
} from './conversations.read.ts';
import type { MessagingContext } from './messaging-context.ts';
import { noticeDue, notifyAdminsOfReport, queueNotices } from './notices.ts';
import {
  contactControlsOf,
  familyParticipants,
  isMinorPlayer,
  NO_PARENT_MESSAGE,
  recruiterSendRefusal,
} from './participants.ts';

/**
 * The statement that adds a message (the thread's time, the sender's read mark, the audit row and the
 * notices due), as WITHs of one statement (D230): the message's insert, the update of the thread's time and
 * the sender's read mark, the audit row and the participants due a notice (each other participant not told
 * in NOTICE_INTERVAL_MINUTES). One statement is atomic on its own, so a message needs no transaction (D365).
 * Built once per process (D364): half of the writes are messages, and drizzle took longer to build this
 * statement than PostgreSQL to run it.
 */
const messageInsert = builtOnce((db: DbOrTx) => {
  const conversationId = sql.placeholder('conversationId');
  const senderId = sql.placeholder('senderId');
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .values({ conversationId, senderUserId: senderId, body: sql.placeholder('body') })
      .returning(),
  );
  const sentAt = sql`(select ${inserted.createdAt} from ${inserted})`;
  const threadTime = db
    .$with('thread_time')
    .as(
      db
        .update(conversations)
        .set({ lastMessageAt: sentAt })
        .where(eq(conversations.id, conversationId))
        .returning({ id: conversations.id }),
    );
  const readMark = db.$with('read_mark').as(
    db
      .update(conversationParticipants)
      .set({ lastReadAt: sentAt })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, senderId),
        ),
      )
      .returning({ userId: conversationParticipants.userId }),
  );
  // The text stays out of the audit log: it is the participants' conversation.
  const audited = db.$with('audited', { id: auditLogs.id }).as(
    auditRowWhen(
      {
        eventType: 'message_sent',
        userId: senderId,
        targetType: 'conversation',
        targetId: conversationId,
        metadata: sql`jsonb_build_object('messageId', (select ${inserted.id} from ${inserted}),
          'playerId', ${sql.placeholder('playerId')}::text, 'length', ${sql.placeholder('length')}::int)`,
      },
      { ipAddress: sql.placeholder('ipAddress'), userAgent: sql.placeholder('userAgent') },
      sql`exists (select 1 from ${inserted})`,
    ),
  );
  // Who is due a notice, read in the same statement; queueNotices marks them told (D365).
  const due = db.$with('due').as(
    db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          ne(conversationParticipants.userId, senderId),
          noticeDue(),
        ),
      ),
  );
  return db
    .with(inserted, threadTime, readMark, audited, due)
    .select({
      id: inserted.id,
      body: inserted.body,
      createdAt: inserted.createdAt,
      due: sql<string[]>`(select coalesce(json_agg(${due.userId}), '[]'::json) from ${due})`,
    })
    .from(inserted)
    .prepare('');
});

/**
 * Adds a message (messageInsert, one atomic statement), then queues the notices it found due: on the pool
 * for a message in a thread (no transaction around a statement that is atomic alone, D365), in the
 * thread's transaction for its first message. A failure to queue them does not undo the message.
 */
async function insertMessage(
  db: DbOrTx,
  ctx: MessagingContext,
  sender: AuthUser,
  thread: { conversationId: string; playerId: string; playerName: string },
  body: string,
  senderProgram?: ProgramThatApplies,
) {
  const [row] = await messageInsert(db, {
    conversationId: thread.conversationId,
    senderId: sender.id,
    body,
    playerId: thread.playerId,
    length: body.length,
    ipAddress: ctx.info?.ipAddress ?? null,
    userAgent: ctx.info?.userAgent ?? null,
  });
  const { due: dueUsers, ...message } = row!;
  try {
    await queueNotices(db, dueUsers, senderProgram, {
      conversationId: thread.conversationId,
      sender,
      playerId: thread.playerId,
      playerName: thread.playerName,
      appUrl: ctx.appUrl,
    });
  } catch (err) {
    // D365: the message is stored and answered as sent; the notices' transaction rolled back, so whoever
    // was due is still due and is told with the thread's next message.
    ctx.log.error({ err, conversationId: thread.conversationId }, 'message notices not queued');
  }
  return message;
}

/** A parent in the thread, if any (a recruiter's message to a minor needs one); built once (D364). */
const threadParent = builtOnce((db: DbOrTx) =>
  db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, sql.placeholder('conversationId')),
        eq(conversationParticipants.role, 'parent'),
      ),
    )
    .limit(1)
    .prepare(''),
);

/** POST /api/conversations/{id}/messages: a participant writes; a recruiter only within the send rules. */
export async function sendMessage(
  ctx: MessagingContext,
  user: AuthUser,
  me: ParticipantRow,
  body: string,
): Promise<Message> {
  const { db } = ctx;
  const { conversationId } = me;
  const reservation = await ctx.limiter.message(user.id);
  try {
    // A recruiter's program, read once for the checks and the notices (D230).
    let senderProgram: ProgramThatApplies | undefined;
    // The thread's player came with the participant row (the access check's one statement).
    const { player } = me;
    if (me.role === 'recruiter') {
      // Read on the pool, not in a transaction with the insert (D365): at READ COMMITTED a transaction
      // gives each statement its own snapshot, so it would not hold the checks' answers until the insert.
      const [controls, parents, program] = await Promise.all([
        contactControlsOf(db, [player.id]),
        threadParent(db, { conversationId }),
        recruiterProgramOf(db, user.id),
      ]);
      const refusal = recruiterSendRefusal(controls.get(player.id)!, user.id, {
        isMinor: isMinorPlayer(player),
        hasParent: parents.length > 0,
      });
      if (refusal) throw refusalError(refusal.code, refusal.message);
      const reply = replyRuleFor(program, player, ctx.now ?? new Date());
      if (reply) throw refusalError(reply.reason, reply.recruiter);
      const committed = await commitmentRefusal(db, player.id, user.id, 'recruiter', program);
      if (committed) throw refusalError(committed.reason, committed.message);
      senderProgram = program;
    }
    const message = await insertMessage(
      db,
      ctx,
      user,
      { conversationId, playerId: player.id, playerName: playerFullName(player) },
      body,
      senderProgram,
    );
    return {
      id: message.id,
      senderUserId: user.id,
      senderName: user.name,
      senderRole: me.role,
      body: message.body,
      linkDomains: linkDomainsOf(message.body),
      createdAt: message.createdAt.toISOString(),
      isMine: true,
    };
  } catch (err) {
    await reservation.release();
    throw err;
  }
}

/** Creates a thread with the participants the server chose, and its first message. */
async function createConversation(
  ctx: MessagingContext,
  user: AuthUser,
  opts: {
    player: Pick<PlayerRow, 'id' | 'firstName' | 'lastName'>;
    recruiterUserId: string;
    participants: { userId: string; role: 'recruiter' | 'player' | 'parent' }[];
    body: string;
  },
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ playerId: opts.player.id, recruiterUserId: opts.recruiterUserId, startedByUserId: user.id })
      .returning({ id: conversations.id });
    const seen = new Set<string>();
    const rows = opts.participants.filter((p) => !seen.has(p.userId) && seen.add(p.userId));
    await tx
      .insert(conversationParticipants)
      .values(rows.map((p) => ({ conversationId: conversation!.id, userId: p.userId, role: p.role })))
      .onConflictDoNothing();
    await recordAudit(
      tx,
      {
        eventType: 'conversation_started',
        userId: user.id,
        targetType: 'player',
        targetId: opts.player.id,
        metadata: {
          conversationId: conversation!.id,
          participants: rows.map((p) => ({ userId: p.userId, role: p.role })),
        },
      },
      ctx.info,
    );
    await insertMessage(
      tx,
      ctx,
      user,
      {
        conversationId: conversation!.id,
        playerId: opts.player.id,
        playerName: playerFullName(opts.player),
      },
      opts.body,
    );
    return conversation!.id;
  });
}

const validation = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ path, message }] });

/**
 * POST /api/conversations. A recruiter starts a thread about a player (the contact rules apply); a family
 * member (the player or a linked parent) starts one with a recruiter named by e-mail. When the pair already
 * has a thread, the message goes into it.
 */
export async function startConversation(
  ctx: MessagingContext,
  user: AuthUser,
  input: StartConversationInput,
): Promise<{ conversation: ConversationDetail; created: boolean }> {
  const { db } = ctx;
  const now = ctx.now ?? new Date();
  let recruiterUserId: string;
  let participants: { userId: string; role: 'recruiter' | 'player' | 'parent' }[];
  const { player, canManage } = await findPlayerForView(db, user, input.playerId);

  if (user.role === 'RECRUITER') {
    if (input.recruiterEmail !== undefined) {
      throw validation('recruiterEmail', 'Leave this out: a recruiter starts a conversation about a player.');
    }
    recruiterUserId = user.id;
    const existing = await existingConversation(db, player.id, user.id);
    if (existing) return intoExisting(ctx, user, existing.id, input.body);
    const status = await recruiterContactStatus(db, user, player, now);
    if (!status.canStart) throw refusalError(status.reason!, status.message!);
    participants = [{ userId: user.id, role: 'recruiter' }, ...status.family];
  } else {
    if (!canManage || (user.role !== 'PLAYER' && user.role !== 'PARENT')) {
      throw new AppError(
        'FORBIDDEN',
        'You can start conversations about your own player profile or a child linked to you.',
      );
    }
    if (!input.recruiterEmail) {
      throw validation('recruiterEmail', "Enter the email address of the recruiter's Rinkside account.");
    }
    if (player.profileStatus !== 'active') {
      throw new AppError(
        'CONFLICT',
        'The profile must be active before you can message recruiters about it.',
      );
    }
    const [recruiter] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.email, input.recruiterEmail), eq(users.role, 'RECRUITER'), eq(users.suspended, false)),
      );
    if (!recruiter) throw notFound('No Rinkside recruiter account uses that email address.');
    recruiterUserId = recruiter.id;
    const controls = (await contactControlsOf(db, [player.id])).get(player.id)!;
    if (controls.blocked.has(recruiter.id)) {
      throw new AppError(
        'CONFLICT',
        'You blocked this recruiter. Unblock them in the contact settings first, so they can answer.',
      );
    }
    if (!controls.allowRecruiterContact) {
      throw new AppError(
        'CONFLICT',
        'Contact from recruiters is turned off for this player. Turn it on in the contact settings first, so the recruiter can answer.',
      );
    }
    const existing = await existingConversation(db, player.id, recruiter.id);
    if (existing) return intoExisting(ctx, user, existing.id, input.body);
    // D154: no new thread in which the recruiter could not answer.
    const committed = await commitmentRefusal(db, player.id, recruiter.id, 'family');
    if (committed) throw refusalError(committed.reason, committed.message);
    const family = await familyParticipants(db, player);
    if (isMinorPlayer(player) && !family.some((f) => f.role === 'parent')) {
      throw new AppError('CONFLICT', NO_PARENT_MESSAGE);
    }
    // A linked parent of an adult player who writes first takes part in the thread they started.
    const me = family.some((f) => f.userId === user.id)
      ? []
      : [{ userId: user.id, role: user.role === 'PARENT' ? ('parent' as const) : ('player' as const) }];
    participants = [{ userId: recruiter.id, role: 'recruiter' }, ...family, ...me];
  }

  const reservation = await ctx.limiter.newConversation(user.id);
  try {
    const id = await createConversation(ctx, user, {
      player,
      recruiterUserId,
      participants,
      body: input.body,
    });
    return { conversation: await conversationDetail(db, user.id, id, now), created: true };
  } catch (err) {
    await reservation.release();
    // Two first messages at once: the other made the thread; this one goes into it.
    if (isUniqueViolation(err, 'conversations_player_recruiter_unique')) {
      const existing = await existingConversation(db, player.id, recruiterUserId);
      if (existing) return intoExisting(ctx, user, existing.id, input.body);
    }
    throw err;
  }
}

async function intoExisting(ctx: MessagingContext, user: AuthUser, conversationId: string, body: string) {
  // The thread another request made: the starter writes in it as the participant they are (or 404).
  await sendMessage(ctx, user, await participantRow(ctx.db, user.id, conversationId), body);
  return { conversation: await conversationDetail(ctx.db, user.id, conversationId, ctx.now), created: false };
}

/** POST /api/conversations/{id}/read: everything in the thread is read now; answers the new badge count. */
export async function markRead(db: DbOrTx, user: AuthUser, conversationId: string): Promise<number> {
  const updated = await db
    .update(conversationParticipants)
    .set({ lastReadAt: sql`now()` })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, user.id),
      ),
    )
    .returning({ userId: conversationParticipants.userId });
  if (updated.length === 0) throw notFound(CONVERSATION_NOT_FOUND);
  return unreadCountOf(db, user.id);
}

export const REPORT_THANKS =
  'Thank you. A Rinkside administrator will review this conversation. You can also block the sender in the contact settings.';

/**
 * POST /api/conversations/{id}/report: a participant reports the thread (or one message) to the admins,
 * who are e-mailed in the same transaction.
 */
export async function reportConversation(
  ctx: MessagingContext,
  user: AuthUser,
  me: ParticipantRow,
  input: { reason: string; messageId?: string },
) {
  const { conversationId } = me;
  return ctx.db.transaction(async (tx) => {
    // One report at a time per thread: the duplicate check and the admins' e-mail window see each other.
    await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.id, conversationId))
      .for('update');
    if (input.messageId) {
      const [message] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, input.messageId), eq(messages.conversationId, conversationId)));
      if (!message) throw notFound('Message not found.');
    }
    const [open] = await tx
      .select({ id: messageReports.id })
      .from(messageReports)
      .where(
        and(
          eq(messageReports.conversationId, conversationId),
          eq(messageReports.reporterUserId, user.id),
          eq(messageReports.status, 'open'),
        ),
      );
    if (open) {
      throw new AppError(
        'CONFLICT',
        'You have already reported this conversation. An administrator will review it.',
      );
    }
    const [report] = await tx
      .insert(messageReports)
      .values({
        conversationId,
        messageId: input.messageId ?? null,
        reporterUserId: user.id,
        reason: input.reason,
      })
      .returning();
    await recordAudit(
      tx,
      {
        eventType: 'message_reported',
        userId: user.id,
        targetType: 'conversation',
        targetId: conversationId,
        metadata: { reportId: report!.id, messageId: report!.messageId, playerId: me.playerId },
      },
      ctx.info,
    );
    await notifyAdminsOfReport(tx, ctx, report!, { user, role: me.role, playerId: me.playerId });
    return {
      report: { id: report!.id, status: report!.status, createdAt: report!.createdAt.toISOString() },
      message: REPORT_THANKS,
    };
  });
}
