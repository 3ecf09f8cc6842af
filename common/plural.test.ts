import { describe, expect, it } from 'vitest';
import { plural, pluralNoun } from './plural.ts';

describe('plural', () => {
  it('says one for exactly one, the plural for zero and more, with thousands separators', () => {
    expect(plural(0, 'player')).toBe('0 players');
    expect(plural(1, 'player')).toBe('1 player');
    expect(plural(2, 'valid row')).toBe('2 valid rows');
    expect(plural(1250, 'entry', 'entries')).toBe('1,250 entries');
    expect(pluralNoun(1, 'entry', 'entries')).toBe('entry');
    expect(pluralNoun(0, 'entry', 'entries')).toBe('entries');
  });
});
