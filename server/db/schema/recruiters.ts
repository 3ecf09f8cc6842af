import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { ncaaDivisionEnum, programGenderEnum } from './enums.ts';
import { players } from './players.ts';

export const recruiters = pgTable('recruiters', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('recruiters_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(false),
  orgName: text('org_name'),
  website: text('website'),
  /** Issue 17: the program's NCAA division and side, for the contact dates (common/contact-rules.ts). */
  division: ncaaDivisionEnum('division'),
  programGender: programGenderEnum('program_gender'),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

export const recruiterLists = pgTable(
  'recruiter_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Set only while the list is shared; the link is unguessable. */
    shareToken: text('share_token').unique('recruiter_lists_share_token_unique'),
    isShared: boolean('is_shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('recruiter_lists_owner_idx').on(t.ownerUserId, t.createdAt)],
);

export const recruiterListItems = pgTable(
  'recruiter_list_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => recruiterLists.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recruiter_list_items_list_player_unique').on(t.listId, t.playerId),
    // The player's own "on N recruiter lists" count.
    index('recruiter_list_items_player_idx').on(t.playerId),
  ],
);

/** Private to the recruiter who wrote them. */
export const recruiterNotes = pgTable(
  'recruiter_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruiterUserId: uuid('recruiter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recruiter_notes_recruiter_player_idx').on(t.recruiterUserId, t.playerId, t.createdAt),
    index('recruiter_notes_player_idx').on(t.playerId),
  ],
);

/**
 * A recruiter's own evaluation of a player (D128): one per recruiter and player, private to that recruiter
 * like their notes. Overall is required; the four criteria may stay unrated.
 */
export const playerRatings = pgTable(
  'player_ratings',
  {
    recruiterUserId: uuid('recruiter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    overall: smallint('overall').notNull(),
    skating: smallint('skating'),
    puckSkills: smallint('puck_skills'),
    hockeySense: smallint('hockey_sense'),
    compete: smallint('compete'),
    summary: text('summary'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'player_ratings_pk', columns: [t.recruiterUserId, t.playerId] }),
    index('player_ratings_player_idx').on(t.playerId),
    check('player_ratings_overall_check', sql`${t.overall} between 1 and 5`),
    check('player_ratings_skating_check', sql`${t.skating} between 1 and 5`),
    check('player_ratings_puck_skills_check', sql`${t.puckSkills} between 1 and 5`),
    check('player_ratings_hockey_sense_check', sql`${t.hockeySense} between 1 and 5`),
    check('player_ratings_compete_check', sql`${t.compete} between 1 and 5`),
  ],
);
