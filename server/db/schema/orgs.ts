import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { orgTypeEnum, roleEnum, sponsorshipStatusEnum } from './enums.ts';
import { players } from './players.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: orgTypeEnum('type').notNull(),
    website: text('website'),
    logoUrl: text('logo_url'),
    // Shown with the Owner badge; the organization survives its owner's account.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('organizations_owner_idx').on(t.ownerUserId)],
);

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

export const orgSponsorships = pgTable(
  'org_sponsorships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: sponsorshipStatusEnum('status').notNull().default('invited'),
    /** Which profile fields the organization controls, e.g. { "currentTeam": true }. */
    fieldControl: jsonb('field_control').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('org_sponsorships_org_player_unique').on(t.organizationId, t.playerId),
    index('org_sponsorships_player_idx').on(t.playerId),
  ],
);
