import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { players } from './players.ts';

/**
 * A recruiter's saved search (D306): the search's query string as the address carries it, re-read with
 * SearchQuerySchema whenever it runs, so filters added to search later work without a change here.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** none | daily | weekly (common/contracts/saved-searches.ts). */
    alert: text('alert').notNull().default('none'),
    /** When the recruiter last opened it: the dashboard counts what was found after it (D308). */
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_searches_owner_idx').on(t.ownerUserId, t.createdAt)],
);

/** A player a saved search has found (D307); alertedAt once an alert e-mail named them, or at the baseline. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'saved_search_matches_pk', columns: [t.savedSearchId, t.playerId] })],
);
