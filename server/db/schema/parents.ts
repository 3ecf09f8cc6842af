import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PARENT_RELATIONSHIPS, type ParentRelationship } from '#common/enums.ts';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { approvalStatusEnum, coParentInvitationStatusEnum } from './enums.ts';
import { players } from './players.ts';

/** A relationship column holds one of the fixed list (spec 2 §9) or nothing. */
const relationshipIn = (column: AnyPgColumn) =>
  sql`${column} is null or ${column} in (${sql.raw(PARENT_RELATIONSHIPS.map((r) => `'${r}'`).join(', '))})`;

/** Which parent accounts manage which players (an accepted co-parent gets a row too). */
export const playerParents = pgTable(
  'player_parents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    parentUserId: uuid('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of PARENT_RELATIONSHIPS, or null (not said: shown as "Parent"); constrained below. */
    relationship: text('relationship').$type<ParentRelationship>(),
    isPrimary: boolean('is_primary').notNull().default(false),
    // The consent record of decisions §4: who consented, when, from which address.
    consentGiven: boolean('consent_given').notNull().default(false),
    consentDate: timestamp('consent_date', { withTimezone: true }),
    consentIpAddress: text('consent_ip_address'),
    consentParentName: text('consent_parent_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('player_parents_player_parent_unique').on(t.playerId, t.parentUserId),
    index('player_parents_parent_idx').on(t.parentUserId),
    check('player_parents_relationship_check', relationshipIn(t.relationship)),
  ],
);

export const parentalApprovalRequests = pgTable(
  'parental_approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    playerUserId: uuid('player_user_id').references(() => users.id, { onDelete: 'set null' }),
    parentEmail: text('parent_email').notNull(),
    /** The SHA-256 of the token in the e-mail, never the token itself (decisions §3). */
    approvalToken: text('approval_token').notNull().unique('parental_approval_requests_token_unique'),
    status: approvalStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('parental_approval_requests_player_idx').on(t.playerId),
    index('parental_approval_requests_parent_email_idx').on(t.parentEmail),
  ],
);

export const coParentInvitations = pgTable(
  'co_parent_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    invitedByParentId: uuid('invited_by_parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed, so the per-player uniqueness ignores letter case. */
    invitedEmail: text('invited_email').notNull(),
    /** The SHA-256 of the token in the e-mail (decisions §3). */
    invitationToken: text('invitation_token').notNull().unique('co_parent_invitations_token_unique'),
    status: coParentInvitationStatusEnum('status').notNull().default('pending'),
    relationship: text('relationship').$type<ParentRelationship>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('co_parent_invitations_player_email_unique').on(t.playerId, t.invitedEmail),
    index('co_parent_invitations_email_idx').on(t.invitedEmail),
    check('co_parent_invitations_relationship_check', relationshipIn(t.relationship)),
  ],
);
