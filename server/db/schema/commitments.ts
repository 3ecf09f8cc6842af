import { sql } from 'drizzle-orm';
import { check, date, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { commitmentKindEnum, ncaaDivisionEnum, programGenderEnum } from './enums.ts';
import { players } from './players.ts';

/**
 * D153: the program a player committed to, at most one per player, set and removed by the family
 * (the player or a linked parent) or an admin. An NCAA commitment names the division its hockey team plays
 * in and the men's or women's side; once set, other NCAA programs may not start conversations about the
 * player or answer in theirs (D154). The program is its name for now: a nullable `program_id` referencing
 * the NCAA program directory can be added beside it, and the match then prefers the id.
 * The profile document (player_profile_parts.doc) carries it, kept by this table's triggers (D129).
 */
export const playerCommitments = pgTable(
  'player_commitments',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: commitmentKindEnum('kind').notNull(),
    programName: text('program_name').notNull(),
    division: ncaaDivisionEnum('division'),
    programGender: programGenderEnum('program_gender'),
    committedOn: date('committed_on').notNull(),
    /** Who marked it (the audit log keeps every change); null once that account is deleted. */
    setByUserId: uuid('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An NCAA commitment has its division and side; any other has neither.
    check(
      'player_commitments_ncaa_check',
      sql`(${t.kind} = 'ncaa' and ${t.division} is not null and ${t.programGender} is not null)
        or (${t.kind} <> 'ncaa' and ${t.division} is null and ${t.programGender} is null)`,
    ),
  ],
);
