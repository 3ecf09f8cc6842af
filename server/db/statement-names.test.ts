import { describe, expect, it } from 'vitest';
import { StatementNames } from './statement-names.ts';

/** D362: which statements are sent named, on which connection. */
describe('StatementNames', () => {
  it('names a text from its third sending on, under one name on every connection', () => {
    const names = new StatementNames(3, 10, 100);
    const a = {};
    const b = {};
    expect(names.nameFor(a, 'select $1')).toBeUndefined();
    expect(names.nameFor(b, 'select $1')).toBeUndefined();
    const name = names.nameFor(a, 'select $1');
    expect(name).toMatch(/^rs/);
    expect(names.nameFor(b, 'select $1')).toBe(name);
    expect(names.nameFor(a, 'select $1')).toBe(name);
    expect(names.nameFor(a, 'select $2')).toBeUndefined();
  });

  it('holds at most perConnection named statements on a connection; the rest run unnamed there', () => {
    const names = new StatementNames(1, 2, 100);
    const a = {};
    const b = {};
    const first = names.nameFor(a, 'q1');
    const second = names.nameFor(a, 'q2');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(names.nameFor(a, 'q3')).toBeUndefined();
    // The two it holds keep their names; another connection has room for the third.
    expect(names.nameFor(a, 'q1')).toBe(first);
    expect(names.nameFor(b, 'q3')).toBeDefined();
  });

  it('tracks at most `tracked` texts, the least recently sent forgotten first, then named anew', () => {
    const names = new StatementNames(2, 100, 2);
    const a = {};
    names.nameFor(a, 'x');
    const x = names.nameFor(a, 'x');
    expect(x).toBeDefined();
    names.nameFor(a, 'y');
    expect(names.nameFor(a, 'x')).toBe(x); // sent again: now the most recent, y the least
    names.nameFor(a, 'z'); // y forgotten
    expect(names.nameFor(a, 'y')).toBeUndefined(); // counted from one again; x forgotten
    expect(names.nameFor(a, 'x')).toBeUndefined();
    const again = names.nameFor(a, 'x');
    expect(again).toBeDefined();
    expect(again).not.toBe(x);
  });
});
