import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { conversationRoleEnum, messageReportStatusEnum } from './enums.ts';
import { players } from './players.ts';

/**
 * D111: conversations between a recruiter and a player's family. One thread per recruiter and player;
 * its participants are chosen by the server (MAAPP: every linked parent of a minor is in it), and a trigger
 * of migration 0010 adds a parent linked later to the player's open threads.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The recruiter of the thread (whoever started it). */
    recruiterUserId: uuid('recruiter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedByUserId: uuid('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_player_recruiter_unique').on(t.playerId, t.recruiterUserId),
    index('conversations_recruiter_idx').on(t.recruiterUserId, t.createdAt),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: conversationRoleEnum('role').notNull(),
    /** Always true today: nobody adds or removes participants by hand (MAAPP, decisions D111). */
    addedByServer: boolean('added_by_server').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The last e-mail notice sent to this participant about this thread (one per NOTICE_INTERVAL). */
    lastNotifiedAt: timestamp('last_notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'conversation_participants_pk', columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Plain text, as typed (trimmed); never rendered as HTML. */
    body: text('body').notNull(),
    /**
     * D143: a notice Rinkside posts in the thread (no sender), e.g. 'player_adult' when the player
     * turns 18; null for people's messages. At most one of each kind per thread.
     */
    notice: text('notice'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_notice_unique').on(t.conversationId, t.notice).where(sql`${t.notice} is not null`),
    check('messages_notice_check', sql`${t.notice} in ('player_adult')`),
    check('messages_body_length_check', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/** A family's contact controls for a player (MAAPP: a guardian may ask that the minor not be contacted). */
export const playerContactPreferences = pgTable('player_contact_preferences', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  allowRecruiterContact: boolean('allow_recruiter_contact').notNull().default(true),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Users a player's family blocked: they cannot start or write in threads about the player. */
export const playerContactBlocks = pgTable(
  'player_contact_blocks',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedByUserId: uuid('blocked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'player_contact_blocks_pk', columns: [t.playerId, t.blockedUserId] })],
);

/** A participant's report of a thread (or one message in it) to the admins. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: messageReportStatusEnum('status').notNull().default('open'),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_reports_status_created_idx').on(t.status, t.createdAt),
    index('message_reports_conversation_idx').on(t.conversationId),
  ],
);
