import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * References lead somewhere this repository holds (D286). Comments, test names and documents point at:
 * - docs/*.md and other documents by path (`docs/architecture.md`);
 * - the product spec in docs/spec/: "spec N §M" is section M of docs/spec/N-*.md, "decisions §M" section M
 *   of docs/spec/0-decisions.md;
 * - decisions by their number alone, "D023" (also in ranges, "D156-D157"): one file each in docs/decisions/,
 *   `D023-short-title.md`. Every D followed by three digits, anywhere in a scanned file, must have its file.
 * A reference that does not resolve fails here, and so does one to a place the repository does not hold:
 * the numbered issues, items or `#N` tickets of a tracker. Say the reason in plain words or cite the
 * decision that records the choice instead. Scanned: the source trees below and the documents (README.md,
 * docs/*.md, docs/decisions/*.md); docs/spec/ is the product spec itself and keeps its own wording.
 */
const root = join(import.meta.dirname, '..');
const SOURCE_DIRS = ['server', 'client', 'common', 'test', 'e2e', 'scripts', 'lint', '.ci'];
const SELF = 'scripts/doc-references.test.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // .ci holds scripts without an extension.
    return /\.(ts|tsx|js|mjs|css|sh|sql|grit|ya?ml)$/.test(name) || dir.endsWith('.ci') ? [path] : [];
  });
}

function markdownIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(dir, name));
}

function specSections(number: string): Set<string> {
  const file = readdirSync(join(root, 'docs', 'spec')).find((name) => name.startsWith(`${number}-`));
  if (!file) return new Set();
  const text = readFileSync(join(root, 'docs', 'spec', file), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\./gm)].map((m) => m[1]));
}

const decisionIds = new Set(
  readdirSync(join(root, 'docs', 'decisions')).flatMap((name) => /^(D\d{3})-.*\.md$/.exec(name)?.[1] ?? []),
);

const read = (path: string) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') });
const sources = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir))).map(read);
const documents = [
  join(root, 'README.md'),
  ...markdownIn(join(root, 'docs')),
  ...markdownIn(join(root, 'docs', 'decisions')),
].map(read);

/**
 * a work-item reference: the word issue or item (singular or plural) followed by a number, and a ticket
 * number after "#" standing alone
 * (not a colour, an HTML entity or React's "error #418").
 */
const TRACKER_REFERENCE = /\bissues? #?\d+|\bitems? \d+|(?<=^|[\s(])(?<!error )#\d+(?=[\s),.:]|$)/gim;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

describe('references in code comments and documents', () => {
  it('name only section numbers the product spec in docs/spec has', () => {
    const broken: string[] = [];
    for (const { path, text } of sources) {
      if (path === SELF) continue;
      for (const m of text.matchAll(/\b(spec ([0-3])|[Dd]ecisions) §(\d+)/g)) {
        const doc = m[2] ?? '0';
        if (!specSections(doc).has(m[3])) broken.push(`${path}: ${m[0]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only documents and decisions that exist', () => {
    const broken: string[] = [];
    for (const { path, text } of [...sources, ...documents]) {
      if (path === SELF) continue;
      for (const m of text.matchAll(/\bdocs\/[\w./-]+\.md/g)) {
        try {
          statSync(join(root, m[0]));
        } catch {
          broken.push(`${path}: ${m[0]}`);
        }
      }
      for (const m of text.matchAll(/\bD\d{3}\b/g)) {
        if (!decisionIds.has(m[0]))
          broken.push(`${path}:${lineOf(text, m.index)}: ${m[0]} has no docs/decisions file`);
      }
    }
    for (const { path, text } of sources) {
      if (path === SELF) continue;
      for (const m of text.matchAll(/decisions-pending|shared\/(spec|guides)|security guide|style guide/g)) {
        broken.push(`${path}: ${m[0]} (not in this repository)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('cite no issue, item or ticket numbers: they lead to no place in this repository', () => {
    const broken: string[] = [];
    for (const { path, text } of [...sources, ...documents]) {
      if (path === SELF) continue;
      for (const m of text.matchAll(TRACKER_REFERENCE))
        broken.push(`${path}:${lineOf(text, m.index)}: ${m[0]}`);
    }
    expect(broken).toEqual([]);
  });

  it('recognises tracker references in their usual forms', () => {
    const found = (text: string) => [...text.matchAll(TRACKER_REFERENCE)].map((m) => m[0]);
    // The probe is assembled, so this file holds no reference of the kind it refuses.
    const [issue, item] = ['iss' + 'ue', 'it' + 'em'];
    const probe = `// as ${issue} 14 ${item} 3 asks; I${issue.slice(1)}s 2 and ${item} 5 (#14), see #27.`;
    expect(found(probe)).toEqual([
      `${issue} 14`,
      `${item} 3`,
      `I${issue.slice(1)}s 2`,
      `${item} 5`,
      '#14',
      '#27',
    ]);
    expect(found("color: #000; '&#39;' React error #418, id#12, the items list")).toEqual([]);
  });
});
