import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  canRecruiterStart,
  contactRuleFor,
  type RecruiterProgram,
  recruiterReplyRule,
} from '#common/contact-rules.ts';
import type {
  ContactRefusal,
  ContactStatus,
  ConversationDetail,
  Message,
  StartConversationInput,
} from '#common/contracts/messaging.ts';
import { ADMIN_REPORTS_PATH, inboxPath, linkDomainsOf } from '#common/messaging.ts';
import { NCAA_CONTACT_RULES } from '#common/ncaa-contact-rules.ts';
import { programKindRule } from '#common/program-contact-rules.ts';
import type { Db, DbOrTx, Tx } from '#server/db/client.ts';
import {
  auditLogs,
  conversationParticipants,
  conversations,
  messageReports,
  messages,
  players,
  users,
} from '#server/db/schema/index.ts';
import { findPlayerForView, type PlayerRow, playerFullName } from '#server/features/players/index.ts';
import { type ProgramThatApplies, programThatApplies } from '#server/features/recruiters/index.ts';
import { auditRowWhen, type RequestInfo, recordAudit } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { enqueueEmail } from '#server/lib/email/queue.ts';
import { messageNoticeEmail, messageReportedEmail } from '#server/lib/email/templates.ts';
import { AppError, type ErrorCode, notFound } from '#server/lib/errors.ts';
import type { AuthUser } from '#server/plugins/auth.ts';
import { commitmentRefusal } from './commitment-refusal.ts';
import {
  CONVERSATION_NOT_FOUND,
  conversationDetail,
  participantRow,
  unreadCountOf,
} from './conversations.read.ts';
import type { MessagingLimiter } from './messaging-limits.ts';
import {
  contactControlsOf,
  type FamilyMember,
  familyParticipants,
  isMinorPlayer,
  NO_PARENT_MESSAGE,
  NOBODY_MESSAGE,
  recruiterSendRefusal,
} from './participants.ts';

/** What the messaging services need from the request and the app. */
export interface MessagingContext {
  db: Db;
  appUrl: string;
  limiter: MessagingLimiter;
  info: RequestInfo;
  now?: Date;
}

/** At most one e-mail notice per participant and thread in this many minutes (decisions D113). */
export const NOTICE_INTERVAL_MINUTES = 15;
/** Reports on a thread this close to an open one already e-mailed to the admins send none (decisions D123). */
export const REPORT_NOTICE_WINDOW_MINUTES = 60;

const REFUSAL_CODE: Record<ContactRefusal, ErrorCode> = {
  email_not_verified: 'EMAIL_NOT_VERIFIED',
  program_required: 'CONFLICT',
  not_verified: 'FORBIDDEN',
  class_year_required: 'FORBIDDEN',
  before_contact_date: 'FORBIDDEN',
  contact_turned_off: 'FORBIDDEN',
  blocked: 'FORBIDDEN',
  no_parent_linked: 'CONFLICT',
  committed_elsewhere: 'COMMITTED_ELSEWHERE',
};

const refusalError = (reason: ContactRefusal, message: string) => new AppError(REFUSAL_CODE[reason], message);

/** The program whose rule applies (the verified one while it exists). */
const recruiterProgramOf = programThatApplies;

/**
 * The rule the composer names: the NCAA date row for an NCAA program; for every other kind, the parent rule
 * and its first source (no calendar, a parent in every conversation with a minor).
 */
function ruleShown(program: RecruiterProgram | null): ContactStatus['rule'] {
  if (!program?.kind) return null;
  const ncaa = contactRuleFor(NCAA_CONTACT_RULES, program);
  if (ncaa) {
    return {
      summary: ncaa.summary,
      sourceTitle: ncaa.source.title,
      sourceUrl: ncaa.source.url,
      read: ncaa.source.read,
    };
  }
  if (program.kind === 'ncaa') return null;
  const kindRule = programKindRule(program.kind);
  const source = kindRule.sources[0]!;
  return {
    summary: `at any time (no recruiting calendar); a parent or guardian is in every conversation with a player under 18 (${kindRule.minorRule})`,
    sourceTitle: source.title,
    sourceUrl: source.url,
    read: source.read,
  };
}

