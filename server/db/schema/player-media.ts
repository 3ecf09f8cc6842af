import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { mediaTypeEnum } from './enums.ts';
import { playerRef } from './players.ts';

/** A player's photos and videos, and images uploaded but not yet registered. */

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: playerRef(),
    type: mediaTypeEnum('type').notNull(),
    /** The video URL, or the stored image's public path. */
    url: text('url').notNull(),
    /** The provider's video id (YouTube/Vimeo), for embeds and thumbnails. */
    providerId: text('provider_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    caption: text('caption'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_player_idx').on(t.playerId, t.sortOrder),
    // The /media file route finds the row (and so the player) behind a stored file by its path.
    index('media_url_idx').on(t.url),
  ],
);

/**
 * Images uploaded (spec 2 §7) and not yet registered: the two-step upload's registry, in the database so
 * that each step may reach any server process (D177). Keyed by the SHA-256 of the upload URL's token, like
 * every other token; `key` is the file's storage key. No foreign key to the user: an entry lives at most
 * 30 minutes, and the sweep that removes it also deletes its file, whoever the user was.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull().unique(),
    state: text('state', { enum: ['waiting', 'processing', 'uploaded'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_uploads_user_idx').on(t.userId, t.expiresAt),
    index('pending_uploads_expires_idx').on(t.expiresAt),
    check('pending_uploads_state_check', sql`${t.state} in ('waiting', 'processing', 'uploaded')`),
  ],
);
