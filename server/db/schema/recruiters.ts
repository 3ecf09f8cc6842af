import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VerifiedProgram } from '#common/contracts/recruiters.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { ncaaDivisionEnum, programGenderEnum, programKindEnum } from './enums.ts';
import { players } from './players.ts';

/**
 * The NCAA men's and women's ice hockey programs, with the division each hockey TEAM plays
 * in (not the school's: several Division II and III schools play Division I hockey). Seeded by migration with
 * its source, edited by admins (/api/admin/ncaa-programs). A recruiter of an NCAA program picks one.
 */
export const ncaaPrograms = pgTable(
  'ncaa_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    school: text('school').notNull(),
    programGender: programGenderEnum('program_gender').notNull(),
    /** The division the hockey team plays in: the one whose contact dates apply. */
    division: ncaaDivisionEnum('division').notNull(),
    /** The school's own division, when it differs (shown so a coach sees why; never used for a rule). */
    schoolDivision: ncaaDivisionEnum('school_division'),
    conference: text('conference'),
    /** Where the row comes from (a list and when it was read, or the admin who added it). */
    source: text('source').notNull(),
    /** Hidden from the sign-up choice when false (a program that stopped playing); kept for its recruiters. */
    active: boolean('active').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ncaa_programs_school_gender_unique').on(t.school, t.programGender)],
);

export const recruiters = pgTable('recruiters', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('recruiters_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean('verified').notNull().default(false),
  orgName: text('org_name'),
  website: text('website'),
  /** D112: the program's NCAA division and side, for the contact dates (common/contact-rules.ts). */
  division: ncaaDivisionEnum('division'),
  programGender: programGenderEnum('program_gender'),
  /** The program's kind and level (common/enums.ts PROGRAM_KINDS, PROGRAM_LEVELS). */
  programKind: programKindEnum('program_kind'),
  /** A junior league, an ACHA division, prep or high school; a European or other club's league (free text). */
  programLevel: text('program_level'),
  /** An NCAA program from the directory; null for other kinds and for an NCAA program "not listed". */
  ncaaProgramId: uuid('ncaa_program_id').references(() => ncaaPrograms.id, { onDelete: 'set null' }),
  title: text('title'),
  /**
   * The program as an administrator verified it. Its rule applies while the recruiter's
   * current program waits for verification, so a change never loosens the rule.
   */
  verifiedProgram: jsonb('verified_program').$type<VerifiedProgram>(),
  rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  rejectionReason: text('rejection_reason'),
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
    /**
     * D322: the SHA-256 of the secret read-only link's token (the token itself is shown once and kept
     * nowhere); set only while the link is live, and isShared with it.
     */
    shareToken: text('share_token').unique('recruiter_lists_share_token_unique'),
    isShared: boolean('is_shared').notNull().default(false),
    /** When the live link was made (null without one). */
    shareLinkCreatedAt: timestamp('share_link_created_at', { withTimezone: true }),
    /** D290: the owner's own stage names, after the default ones (common/contracts/lists.ts). */
    customStages: text('custom_stages').array().notNull().default(sql`'{}'::text[]`),
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
    /** D290: the player's stage on this list, a default stage's name or one of the list's customStages. */
    stage: text('stage').notNull().default('Watching'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recruiter_list_items_list_player_unique').on(t.listId, t.playerId),
    // The player's own "on N recruiter lists" count.
    index('recruiter_list_items_player_idx').on(t.playerId),
  ],
);

/**
 * D321: the colleagues of the owner's program (D320) a list is shared with, each to view it or also to edit
 * its players and stages. Owner-only things (rename, delete, share settings, the link) stay the owner's.
 */
export const recruiterListMembers = pgTable(
  'recruiter_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => recruiterLists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    access: text('access', { enum: ['view', 'edit'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'recruiter_list_members_pk', columns: [t.listId, t.userId] }),
    // "Shared with me" on the colleague's lists page.
    index('recruiter_list_members_user_idx').on(t.userId),
    check('recruiter_list_members_access_check', sql`${t.access} in ('view', 'edit')`),
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
