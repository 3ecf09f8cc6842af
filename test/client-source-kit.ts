import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT = fileURLToPath(new URL('../client/', import.meta.url));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The lines of the client's product code (tests left out) that match `pattern`, as "file:line: text",
 * for the tests that keep a kind of code out of the client.
 */
export function clientLinesMatching(pattern: RegExp): string[] {
  return sourceFiles(CLIENT)
    .filter((file) => !isTest(file))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          pattern.test(line) ? [`${relative(CLIENT, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
}
