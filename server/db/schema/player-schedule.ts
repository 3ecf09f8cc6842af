import { boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { playerRef } from './players.ts';

/** A player's schedule events (games) and upcoming events (showcases, tournaments). */

export const playerScheduleEvents = pgTable(
  'player_schedule_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    eventDate: date('event_date').notNull(),
    /** Free text as entered ("19:30", "7:30 PM"). */
    eventTime: text('event_time'),
    rinkName: text('rink_name').notNull(),
    location: text('location'),
    locationPlaceId: text('location_place_id'),
    hasLiveBarn: boolean('has_live_barn').notNull().default(false),
    // Spec 2 §3 reads an opponent on schedule events though spec 3's entity list omits it.
    opponent: text('opponent'),
    notes: text('notes'),
    /** D299: an https address where the game streams (LiveBarn, HockeyTV, ...). */
    streamUrl: text('stream_url'),
    createdAt: createdAt(),
  },
  (t) => [index('player_schedule_events_player_date_idx').on(t.playerId, t.eventDate)],
);

export const upcomingEvents = pgTable(
  'upcoming_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    date: date('date').notNull(),
    eventName: text('event_name').notNull(),
    location: text('location'),
    competitionType: text('competition_type'),
    /** D299: an https address where the event streams. */
    streamUrl: text('stream_url'),
    createdAt: createdAt(),
  },
  (t) => [index('upcoming_events_player_date_idx').on(t.playerId, t.date)],
);
