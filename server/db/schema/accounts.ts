import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { roleEnum, tokenPurposeEnum } from './enums.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased and trimmed so uniqueness ignores letter case.
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    // Spec 3 §3 columns. Only the SHA-256 of the token is ever stored (decisions §3).
    emailVerificationToken: text('email_verification_token'),
    emailVerificationExpiry: timestamp('email_verification_expiry', { withTimezone: true }),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull().default('PLAYER'),
    suspended: boolean('suspended').notNull().default(false),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // Which version of the Terms and Privacy notice the user agreed to at sign-up, and when (D063).
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_email_verification_token_unique').on(t.emailVerificationToken),
    index('users_role_idx').on(t.role),
    // The admin users table (D083): newest first, paginated, searched by part of the name or e-mail.
    index('users_created_idx').on(t.createdAt.desc(), t.id),
    index('users_admin_search_idx').using(
      'gin',
      sql`(lower(${t.name}) || ' ' || lower(${t.email})) gin_trgm_ops`,
    ),
  ],
);

/** Server-side sessions: the cookie holds a random id, the table only its SHA-256 (decisions §3). */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use tokens sent by e-mail for purposes the spec has no table for (password reset).
 * Only the hash is stored; a new token of a purpose voids the older ones.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);
