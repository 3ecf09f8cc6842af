import { describe, expect, it } from 'vitest';
import {
  firstGrapheme,
  graphemes,
  initials,
  initialsOfFullName,
  splitFullName,
  truncateGraphemes,
} from './names.ts';

/** A lone surrogate: what a cut inside a surrogate pair leaves (the server writes it as U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Emoji outside the BMP (surrogate pairs), a ZWJ family, a flag, a skin tone, and letters written with
// combining marks (e + U+0301, o + U+0308 + U+0304).
const HOCKEY = '\u{1F3D2}';
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
const FLAG_CA = '\u{1F1E8}\u{1F1E6}';
const THUMB = '\u{1F44D}\u{1F3FD}';
const E_ACUTE = 'e\u0301';
const O_MARKS = 'o\u0308\u0304';

describe('graphemes', () => {
  it('keeps emoji, ZWJ sequences, flags, skin tones and combining marks whole', () => {
    expect(graphemes(`${HOCKEY}${FAMILY}${FLAG_CA}${THUMB}${E_ACUTE}${O_MARKS}a`)).toEqual([
      HOCKEY,
      FAMILY,
      FLAG_CA,
      THUMB,
      E_ACUTE,
      O_MARKS,
      'a',
    ]);
  });
});

describe('firstGrapheme', () => {
  it('is the first user-perceived character after trimming', () => {
    expect(firstGrapheme(`  ${HOCKEY}Max`)).toBe(HOCKEY);
    expect(firstGrapheme(`${E_ACUTE}lodie`)).toBe(E_ACUTE);
    expect(firstGrapheme(FAMILY)).toBe(FAMILY);
    expect(firstGrapheme('   ')).toBe('');
  });
});

describe('initials', () => {
  it('takes the first grapheme of each name, upper-cased', () => {
    expect(initials('ethan', 'marchetti')).toBe('EM');
    expect(initials(`${E_ACUTE}lodie`, `${O_MARKS}ller`)).toBe('E\u0301O\u0308\u0304');
    expect(initials(`${HOCKEY} Max`, `${FLAG_CA}`)).toBe(`${HOCKEY}${FLAG_CA}`);
    expect(initials('', '')).toBe('');
  });

  it('never leaves a lone surrogate', () => {
    for (const name of [HOCKEY, FAMILY, FLAG_CA, THUMB, `${HOCKEY}x`]) {
      expect(initials(name, name)).not.toMatch(LONE_SURROGATE);
    }
  });

  it('keeps an initial one grapheme when its upper case would be two letters', () => {
    expect(initials('ßen', 'ok')).toBe('ßO');
  });
});

describe('initialsOfFullName', () => {
  it('takes the first and last words', () => {
    expect(initialsOfFullName('Jordan Avery')).toBe('JA');
    expect(initialsOfFullName('Madonna')).toBe('M');
    expect(initialsOfFullName(`M${HOCKEY} von ${E_ACUTE}mile`)).toBe('ME\u0301');
    expect(initialsOfFullName(`${HOCKEY}${HOCKEY} ${THUMB}`)).toBe(`${HOCKEY}${THUMB}`);
    expect(initialsOfFullName('  ')).toBe('');
  });
});

describe('truncateGraphemes', () => {
  it('leaves a short text alone', () => {
    expect(truncateGraphemes('Hello', 5)).toBe('Hello');
    // Five graphemes, ten UTF-16 units: not cut.
    expect(truncateGraphemes(HOCKEY.repeat(5), 5)).toBe(HOCKEY.repeat(5));
  });

  it('cuts between graphemes and ends with an ellipsis', () => {
    expect(truncateGraphemes('Hello world', 6)).toBe('Hello…');
    expect(truncateGraphemes(HOCKEY.repeat(10), 4)).toBe(`${HOCKEY.repeat(3)}…`);
    expect(truncateGraphemes(`ab${FAMILY}cdef`, 4)).toBe(`ab${FAMILY}…`);
    expect(truncateGraphemes(`${E_ACUTE.repeat(8)}`, 3)).toBe(`${E_ACUTE}${E_ACUTE}…`);
    expect(truncateGraphemes(`${'x'.repeat(9)}${HOCKEY}${HOCKEY}`, 11)).toBe(
      `${'x'.repeat(9)}${HOCKEY}${HOCKEY}`,
    );
    expect(truncateGraphemes(`${'x'.repeat(9)}${HOCKEY}${HOCKEY}`, 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('never leaves a lone surrogate', () => {
    const text = `${THUMB}${FLAG_CA}${HOCKEY}`.repeat(20);
    for (let max = 1; max < 40; max++) expect(truncateGraphemes(text, max)).not.toMatch(LONE_SURROGATE);
  });
});

describe('splitFullName', () => {
  it('keeps emoji and combining marks inside their words', () => {
    expect(splitFullName(`${HOCKEY}Max ${E_ACUTE}mile ${FAMILY}`)).toEqual({
      firstName: `${HOCKEY}Max`,
      lastName: `${E_ACUTE}mile ${FAMILY}`,
    });
  });
});
