import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertSafeKey, contentTypeForKey, type Storage } from './storage.ts';

/**
 * Files in one directory (DATA_DIR/media). The content type is not stored beside the file: keys are
 * server-made and their extension is the type the file was encoded to.
 */
export function createDiskStorage(dir: string): Storage {
  const root = resolve(dir);
  let ready: Promise<unknown> | null = null;
  // Created on first write, so building the app (tests, fuzzing) leaves no directory behind.
  const ensureDir = () => {
    ready ??= mkdir(root, { recursive: true });
    return ready;
  };

  return {
    kind: 'disk',
    async put(key, data) {
      assertSafeKey(key);
      await ensureDir();
      // Write then rename: a reader never sees a half-written file.
      const tmp = join(root, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(tmp, data, { flag: 'wx' });
      await rename(tmp, join(root, key));
    },
    async get(key) {
      assertSafeKey(key);
      const path = join(root, key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), contentType: contentTypeForKey(key), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(join(root, key), { force: true });
    },
  };
}
