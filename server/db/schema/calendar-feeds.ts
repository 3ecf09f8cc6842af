import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { players } from './players.ts';
import { recruiterLists } from './recruiters.ts';

/**
 * D300: the secret addresses of calendar feeds, one per player or recruiter list (creating again rotates
 * it). Only the SHA-256 of the token is stored (decisions §3); deleting the row revokes the address.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
    playerId: uuid('player_id')
      .unique('calendar_feeds_player_unique')
      .references(() => players.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .unique('calendar_feeds_list_unique')
      .references(() => recruiterLists.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [check('calendar_feeds_one_subject', sql`num_nonnulls(${t.playerId}, ${t.listId}) = 1`)],
);
