import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments point at documents this repository holds: docs/*.md, the product spec in docs/spec/
 * ("spec N §M" is section M of docs/spec/N-*.md, "decisions §M" section M of docs/spec/0-decisions.md) and
 * numbered entries of docs/decisions.md ("D023"). A reference that does not resolve fails here.
 */
const root = join(import.meta.dirname, '..');
const SOURCE_DIRS = ['server', 'client', 'common', 'test', 'e2e', 'scripts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'migrations') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css|sh)$/.test(name) ? [path] : [];
  });
}

function specSections(number: string): Set<string> {
  const file = readdirSync(join(root, 'docs', 'spec')).find((name) => name.startsWith(`${number}-`));
  if (!file) return new Set();
  const text = readFileSync(join(root, 'docs', 'spec', file), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
}

const decisionIds = new Set(
  [...readFileSync(join(root, 'docs', 'decisions.md'), 'utf8').matchAll(/^## (D\d{3}) /gm)].map((m) => m[1]),
);

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

describe('references in code comments', () => {
  it('name only section numbers the product spec in docs/spec has', () => {
    const broken: string[] = [];
    for (const { path, text } of files) {
      if (path === 'scripts/doc-references.test.ts') continue;
      for (const m of text.matchAll(/\b(spec ([0-3])|[Dd]ecisions) §(\d+)/g)) {
        const doc = m[2] ?? '0';
        if (!specSections(doc).has(m[3])) broken.push(`${path}: ${m[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only documents and decision entries that exist', () => {
    const broken: string[] = [];
    for (const { path, text } of files) {
      if (path === 'scripts/doc-references.test.ts') continue;
      for (const m of text.matchAll(/\bdocs\/[\w./-]+\.md/g)) {
        try {
          statSync(join(root, m[0]));
        } catch {
          broken.push(`${path}: ${m[0]}`);
        }
      }
      for (const m of text.matchAll(/decisions\.md (D\d{3})/g)) {
        if (!decisionIds.has(m[1])) broken.push(`${path}: ${m[0]}`);
      }
      for (const m of text.matchAll(/decisions-pending|shared\/(spec|guides)|security guide|style guide/g)) {
        broken.push(`${path}: ${m[0]} (not in this repository)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
