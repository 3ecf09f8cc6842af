import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DECISIONS_DIR,
  fileName,
  parseDecision,
  problems,
  readDecisions,
  renderIndex,
  renderReadme,
} from './decisions-index.ts';

/** docs/decisions/: one file per decision and an index written from them (D286). */
const decisions = readDecisions();

describe('docs/decisions', () => {
  it("README.md's table is the one `npx tsx scripts/decisions-index.ts` writes", () => {
    const readme = readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8');
    expect(readme).toBe(renderReadme(readme, decisions));
  });

  it('has no two files with one number, and every heading matches its file name', () => {
    expect(problems(decisions)).toEqual([]);
  });
});

describe('decisions-index', () => {
  const entry = (id: string, title: string, status: string, body = '') =>
    parseDecision(fileName(id, title), `# ${id} ${title}\nDate: 2026-11-29 · Status: ${status}\n${body}`);

  it('names a file by its number and the first words of its title', () => {
    expect(fileName('D001', 'Identifiers are UUIDs')).toBe('D001-identifiers-are-uuids.md');
    expect(fileName('D057', "Who sees a minor's schedule details and game venues")).toBe(
      'D057-who-sees-a-minors-schedule-details-and.md',
    );
  });

  it('reports a shared number and a heading that differs from the file name', () => {
    const one = entry('D001', 'One', 'accepted');
    const again = entry('D001', 'Again', 'accepted');
    const misnamed = { ...entry('D002', 'Two', 'accepted'), file: 'D003-two.md' };
    expect(problems([one, again, misnamed])).toEqual([
      'D003-two.md: its heading says D002',
      'D001 is in D001-one.md and D001-again.md',
    ]);
  });

  it('links a superseded entry to its successors', () => {
    const old = entry('D001', 'Old', 'superseded', 'Superseded by D002 ("New") and D003 ("Newer").\n');
    const part = entry('D004', 'Part', 'accepted, partly superseded', '- (Superseded by D002: now so.)\n');
    const table = renderIndex([
      old,
      entry('D002', 'New', 'accepted'),
      entry('D003', 'Newer', 'accepted'),
      part,
    ]);
    expect(table.split('\n')).toEqual([
      '| Decision | Title | Status |',
      '| --- | --- | --- |',
      '| [D001](D001-old.md) | Old | superseded by [D002](D002-new.md), [D003](D003-newer.md) |',
      '| [D002](D002-new.md) | New | accepted |',
      '| [D003](D003-newer.md) | Newer | accepted |',
      '| [D004](D004-part.md) | Part | accepted, partly superseded by [D002](D002-new.md) |',
    ]);
  });
});
