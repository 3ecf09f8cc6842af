import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * An account's choice for one kind of non-essential e-mail (common/notifications.ts EMAIL_KINDS). No row:
 * the kind's default (D304). Receipts and security e-mails have no row: they are always sent.
 */
export const emailPreferences = pgTable(
  'email_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'email_preferences_pk', columns: [t.userId, t.kind] })],
);

/**
 * The unsubscribe link of one e-mail (D305): one account and one kind, only the token's SHA-256 stored.
 * It works without signing in and as often as it is opened; it can only turn that one kind off.
 */
export const unsubscribeLinks = pgTable(
  'unsubscribe_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('unsubscribe_links_user_idx').on(t.userId)],
);

/**
 * What a scheduled job e-mailed, per job, period and recipient (D302): the row is inserted in the
 * transaction that queues the e-mail, so a period's e-mail goes out once however often the job runs.
 */
export const jobEmails = pgTable(
  'job_emails',
  {
    job: text('job').notNull(),
    /** The first day (UTC) of the period: the day, or the Monday of the week. */
    periodStart: text('period_start').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'job_emails_pk', columns: [t.job, t.periodStart, t.userId] })],
);
