import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, lte, ne, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { pendingUploads } from '#server/db/schema/index.ts';
import { hashToken } from '#server/lib/tokens.ts';

/**
 * The two-step upload of spec 2 §7 (POST /api/media/upload, then PUT {uploadURL}, then
 * POST /api/players/{id}/media {publicPath}), registered in the database (pending_uploads) so that each of
 * the three requests may reach any server process (D177): a restart forgets nothing either.
 *
 * An upload URL is good for one PUT by the user who asked for it, within 15 minutes. After the PUT the
 * file waits 15 more minutes to be registered by that user; then the sweep deletes it. Every step is one
 * conditional statement, so two processes cannot both take the same step.
 */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;
/** Per user, uploads asked for but not yet registered: enough for a retry or two, not a flood. */
export const MAX_PENDING_PER_USER = 10;
/** A PUT still 'processing' this long after its URL expired died with its process: swept too. */
const STALLED_MS = 60 * 60 * 1000;

export interface PendingUpload {
  userId: string;
  /** The storage key the file will have: `<32 hex>.webp`. */
  key: string;
  state: 'waiting' | 'processing' | 'uploaded';
  expiresAt: Date;
}

export interface PendingUploads {
  create(userId: string): Promise<{ token: string; key: string } | null>;
  /** The entry for a PUT: waiting, unexpired and asked for by this user; it is marked processing. */
  beginUpload(token: string, userId: string): Promise<PendingUpload | null>;
  /** After a failed PUT the URL may be used again. */
  abortUpload(token: string): Promise<void>;
  finishUpload(token: string): Promise<void>;
  /**
   * Takes an uploaded, unregistered file of this user out of the registry; null when there is none. Given
   * the transaction that registers the file, a failed registration leaves the file claimable.
   */
  claim(key: string, userId: string, tx?: DbOrTx): Promise<PendingUpload | null>;
  /** Forgets expired entries and returns the keys of files stored but never registered. */
  sweep(now?: number): Promise<string[]>;
  size(): Promise<number>;
}

export function newMediaKey(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

const ENTRY = {
  userId: pendingUploads.userId,
  key: pendingUploads.key,
  state: pendingUploads.state,
  expiresAt: pendingUploads.expiresAt,
};

export function createPendingUploads(db: Db, clock: () => number = Date.now): PendingUploads {
  const at = (ms: number) => new Date(ms);
  return {
    async create(userId) {
      const now = clock();
      const [pending] = await db
        .select({ n: count() })
        .from(pendingUploads)
        .where(and(eq(pendingUploads.userId, userId), gt(pendingUploads.expiresAt, at(now))));
      if ((pending?.n ?? 0) >= MAX_PENDING_PER_USER) return null;
      const token = randomBytes(32).toString('base64url');
      const key = newMediaKey('webp');
      await db.insert(pendingUploads).values({
        tokenHash: hashToken(token),
        userId,
        key,
        state: 'waiting',
        expiresAt: at(now + UPLOAD_TTL_MS),
      });
      return { token, key };
    },
    async beginUpload(token, userId) {
      const [entry] = await db
        .update(pendingUploads)
        .set({ state: 'processing' })
        .where(
          and(
            eq(pendingUploads.tokenHash, hashToken(token)),
            eq(pendingUploads.userId, userId),
            eq(pendingUploads.state, 'waiting'),
            gt(pendingUploads.expiresAt, at(clock())),
          ),
        )
        .returning(ENTRY);
      return entry ?? null;
    },
    async abortUpload(token) {
      await db
        .update(pendingUploads)
        .set({ state: 'waiting' })
        .where(and(eq(pendingUploads.tokenHash, hashToken(token)), eq(pendingUploads.state, 'processing')));
    },
    async finishUpload(token) {
      await db
        .update(pendingUploads)
        .set({ state: 'uploaded', expiresAt: at(clock() + UPLOAD_TTL_MS) })
        .where(eq(pendingUploads.tokenHash, hashToken(token)));
    },
    async claim(key, userId, tx = db) {
      const [entry] = await tx
        .delete(pendingUploads)
        .where(
          and(
            eq(pendingUploads.key, key),
            eq(pendingUploads.userId, userId),
            eq(pendingUploads.state, 'uploaded'),
            gt(pendingUploads.expiresAt, at(clock())),
          ),
        )
        .returning(ENTRY);
      return entry ?? null;
    },
    async sweep(now = clock()) {
      const gone = await db
        .delete(pendingUploads)
        .where(
          or(
            and(lte(pendingUploads.expiresAt, at(now)), ne(pendingUploads.state, 'processing')),
            lte(pendingUploads.expiresAt, at(now - STALLED_MS)),
          ),
        )
        .returning({ key: pendingUploads.key, state: pendingUploads.state });
      return gone.filter((g) => g.state !== 'waiting').map((g) => g.key);
    },
    async size() {
      const [row] = await db.select({ n: count() }).from(pendingUploads);
      return row?.n ?? 0;
    },
  };
}
