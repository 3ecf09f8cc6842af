import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The answers of writes sent with an Idempotency-Key (server/plugins/idempotency.ts, D234-D235): one row
 * per account, route and key. A row without a status is a request still running; a repeat of it waits for
 * the answer, then gets that answer again instead of writing twice. Shared by every server process.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The user's id, or `guest` for a request without a session. */
    account: text('account').notNull(),
    /** Method and route pattern: `POST /api/players/:id/team-history`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's parameters and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's status; null while the first request is still running. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.account, t.route, t.key] }),
    // The hourly purge of answers past their keeping time.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