async function existingConversation(db: DbOrTx, playerId: string, recruiterUserId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.playerId, playerId), eq(conversations.recruiterUserId, recruiterUserId)));
  return row;
}

/**
 * Whether a recruiter may start a conversation about a player now, and if not why (and from when). The
 * order: their own e-mail, the family's block and opt-out, an existing thread (written in instead), the
 * NCAA date of their program (common/contact-rules.ts), the parents a minor's thread needs.
 */
export async function recruiterContactStatus(
  db: DbOrTx,
  user: AuthUser,
  player: Pick<PlayerRow, 'id' | 'userId' | 'birthYear' | 'birthMonth' | 'graduationYear'>,
  now: Date = new Date(),
): Promise<ContactStatus & { family: FamilyMember[] }> {
  const [existing, program, controls, family] = await Promise.all([
    existingConversation(db, player.id, user.id),
    recruiterProgramOf(db, user.id),
    contactControlsOf(db, [player.id]).then((c) => c.get(player.id)!),
    familyParticipants(db, player),
  ]);
  const base = {
    existingConversationId: existing?.id ?? null,
    rule: ruleShown(program.program),
    allowedFrom: null,
    familyMayWriteFirst: false,
    participants: [],
    family,
  };
  const refuse = (
    reason: ContactRefusal,
    message: string,
    extra: Partial<ContactStatus> = {},
  ): ContactStatus & { family: FamilyMember[] } => ({
    ...base,
    canStart: false,
    reason,
    message,
    ...extra,
  });
  if (!user.emailVerified) {
    return refuse('email_not_verified', 'Verify your email address before you message families.');
  }
  const isMinor = isMinorPlayer(player);
  const hasParent = family.some((f) => f.role === 'parent');
  const sendRefusal = recruiterSendRefusal(controls, user.id, { isMinor, hasParent: true });
  if (sendRefusal) return refuse(sendRefusal.code, sendRefusal.message);
  // D154: committed to another NCAA program: no new thread, no writing in an old one.
  const committed = await commitmentRefusal(db, player.id, user.id);
  if (committed) return refuse(committed.reason, committed.message);
  const participants = family.map((f) => ({ name: f.name, role: f.role }));
  if (existing) {
    // The thread began within the rules; writing in it is a matter of the send rules.
    const inThread = recruiterSendRefusal(controls, user.id, { isMinor, hasParent });
    if (inThread) return refuse(inThread.code, inThread.message);
    // The NCAA date binds answers too: a thread the family started before it is read-only for now.
    const reply = recruiterReplyRule(NCAA_CONTACT_RULES, {
      program: program.program,
      verified: program.verified,
      graduationYear: player.graduationYear,
      birth: { birthYear: player.birthYear, birthMonth: player.birthMonth },
      now,
    });
    if (reply) return refuse(reply.reason, reply.recruiter, { allowedFrom: reply.allowedFrom });
    return { ...base, canStart: true, reason: null, message: null, participants };
  }
  const date = canRecruiterStart(NCAA_CONTACT_RULES, {
    program: program.program,
    verified: program.verified,
    graduationYear: player.graduationYear,
    birth: { birthYear: player.birthYear, birthMonth: player.birthMonth },
    now,
  });
  if (!date.allowed) {
    return refuse(date.reason, date.message, {
      allowedFrom: date.reason === 'before_contact_date' ? date.allowedFrom : null,
      familyMayWriteFirst: date.reason === 'before_contact_date' || date.reason === 'class_year_required',
    });
  }
  if (isMinor && !hasParent) return refuse('no_parent_linked', NO_PARENT_MESSAGE);
  if (family.length === 0) return refuse('no_parent_linked', NOBODY_MESSAGE);
  return {
    ...base,
    canStart: true,
    reason: null,
    message: null,
    allowedFrom: date.allowedFrom,
    participants,
  };
}

