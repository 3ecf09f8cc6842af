import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FieldControl } from '#common/contracts/orgs.ts';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import {
  orgInvitationStatusEnum,
  roleEnum,
  sponsorshipEndReasonEnum,
  sponsorshipStatusEnum,
} from './enums.ts';
import { organizations } from './organizations.ts';
import { players } from './players.ts';

export const orgMembers = pgTable(
  'org_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ORG_ADMIN or ORG_STAFF. */
    role: roleEnum('role').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('org_members_org_user_unique').on(t.organizationId, t.userId),
    index('org_members_user_idx').on(t.userId),
  ],
);

/**
 * D089: an e-mailed invitation to join an organization (its owner, named by an admin, or staff invited
 * by the owner). Single use; only the token's SHA-256 is stored (decisions §3). One per organization and
 * address: inviting again refreshes the token and expiry, which voids the older link.
 */
export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased and trimmed. */
    email: text('email').notNull(),
    /** ORG_ADMIN or ORG_STAFF. */
    role: roleEnum('role').notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    /** Whether accepting makes the invitee the organization's owner (the admin's invitation). */
    asOwner: boolean('as_owner').notNull().default(false),
    token: text('token').notNull(),
    status: orgInvitationStatusEnum('status').notNull().default('pending'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('org_invitations_org_email_unique').on(t.organizationId, t.email),
    uniqueIndex('org_invitations_token_unique').on(t.token),
  ],
);

export const orgSponsorships = pgTable(
  'org_sponsorships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /**
     * The player. Null only for an invitation by e-mail that no profile has answered yet (roster status
     * "pending"): the family picks which profile joins when they accept.
     */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    status: sponsorshipStatusEnum('status').notNull().default('invited'),
    /** Which profile parts the organization maintains: { teamHistory, schedule, stats } (D090). */
    fieldControl: jsonb('field_control').$type<Partial<FieldControl>>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: sponsorshipEndReasonEnum('end_reason'),
    /** Where the invitation went (lower-cased): the player, a parent, or the address staff typed. */
    invitedEmail: text('invited_email'),
    /** The name staff gave an invitation by e-mail (a roster CSV row), shown until a profile answers. */
    invitedName: text('invited_name'),
    /** The SHA-256 of the e-mailed token of the open invitation; null once answered. */
    token: text('token'),
    /** Invitations expire 14 days after they are sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedByUserId: uuid('responded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_sponsorships_org_player_unique').on(t.organizationId, t.playerId),
    uniqueIndex('org_sponsorships_token_unique').on(t.token),
    index('org_sponsorships_player_idx').on(t.playerId),
    index('org_sponsorships_email_idx').on(t.invitedEmail),
    // One open invitation by e-mail per organization and address (a profile's has its player).
    uniqueIndex('org_sponsorships_org_email_open_unique')
      .on(t.organizationId, t.invitedEmail)
      .where(sql`${t.playerId} is null`),
  ],
);
