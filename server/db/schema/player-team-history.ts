import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { playerRef, teams } from './players.ts';

/** A player's team history entries. */

export const playerTeamHistory = pgTable(
  'player_team_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'restrict' }),
    season: text('season').notNull(),
    jerseyNumber: integer('jersey_number'),
    isCurrent: boolean('is_current').notNull().default(false),
    stats: jsonb('stats').$type<Record<string, unknown>>(),
    coachName: text('coach_name'),
    coachEmail: text('coach_email'),
    teamUrl: text('team_url'),
    rosterUrl: text('roster_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_team_history_player_idx').on(t.playerId),
    index('player_team_history_team_idx').on(t.teamId),
  ],
);
