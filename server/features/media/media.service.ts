import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AddMediaInput, Media } from '#common/contracts/players.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { media, players } from '#server/db/schema/index.ts';
import type { PlayerRow } from '#server/features/players/index.ts';
import { assertCanAdd, countHighlightClips } from '#server/features/subscriptions/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import { requireVideoUrl, youtubeThumbnail } from './video-url.ts';

export type MediaRow = typeof media.$inferSelect;

/** Stored images are served at /media/<name>; names are made by us (32 hex + extension). */
export const MEDIA_PATH_PREFIX = '/media/';
export const MEDIA_NAME = /^[a-f0-9]{32}\.(webp|jpg|png|gif)$/;

export const publicPathFor = (key: string) => `${MEDIA_PATH_PREFIX}${key}`;

/** The storage key of one of our image paths, or null (a seeded or foreign URL has no file of ours). */
export function keyFromPublicPath(path: string): string | null {
  if (!path.startsWith(MEDIA_PATH_PREFIX)) return null;
  const key = path.slice(MEDIA_PATH_PREFIX.length);
  return MEDIA_NAME.test(key) ? key : null;
}

export function toMedia(row: MediaRow): Media {
  return {
    id: row.id,
    type: row.type,
    url: row.url,
    publicPath: row.type === 'image' ? row.url : null,
    providerId: row.providerId,
    thumbnailUrl: row.type === 'youtube' && row.providerId ? youtubeThumbnail(row.providerId) : null,
    caption: row.caption,
    sortOrder: row.sortOrder,
  };
}

/** The player an image file of ours belongs to, or undefined (never registered, or deleted). */
export async function findPlayerOfImage(db: DbOrTx, key: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select({ player: players })
    .from(media)
    .innerJoin(players, eq(players.id, media.playerId))
    .where(and(eq(media.url, publicPathFor(key)), eq(media.type, 'image')))
    .limit(1);
  return row?.player;
}

export async function listPlayerMedia(db: DbOrTx, playerId: string): Promise<Media[]> {
  const rows = await db
    .select()
    .from(media)
    .where(eq(media.playerId, playerId))
    .orderBy(asc(media.sortOrder), asc(media.createdAt), asc(media.id));
  return rows.map(toMedia);
}

/** Serializes media changes of one player, so a limit check and its insert cannot interleave. */
async function lockPlayer(tx: DbOrTx, playerId: string) {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

/**
 * Adds a YouTube or Vimeo highlight after checking the link and the player's highlight_clips limit
 * (decisions §5: 403 with a clear message when the tier does not allow one more).
 */
export async function addVideo(
  db: Db,
  player: PlayerRow,
  input: Extract<AddMediaInput, { type: 'youtube' | 'vimeo' }>,
): Promise<Media> {
  const video = requireVideoUrl(input.type, input.url);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    await assertCanAdd(tx, player, 'highlight_clips', await countHighlightClips(tx, [player.id]));
    const [row] = await tx
      .insert(media)
      .values({
        playerId: player.id,
        type: video.type,
        url: video.url,
        providerId: video.providerId,
        caption: input.caption || null,
        sortOrder: input.sortOrder ?? 0,
      })
      .returning();
    return toMedia(row!);
  });
}

/** Best effort, after the commit: a file left behind is an orphan, never a broken row. */
export async function deleteMediaFiles(storage: Storage, keys: string[], log: FastifyBaseLogger) {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (err) {
      log.error({ err, key }, 'could not delete a media file');
    }
  }
}

/**
 * Registers a stored image as the player's profile image. Only one image is kept (spec 2 §4): the
 * player's other image rows go in the same transaction, and their files after it commits.
 */
export async function replaceProfileImage(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  player: PlayerRow,
  image: { key: string; caption?: string | null; sortOrder?: number },
): Promise<Media> {
  let created: MediaRow;
  let oldRows: MediaRow[];
  try {
    ({ created, oldRows } = await db.transaction(async (tx) => {
      await lockPlayer(tx, player.id);
      const old = await tx
        .delete(media)
        .where(and(eq(media.playerId, player.id), eq(media.type, 'image')))
        .returning();
      const [row] = await tx
        .insert(media)
        .values({
          playerId: player.id,
          type: 'image',
          url: publicPathFor(image.key),
          caption: image.caption || null,
          sortOrder: image.sortOrder ?? 0,
        })
        .returning();
      return { created: row!, oldRows: old };
    }));
  } catch (err) {
    // Nothing points at the new file: remove it rather than leave an orphan.
    await deleteMediaFiles(storage, [image.key], log);
    throw err;
  }
  const oldKeys = oldRows
    .map((r) => keyFromPublicPath(r.url))
    .filter((k): k is string => k !== null && k !== image.key);
  await deleteMediaFiles(storage, oldKeys, log);
  return toMedia(created);
}

/**
 * The stored files of a player's images. Deleting a player cascades to its media rows but cannot reach
 * the files: read these first, then call deleteMediaFiles after the commit (docs/security.md, Minors).
 */
export async function imageKeysOfPlayer(db: DbOrTx, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ url: media.url })
    .from(media)
    .where(and(eq(media.playerId, playerId), eq(media.type, 'image')));
  return rows.map((r) => keyFromPublicPath(r.url)).filter((k): k is string => k !== null);
}

export async function findMedia(db: DbOrTx, id: string): Promise<MediaRow> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound('Media not found.');
  return row;
}

/** Deletes a media row, and its file for an image. */
export async function deleteMedia(
  db: Db,
  storage: Storage,
  log: FastifyBaseLogger,
  row: MediaRow,
): Promise<void> {
  const deleted = await db.delete(media).where(eq(media.id, row.id)).returning({ id: media.id });
  if (deleted.length === 0) throw notFound('Media not found.');
  const key = row.type === 'image' ? keyFromPublicPath(row.url) : null;
  if (key) await deleteMediaFiles(storage, [key], log);
}

export const uploadFirst = () =>
  new AppError('VALIDATION_ERROR', 'Upload the image first', {
    issues: [{ path: 'publicPath', message: 'Upload the image first' }],
  });
