import type { Readable } from 'node:stream';

/** A stored object as read back: its bytes as a stream and the content type it was stored with. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | null;
}

/**
 * Where uploaded files live: the disk under DATA_DIR/media by default, an S3-compatible bucket when
 * S3_BUCKET is set. Keys are always made by the server (random hex + extension), never by a user.
 */
export interface Storage {
  readonly kind: 'disk' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
}

/** Server-made keys only: a defence in depth against path traversal should a caller ever slip. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]{0,127}\.[a-z0-9]{2,5}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing unsafe storage key: ${JSON.stringify(key)}`);
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The content type of a server-made key, from its extension. */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}
