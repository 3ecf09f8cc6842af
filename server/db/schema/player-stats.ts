import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { statsSourceEnum, statsVerifiedStatusEnum } from './enums.ts';
import { organizations } from './organizations.ts';
import { playerRef, teams } from './players.ts';

/** Games and their stats lines, season stats and measurables. */

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    gameDate: date('game_date').notNull(),
    gameTime: text('game_time'),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    opponent: text('opponent').notNull(),
    venue: text('venue'),
    /** 'home' or 'away'. */
    homeAway: text('home_away'),
    teamScore: integer('team_score'),
    opponentScore: integer('opponent_score'),
    overtimePeriod: integer('overtime_period'),
    shootoutGame: boolean('shootout_game').notNull().default(false),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('games_player_date_idx').on(t.playerId, t.gameDate),
    check('games_home_away_check', sql`${t.homeAway} in ('home','away')`),
  ],
);

const count = (name: string) => integer(name).notNull().default(0);
/** Who entered a game's stats line, from where, and whether it has been verified. */
const statsProvenance = () => ({
  verifiedStatus: statsVerifiedStatusEnum('verified_status').notNull().default('draft'),
  verifiedByUserId: uuid('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  source: statsSourceEnum('source').notNull().default('user_entry'),
  enteredByUserId: uuid('entered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** When and by which organization's staff the line was attested (verifiedStatus verified). */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedByOrganizationId: uuid('verified_by_organization_id').references(() => organizations.id, {
    onDelete: 'set null',
  }),
});
const gameRef = () =>
  uuid('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });

export const skaterGameStats = pgTable(
  'skater_game_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: gameRef(),
    playerId: playerRef(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    goals: count('goals'),
    assistsPrimary: count('assists_primary'),
    assistsSecondary: count('assists_secondary'),
    points: count('points'),
    shots: count('shots'),
    plusMinus: integer('plus_minus').notNull().default(0),
    pim: count('pim'),
    hits: count('hits'),
    blocks: count('blocks'),
    takeaways: count('takeaways'),
    giveaways: count('giveaways'),
    faceoffsWon: count('faceoffs_won'),
    faceoffsLost: count('faceoffs_lost'),
    faceoffPct: numeric('faceoff_pct', { precision: 5, scale: 2 }),
    ppg: count('ppg'),
    ppa: count('ppa'),
    shg: count('shg'),
    sha: count('sha'),
    gwg: count('gwg'),
    toiSeconds: count('toi_seconds'),
    // Split ice time, shifts and the shot-attempt / expected-goal figures come from trackers
    // (league feeds, video analytics); null means "not tracked", which is not the same as 0.
    evToiSeconds: integer('ev_toi_seconds'),
    ppToiSeconds: integer('pp_toi_seconds'),
    pkToiSeconds: integer('pk_toi_seconds'),
    shifts: integer('shifts'),
    ixg: numeric('ixg', { precision: 6, scale: 3 }),
    oniceXgFor: numeric('onice_xg_for', { precision: 6, scale: 3 }),
    oniceXgAgainst: numeric('onice_xg_against', { precision: 6, scale: 3 }),
    corsiFor: integer('corsi_for'),
    corsiAgainst: integer('corsi_against'),
    fenwickFor: integer('fenwick_for'),
    fenwickAgainst: integer('fenwick_against'),
    ...statsProvenance(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skater_game_stats_game_player_unique').on(t.gameId, t.playerId),
    index('skater_game_stats_player_idx').on(t.playerId),
  ],
);

export const goalieGameStats = pgTable(
  'goalie_game_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: gameRef(),
    playerId: playerRef(),
    minutesPlayed: numeric('minutes_played', { precision: 6, scale: 2 }),
    toiSeconds: count('toi_seconds'),
    shotsAgainst: count('shots_against'),
    saves: count('saves'),
    goalsAgainst: count('goals_against'),
    savePct: numeric('save_pct', { precision: 5, scale: 3 }),
    gaa: numeric('gaa', { precision: 5, scale: 2 }),
    shutout: boolean('shutout').notNull().default(false),
    goals: count('goals'),
    assists: count('assists'),
    pim: count('pim'),
    expectedGoalsAgainst: numeric('expected_goals_against', { precision: 6, scale: 3 }),
    goalsSavedAboveExpected: numeric('goals_saved_above_expected', { precision: 6, scale: 3 }),
    reboundsAllowed: integer('rebounds_allowed'),
    frozenPucks: integer('frozen_pucks'),
    ...statsProvenance(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('goalie_game_stats_game_player_unique').on(t.gameId, t.playerId),
    index('goalie_game_stats_player_idx').on(t.playerId),
  ],
);

export const seasonStats = pgTable(
  'season_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    season: text('season').notNull(),
    league: text('league'),
    gamesPlayed: count('games_played'),
    goals: count('goals'),
    assists: count('assists'),
    points: count('points'),
    penaltyMinutes: count('penalty_minutes'),
    plusMinus: integer('plus_minus').notNull().default(0),
    corsiFor: count('corsi_for'),
    createdAt: createdAt(),
  },
  (t) => [index('season_stats_player_idx').on(t.playerId)],
);

/** One row per player. Units: seconds for times, centimetres for lengths, kilograms for lifts. */
export const measurables = pgTable('measurables', {
  id: uuid('id').primaryKey().defaultRandom(),
  playerId: playerRef().unique('measurables_player_id_unique'),
  fortyYardTime: numeric('forty_yard_time', { precision: 5, scale: 2 }),
  proAgilityTime: numeric('pro_agility_time', { precision: 5, scale: 2 }),
  wingspan: numeric('wingspan', { precision: 5, scale: 1 }),
  benchPress: numeric('bench_press', { precision: 5, scale: 1 }),
  squat: numeric('squat', { precision: 5, scale: 1 }),
  verticalJump: numeric('vertical_jump', { precision: 5, scale: 1 }),
  testedBy: text('tested_by'),
  testedDate: date('tested_date'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
