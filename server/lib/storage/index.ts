import { join } from 'node:path';
import type { Env } from '#server/env.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export { createDiskStorage } from './disk-storage.ts';
export { createS3Storage, type S3Options } from './s3-storage.ts';
export { contentTypeForKey, type Storage, StorageError, type StoredObject } from './storage.ts';

/** S3 when S3_BUCKET is set (env.ts insists on its keys), otherwise DATA_DIR/media (D012, D190). */
export function createStorage(env: Env): Storage {
  if (env.S3_BUCKET) {
    const region = env.S3_REGION ?? 'us-east-1';
    return createS3Storage({
      endpoint: env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
      bucket: env.S3_BUCKET,
      region,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      pathStyle: env.S3_PATH_STYLE,
    });
  }
  return createDiskStorage(join(env.DATA_DIR, 'media'));
}
