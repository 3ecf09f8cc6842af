import type { Readable } from 'node:stream';
import { AppError } from '#server/lib/errors.ts';

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

/**
 * The storage service failed or refused a call (unreachable, timed out, access denied, no such bucket). The
 * client gets 503 with a plain message; the log gets the operation, key, status and the service's own code
 * and message (D191). A missing object is not an error: get answers null and the route 404.
 */
export class StorageError extends AppError {
  readonly operation: string;
  readonly key: string;
  readonly status: number | null;
  readonly s3Code: string | null;
  readonly s3Message: string | null;
  readonly reason: string | null;

  constructor(
    operation: string,
    key: string,
    detail: {
      status?: number;
      code?: string | null;
      message?: string | null;
      reason?: string;
      cause?: unknown;
    },
  ) {
    super('UNAVAILABLE', 'File storage is not available right now. Please try again in a moment.');
    this.name = 'StorageError';
    this.operation = operation;
    this.key = key;
    this.status = detail.status ?? null;
    this.s3Code = detail.code ?? null;
    this.s3Message = detail.message ?? null;
    this.reason = detail.reason ?? null;
    if (detail.cause !== undefined) this.cause = detail.cause;
  }

  /** What went wrong, for logs and tests (the client sees only the message). */
  describe(): string {
    const what = this.status === null ? `${this.reason}` : `${this.status} ${this.s3Code ?? ''}`.trim();
    return `storage ${this.operation} ${this.key} failed: ${what}${this.s3Message ? ` (${this.s3Message})` : ''}`;
  }
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