/**
 * Queues the digest notice to each other participant not told about this thread in the last
 * NOTICE_INTERVAL_MINUTES: who wrote and about whom, never the message (decisions D113). `due` are the
 * participants insertMessage marked as told.
 */
async function queueNotices(
  tx: Tx,
  due: string[],
  senderProgram: ProgramThatApplies | undefined,
  opts: { conversationId: string; sender: AuthUser; playerId: string; playerName: string; appUrl: string },
) {
  if (due.length === 0) return;
  const program = senderProgram ?? (await recruiterProgramOf(tx, opts.sender.id));
  for (const userId of due) {
    const [to] = await tx
      .select({ email: users.email, name: users.name, suspended: users.suspended })
      .from(users)
      .where(eq(users.id, userId));
    if (!to || to.suspended) continue;
    // The player's id in the metadata: deleting the player deletes the notices that name them.
    await enqueueEmail(tx, {
      ...messageNoticeEmail({
        to: to.email,
        recipientName: to.name,
        senderName: opts.sender.name,
        senderOrganization: opts.sender.role === 'RECRUITER' ? program.orgName : null,
        playerName: opts.playerName,
        link: `${opts.appUrl}${inboxPath(opts.conversationId)}`,
      }),
      metadata: { playerId: opts.playerId, conversationId: opts.conversationId },
    });
  }
}

/**
 * Adds a message (the thread's time, the sender's read mark, the audit row and the notices due) in one
 * statement of WITHs (D230): the message's insert, the two updates that take its time, the audit row and
 * the participants now due a notice (each other participant not told in NOTICE_INTERVAL_MINUTES, marked
 * told). The two updates of conversation_participants touch different rows (the sender's, the others').
 */
async function insertMessage(
  tx: Tx,
  ctx: MessagingContext,
  sender: AuthUser,
  thread: { conversationId: string; playerId: string; playerName: string },
  body: string,
  senderProgram?: ProgramThatApplies,
) {
  const inserted = tx
    .$with('inserted')
    .as(
      tx
        .insert(messages)
        .values({ conversationId: thread.conversationId, senderUserId: sender.id, body })
        .returning(),
    );
  const sentAt = sql`(select ${inserted.createdAt} from ${inserted})`;
  const threadTime = tx
    .$with('thread_time')
    .as(
      tx
        .update(conversations)
        .set({ lastMessageAt: sentAt })
        .where(eq(conversations.id, thread.conversationId))
        .returning({ id: conversations.id }),
    );
  const readMark = tx.$with('read_mark').as(
    tx
      .update(conversationParticipants)
      .set({ lastReadAt: sentAt })
      .where(
        and(
          eq(conversationParticipants.conversationId, thread.conversationId),
          eq(conversationParticipants.userId, sender.id),
        ),
      )
      .returning({ userId: conversationParticipants.userId }),
  );
  // The text stays out of the audit log: it is the participants' conversation.
  const audited = tx.$with('audited', { id: auditLogs.id }).as(
    auditRowWhen(
      {
        eventType: 'message_sent',
        userId: sender.id,
        targetType: 'conversation',
        targetId: thread.conversationId,
        metadata: sql`jsonb_build_object('messageId', (select ${inserted.id} from ${inserted}),
          'playerId', ${thread.playerId}::text, 'length', ${body.length}::int)`,
      },
      ctx.info,
      sql`exists (select 1 from ${inserted})`,
    ),
  );
  const due = tx.$with('due').as(
    tx
      .update(conversationParticipants)
      .set({ lastNotifiedAt: sql`now()` })
      .where(
        and(
          eq(conversationParticipants.conversationId, thread.conversationId),
          ne(conversationParticipants.userId, sender.id),
          or(
            isNull(conversationParticipants.lastNotifiedAt),
            lt(
              conversationParticipants.lastNotifiedAt,
              sql`now() - make_interval(mins => ${NOTICE_INTERVAL_MINUTES})`,
            ),
          ),
        ),
      )
      .returning({ userId: conversationParticipants.userId }),
  );
  const [row] = await tx
    .with(inserted, threadTime, readMark, audited, due)
    .select({
      id: inserted.id,
      body: inserted.body,
      createdAt: inserted.createdAt,
      due: sql<string[]>`(select coalesce(json_agg(${due.userId}), '[]'::json) from ${due})`,
    })
    .from(inserted);
  const { due: dueUsers, ...message } = row!;
  await queueNotices(tx, dueUsers, senderProgram, {
    conversationId: thread.conversationId,
    sender,
    playerId: thread.playerId,
    playerName: thread.playerName,
    appUrl: ctx.appUrl,
  });
  return message;
}

