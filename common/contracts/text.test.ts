import { describe, expect, it } from 'vitest';
import {
  CONTROL_MESSAGE,
  findControlChars,
  hasNoControl,
  isOneLine,
  multilineText,
  ONE_LINE_MESSAGE,
  text,
} from './text.ts';

/** D134: one rule for control characters, single-line and multi-line. */
describe('the control-character rule', () => {
  const c0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
  const c1 = Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)); // DEL and C1

  it('multi-line text keeps tab, line feed and carriage return, and refuses every other C0, DEL and C1', () => {
    for (const ch of [...c0, ...c1]) {
      const allowed = ch === '\t' || ch === '\n' || ch === '\r';
      expect(hasNoControl(`a${ch}b`), `U+${ch.charCodeAt(0).toString(16)}`).toBe(allowed);
    }
  });

  it('single-line text refuses all of them', () => {
    for (const ch of [...c0, ...c1]) expect(isOneLine(`a${ch}b`)).toBe(false);
  });

  it('leaves printable text alone: accents, U+00A0 and beyond, emoji', () => {
    for (const s of [
      'Zoë Ñúñez',
      'a\u00a0b',
      'Łukasz',
      '李',
      'go 🏒',
      '\u2028 is a line separator, not a control',
    ]) {
      expect(isOneLine(s)).toBe(true);
    }
  });

  it('the contract helpers say which rule was broken', () => {
    expect(
      text(50)
        .safeParse('Ann\u001b[2J')
        .error?.issues.map((i) => i.message),
    ).toEqual([CONTROL_MESSAGE]);
    expect(
      text(50)
        .safeParse('Ann\nLee')
        .error?.issues.map((i) => i.message),
    ).toEqual([ONE_LINE_MESSAGE]);
    expect(text(50).parse('  Ann Lee\n')).toBe('Ann Lee');
    expect(multilineText(50).parse('one\r\ntwo\tthree')).toBe('one\r\ntwo\tthree');
    expect(multilineText(50).safeParse('one\u0007').success).toBe(false);
  });

  it('finds every string and key holding a control, skipping the named top-level fields', () => {
    const value = { a: 'ok\n', b: ['x', 'y\u0000'], c: { 'k\u009b': 1 }, csv: 'a\u001bb' };
    expect(findControlChars(value)).toEqual([['b', 1], ['c', 'k\u009b'], ['csv']]);
    expect(findControlChars(value, ['csv'])).toEqual([
      ['b', 1],
      ['c', 'k\u009b'],
    ]);
  });
});
