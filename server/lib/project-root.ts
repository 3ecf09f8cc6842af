import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder (the one holding package.json), found from a module's folder: server/ when run from
 * the source, dist/server/ when run from the build (D160). Paths of the build's other parts (dist/client)
 * are taken from it, so they hold from either.
 */
export function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}
