import { describe, expect, it } from 'vitest';
import type { VerifiedProgram } from './contracts/recruiters.ts';
import { sameProgram } from './same-program.ts';

const ncaa = (ncaaProgramId: string | null, name = 'Minnesota State'): VerifiedProgram => ({
  kind: 'ncaa',
  level: null,
  division: 'D1',
  programGender: 'men',
  ncaaProgramId,
  name,
});
const junior = (name: string, level: string | null = 'ushl'): VerifiedProgram => ({
  kind: 'junior',
  level,
  division: null,
  programGender: null,
  ncaaProgramId: null,
  name,
});

describe('sameProgram (D320)', () => {
  it('matches NCAA programs by their directory row', () => {
    expect(sameProgram(ncaa('a'), ncaa('a', 'Minn. State'))).toBe(true);
    expect(sameProgram(ncaa('a'), ncaa('b', 'Minnesota State'))).toBe(false);
    // A directory program and one "not listed" of the same name are not known to be the same.
    expect(sameProgram(ncaa('a'), ncaa(null))).toBe(false);
  });

  it('matches other programs by kind, side and name without case, accents or extra spaces', () => {
    expect(sameProgram(junior('Prairie City Blizzard'), junior('  prairie  city blizzard '))).toBe(true);
    expect(sameProgram(junior('Québec Remparts'), junior('Quebec Remparts'))).toBe(true);
    expect(sameProgram(junior('Prairie City Blizzard'), junior('Prairie City Storm'))).toBe(false);
    expect(sameProgram(junior('Harbor Hill'), { ...junior('Harbor Hill'), kind: 'prep_high_school' })).toBe(
      false,
    );
    expect(
      sameProgram(ncaa(null, 'Hill College'), { ...ncaa(null, 'Hill College'), programGender: 'women' }),
    ).toBe(false);
    expect(sameProgram(junior(''), junior(''))).toBe(false);
  });

  it('has no colleague without a verified program', () => {
    expect(sameProgram(null, junior('Prairie City Blizzard'))).toBe(false);
    expect(sameProgram(null, null)).toBe(false);
  });
});
