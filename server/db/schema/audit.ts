import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { auditEventTypeEnum } from './enums.ts';
import { players } from './players.ts';

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: auditEventTypeEnum('event_type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetType: text('target_type'),
    targetId: text('target_id'),
    email: text('email'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    changes: jsonb('changes'),
    errorMessage: text('error_message'),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_event_created_idx').on(t.eventType, t.createdAt),
    index('audit_logs_user_created_idx').on(t.userId, t.createdAt),
    // Counting a player's profile views (and other per-target histories) reads by event and target.
    index('audit_logs_event_target_idx').on(t.eventType, t.targetId),
  ],
);

export const adminAudit = pgTable('admin_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
  action: text('action').notNull(),
  targetType: text('target_type'),
  targetId: text('target_id'),
  meta: jsonb('meta'),
  createdAt: createdAt(),
});

/**
 * Profile views for analytics: at most one row per viewer, player and day. A viewer is a user
 * ('u:' + id) or, signed out, the SHA-256 of IP and user agent ('a:' + hash); the raw IP is not kept.
 * audit_logs stays the audit trail and no longer receives views.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The viewer's role at the time, or 'anonymous' (advanced analytics: who viewed by role). */
    viewerRole: text('viewer_role').notNull(),
    viewerKey: text('viewer_key').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'profile_views_once_a_day', columns: [t.playerId, t.viewerKey, t.viewedOn] }),
    index('profile_views_player_created_idx').on(t.playerId, t.createdAt),
  ],
);

/**
 * The last run of each scheduled job (D157): a process claims a day's run with one
 * conditional upsert (`last_run_on < today`), so with several server processes the job runs once a day.
 */
export const jobRuns = pgTable('job_runs', {
  job: text('job').primaryKey(),
  /** The UTC day of the last claimed run. */
  lastRunOn: date('last_run_on', { mode: 'string' }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** What the run did (for the retention job: rows per rule). */
  result: jsonb('result'),
});
