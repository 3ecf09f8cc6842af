import { randomBytes } from 'node:crypto';
import { hashToken } from '#server/lib/tokens.ts';

/**
 * The two-step upload of spec 2 §7 (POST /api/media/upload, then PUT {uploadURL}, then
 * POST /api/players/{id}/media {publicPath}), kept in memory rather than in a table so the migration
 * history stays one file. Consequences (docs/decisions.md): a restart forgets uploads in flight (the
 * user uploads again), and several server processes would need sticky sessions or a table.
 *
 * An upload URL is good for one PUT by the user who asked for it, within 15 minutes. After the PUT the
 * file waits 15 more minutes to be registered by that user; then the sweep deletes it.
 */
export const UPLOAD_TTL_MS = 15 * 60 * 1000;
/** Per user, uploads asked for but not yet registered: enough for a retry or two, not a flood. */
export const MAX_PENDING_PER_USER = 10;

export interface PendingUpload {
  userId: string;
  /** The storage key the file will have: `<32 hex>.webp`. */
  key: string;
  state: 'waiting' | 'processing' | 'uploaded';
  expiresAt: number;
}

export interface PendingUploads {
  create(userId: string): { token: string; key: string } | null;
  /** The entry for a PUT: waiting, unexpired and asked for by this user; it is marked processing. */
  beginUpload(token: string, userId: string): PendingUpload | null;
  /** After a failed PUT the URL may be used again. */
  abortUpload(token: string): void;
  finishUpload(token: string): void;
  /** Takes an uploaded, unregistered file of this user out of the registry; null when there is none. */
  claim(key: string, userId: string): PendingUpload | null;
  /** Forgets expired entries and returns the keys of files stored but never registered. */
  sweep(now?: number): string[];
  size(): number;
}

export function newMediaKey(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function createPendingUploads(clock: () => number = Date.now): PendingUploads {
  // Keyed by the token's hash, like every other token of the app.
  const byToken = new Map<string, PendingUpload>();

  const liveEntry = (token: string) => {
    const entry = byToken.get(hashToken(token));
    if (!entry || entry.expiresAt <= clock()) return null;
    return entry;
  };

  return {
    create(userId) {
      const now = clock();
      let pending = 0;
      for (const e of byToken.values()) if (e.userId === userId && e.expiresAt > now) pending += 1;
      if (pending >= MAX_PENDING_PER_USER) return null;
      const token = randomBytes(32).toString('base64url');
      const key = newMediaKey('webp');
      byToken.set(hashToken(token), { userId, key, state: 'waiting', expiresAt: now + UPLOAD_TTL_MS });
      return { token, key };
    },
    beginUpload(token, userId) {
      const entry = liveEntry(token);
      if (!entry || entry.userId !== userId || entry.state !== 'waiting') return null;
      entry.state = 'processing';
      return entry;
    },
    abortUpload(token) {
      const entry = byToken.get(hashToken(token));
      if (entry?.state === 'processing') entry.state = 'waiting';
    },
    finishUpload(token) {
      const entry = byToken.get(hashToken(token));
      if (!entry) return;
      entry.state = 'uploaded';
      entry.expiresAt = clock() + UPLOAD_TTL_MS;
    },
    claim(key, userId) {
      const now = clock();
      for (const [hash, entry] of byToken) {
        if (entry.key !== key) continue;
        if (entry.userId !== userId || entry.state !== 'uploaded' || entry.expiresAt <= now) return null;
        byToken.delete(hash);
        return entry;
      }
      return null;
    },
    sweep(now = clock()) {
      const orphans: string[] = [];
      for (const [hash, entry] of byToken) {
        if (entry.expiresAt > now || entry.state === 'processing') continue;
        byToken.delete(hash);
        if (entry.state === 'uploaded') orphans.push(entry.key);
      }
      return orphans;
    },
    size: () => byToken.size,
  };
}