async function playerOfThread(db: DbOrTx, playerId: string) {
  const [player] = await db
    .select({
      id: players.id,
      userId: players.userId,
      firstName: players.firstName,
      lastName: players.lastName,
      birthYear: players.birthYear,
      birthMonth: players.birthMonth,
      graduationYear: players.graduationYear,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw notFound(CONVERSATION_NOT_FOUND);
  return player;
}

/** POST /api/conversations/{id}/messages: a participant writes; a recruiter only within the send rules. */
export async function sendMessage(
  ctx: MessagingContext,
  user: AuthUser,
  conversationId: string,
  body: string,
): Promise<Message> {
  const { db } = ctx;
  const reservation = await ctx.limiter.message(user.id);
  try {
    const message = await db.transaction(async (tx) => {
      // A recruiter's program, read once for the checks and the notices (D230).
      let senderProgram: ProgramThatApplies | undefined;
      const me = await participantRow(tx, user.id, conversationId);
      const player = await playerOfThread(tx, me.playerId);
      if (me.role === 'recruiter') {
        const [controls, parents, program] = await Promise.all([
          contactControlsOf(tx, [player.id]),
          tx
            .select({ userId: conversationParticipants.userId })
            .from(conversationParticipants)
            .where(
              and(
                eq(conversationParticipants.conversationId, conversationId),
                eq(conversationParticipants.role, 'parent'),
              ),
            )
            .limit(1),
          recruiterProgramOf(tx, user.id),
        ]);
        const refusal = recruiterSendRefusal(controls.get(player.id)!, user.id, {
          isMinor: isMinorPlayer(player),
          hasParent: parents.length > 0,
        });
        if (refusal) throw refusalError(refusal.code, refusal.message);
        const reply = recruiterReplyRule(NCAA_CONTACT_RULES, {
          program: program.program,
          verified: program.verified,
          graduationYear: player.graduationYear,
          birth: { birthYear: player.birthYear, birthMonth: player.birthMonth },
          now: ctx.now ?? new Date(),
        });
        if (reply) throw refusalError(reply.reason, reply.recruiter);
        const committed = await commitmentRefusal(tx, player.id, user.id, 'recruiter', program);
        if (committed) throw refusalError(committed.reason, committed.message);
        senderProgram = program;
      }
      const row = await insertMessage(
        tx,
        ctx,
        user,
        { conversationId, playerId: player.id, playerName: playerFullName(player) },
        body,
        senderProgram,
      );
      return { ...row, senderRole: me.role };
    });
    return {
      id: message.id,
      senderUserId: user.id,
      senderName: user.name,
      senderRole: message.senderRole,
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
  await sendMessage(ctx, user, conversationId, body);
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
 * Tells every active administrator of a new report, in the report's transaction (decisions D123): who
 * reported, the reason, when, and the admin screen's link; never a message. Nobody is e-mailed when another
 * report on the thread, still open, was filed within REPORT_NOTICE_WINDOW_MINUTES: the admins were told
 * about the thread and the screen lists every report on it.
 */
async function notifyAdminsOfReport(
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

/**
 * POST /api/conversations/{id}/report: a participant reports the thread (or one message) to the admins,
 * who are e-mailed in the same transaction.
 */
export async function reportConversation(
  ctx: MessagingContext,
  user: AuthUser,
  conversationId: string,
  input: { reason: string; messageId?: string },
) {
  return ctx.db.transaction(async (tx) => {
    const me = await participantRow(tx, user.id, conversationId);
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
