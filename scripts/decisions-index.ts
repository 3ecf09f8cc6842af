import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * docs/decisions/ holds one file per decision, `D023-short-title.md`, opening `# D023 Title` and then
 * `Date: ... · Status: ...` (D286). README.md there lists them all in a table written by this script
 * between the two INDEX markers: `npx tsx scripts/decisions-index.ts` rewrites it from the files, and
 * scripts/decisions-index.test.ts fails when the table is not what this script would write.
 * `npx tsx scripts/decisions-index.ts --split <file>` cuts a single file of `## D023 Title` entries into
 * such files (how docs/decisions/ was made) and then writes the index.
 */
export const DECISIONS_DIR = resolve(import.meta.dirname, '..', 'docs', 'decisions');
export const INDEX_START = '<!-- INDEX START: written by `npx tsx scripts/decisions-index.ts` -->';
export const INDEX_END = '<!-- INDEX END -->';

export interface Decision {
  id: string;
  title: string;
  file: string;
  status: string;
  /** Later decisions that replace this one, in whole or in part, from its status and its text. */
  supersededBy: string[];
}

const FILE_NAME = /^(D\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const HEADING = /^# (D\d{3}) (.+)$/;

/** A short kebab-case name from a title: its first words, up to about 40 characters. */
export function fileName(id: string, title: string): string {
  const words = title
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length >= 3 && [...kept, word].join('-').length > 40) break;
    kept.push(word);
  }
  return `${id}-${kept.join('-')}.md`;
}

/** The status word(s) before any parenthesis: "accepted", "accepted, partly superseded", "superseded". */
function baseStatus(statusLine: string): string {
  return statusLine.replace(/\s*\(.*$/, '').trim();
}

export function parseDecision(file: string, text: string): Decision {
  const lines = text.split('\n');
  const heading = HEADING.exec(lines[0] ?? '');
  if (!heading) throw new Error(`${file}: the first line is not "# Dnnn Title"`);
  const statusMatch = /^Date: \S+ · Status: (.*)$/.exec(lines[1] ?? '');
  if (!statusMatch) throw new Error(`${file}: the second line is not "Date: ... · Status: ..."`);
  const status = baseStatus(statusMatch[1]);
  const successors = new Set<string>();
  if (status.includes('superseded')) {
    // "Status: accepted, partly superseded (MESSAGE PLAYER by D120, ...)" names them in the status.
    for (const m of statusMatch[1].matchAll(/D\d{3}/g)) successors.add(m[0]);
    for (const line of lines.slice(2)) {
      // "Superseded by D053 (...) and D054 (...)." on a line of its own names every successor;
      // "(Superseded by D058: ...)" inside a bullet names one.
      const found = /^Superseded by /.test(line)
        ? [...line.matchAll(/D\d{3}/g)].map((m) => m[0])
        : [...line.matchAll(/[Ss]uperseded by (D\d{3})/g)].map((m) => m[1]);
      for (const id of found) successors.add(id);
    }
  }
  successors.delete(heading[1]);
  return { id: heading[1], title: heading[2], file, status, supersededBy: [...successors].sort() };
}

export function decisionFiles(dir = DECISIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name !== 'README.md' && name.endsWith('.md'))
    .sort();
}

export function readDecisions(dir = DECISIONS_DIR): Decision[] {
  return decisionFiles(dir).map((file) => parseDecision(file, readFileSync(join(dir, file), 'utf8')));
}

/** What is wrong with the files themselves: names, headings that differ from names, shared numbers. */
export function problems(decisions: Decision[]): string[] {
  const found: string[] = [];
  const byId = new Map<string, string[]>();
  for (const d of decisions) {
    const name = FILE_NAME.exec(d.file);
    if (!name) found.push(`${d.file}: not named "Dnnn-kebab-title.md"`);
    else if (name[1] !== d.id) found.push(`${d.file}: its heading says ${d.id}`);
    byId.set(d.id, [...(byId.get(d.id) ?? []), d.file]);
  }
  for (const [id, files] of byId) if (files.length > 1) found.push(`${id} is in ${files.join(' and ')}`);
  for (const d of decisions) {
    for (const s of d.supersededBy)
      if (!byId.has(s)) found.push(`${d.file}: superseded by ${s}, which has no file`);
  }
  return found;
}

function link(id: string, byId: Map<string, Decision>): string {
  const target = byId.get(id);
  return target ? `[${id}](${target.file})` : id;
}

export function renderIndex(decisions: Decision[]): string {
  const byId = new Map(decisions.map((d) => [d.id, d]));
  const sorted = [...decisions].sort((a, b) => a.id.localeCompare(b.id));
  const rows = sorted.map((d) => {
    const status = d.supersededBy.length
      ? `${d.status} by ${d.supersededBy.map((id) => link(id, byId)).join(', ')}`
      : d.status;
    return `| [${d.id}](${d.file}) | ${d.title.replace(/\|/g, '\\|')} | ${status} |`;
  });
  return ['| Decision | Title | Status |', '| --- | --- | --- |', ...rows].join('\n');
}

/** README.md with the table between the markers replaced by the one the files give. */
export function renderReadme(readme: string, decisions: Decision[]): string {
  const start = readme.indexOf(INDEX_START);
  const end = readme.indexOf(INDEX_END);
  if (start < 0 || end < start) throw new Error('docs/decisions/README.md has lost its INDEX markers');
  return `${readme.slice(0, start + INDEX_START.length)}\n${renderIndex(decisions)}\n${readme.slice(end)}`;
}

/** Cuts `## D023 Title` entries of one file into one file each; returns the names written. */
export function split(text: string, dir = DECISIONS_DIR): string[] {
  const parts = text.split(/^(?=## D\d{3} )/m).slice(1);
  return parts.map((part) => {
    const [headingLine, ...body] = part.trimEnd().split('\n');
    const heading = /^## (D\d{3}) (.+)$/.exec(headingLine);
    if (!heading) throw new Error(`not a decision heading: ${headingLine}`);
    const name = fileName(heading[1], heading[2]);
    writeFileSync(join(dir, name), `# ${heading[1]} ${heading[2]}\n${body.join('\n')}\n`);
    return name;
  });
}

function main(args: string[]): void {
  if (args[0] === '--split') {
    if (!args[1]) throw new Error('usage: decisions-index.ts --split <file>');
    console.log(`${split(readFileSync(args[1], 'utf8')).length} decision files written`);
  }
  const decisions = readDecisions();
  const wrong = problems(decisions);
  if (wrong.length) throw new Error(wrong.join('\n'));
  const path = join(DECISIONS_DIR, 'README.md');
  writeFileSync(path, renderReadme(readFileSync(path, 'utf8'), decisions));
  console.log(`docs/decisions/README.md lists ${decisions.length} decisions`);
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) main(process.argv.slice(2));
