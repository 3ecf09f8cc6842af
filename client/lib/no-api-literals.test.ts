import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('..', import.meta.url));
/**
 * Product code only: tests (`*.test.ts`, `*.test.tsx`) pin the requests on the wire by their literal URL
 * on purpose, so a changed path in the contract fails them.
 */
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** A string literal that starts an API path: '/api', "/api/..." or `/api/...`. */
const API_LITERAL = /['"`]\/api(?=[/'"`?])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('the client calls the API through the contract', () => {
  it('holds no hand-typed /api/ path (use the api.<area>.<name> endpoints of common/api)', () => {
    const offending = sourceFiles(CLIENT)
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            API_LITERAL.test(line) ? [`${relative(CLIENT, file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offending).toEqual([]);
  });

  it('finds such a path when there is one', () => {
    expect(API_LITERAL.test("fetch('/api/players/me')")).toBe(true);
    expect(API_LITERAL.test('queryKey: [`/api/lists`, id]')).toBe(true);
    expect(API_LITERAL.test("const path = '/apiary';")).toBe(false);
  });
});
