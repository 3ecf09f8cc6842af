import { describe, expect, it } from 'vitest';
import {
  commitmentProgramLabel,
  commitmentStopsRecruiter,
  committedElsewhereMessage,
  formatCommitmentDate,
  normalizeProgramName,
} from './commitment.ts';
import type { Commitment } from './contracts/commitment.ts';
import { CommitmentInputSchema } from './contracts/commitment.ts';

const BC: Commitment = {
  kind: 'ncaa',
  programName: 'Boston College',
  division: 'D1',
  programGender: 'men',
  committedOn: '2026-11-01',
};
const JUNIOR: Commitment = {
  kind: 'other',
  programName: 'Sioux Falls Stampede',
  division: null,
  programGender: null,
  committedOn: '2026-10-15',
};

describe('commitmentStopsRecruiter (D154)', () => {
  it.each([
    [
      'another D1 men program',
      BC,
      { division: 'D1', programGender: 'men', orgName: 'Boston University' },
      true,
    ],
    ['the same program', BC, { division: 'D1', programGender: 'men', orgName: 'Boston College' }, false],
    [
      'the same program, typed differently',
      BC,
      { division: 'D1', programGender: 'men', orgName: ' boston-COLLEGE ' },
      false,
    ],
    [
      'the same school, the other side',
      BC,
      { division: 'D1', programGender: 'women', orgName: 'Boston College' },
      true,
    ],
    [
      'the same name in another division',
      BC,
      { division: 'D3', programGender: 'men', orgName: 'Boston College' },
      true,
    ],
    [
      'an NCAA recruiter with no program name',
      BC,
      { division: 'D2', programGender: 'men', orgName: null },
      true,
    ],
    [
      'a recruiter outside the NCAA',
      BC,
      { division: null, programGender: null, orgName: 'Sioux Falls Stampede' },
      false,
    ],
    [
      'any recruiter after a commitment outside the NCAA',
      JUNIOR,
      { division: 'D1', programGender: 'men', orgName: 'Boston University' },
      false,
    ],
    [
      'any recruiter without a commitment',
      null,
      { division: 'D1', programGender: 'men', orgName: 'Boston University' },
      false,
    ],
  ] as const)('%s: %s', (_, commitment, program, stops) => {
    expect(commitmentStopsRecruiter(commitment, program)).toBe(stops);
  });
});

describe('commitment names', () => {
  it('compares program names without case, accents, spacing or punctuation', () => {
    expect(normalizeProgramName('  Université  de Montréal (U Sports) ')).toBe(
      'universite de montreal u sports',
    );
  });

  it('labels an NCAA program and dates the commitment as entered', () => {
    expect(commitmentProgramLabel(BC)).toBe("NCAA Division I men's hockey");
    expect(commitmentProgramLabel(JUNIOR)).toBeNull();
    expect(formatCommitmentDate('2026-01-09')).toBe('January 9, 2026');
    expect(committedElsewhereMessage(BC)).toContain(
      "committed to Boston College (NCAA Division I men's hockey) on November 1, 2026",
    );
  });
});

describe('CommitmentInputSchema', () => {
  it('takes an NCAA commitment and another program, with blank choices read as none', () => {
    expect(CommitmentInputSchema.parse({ ...BC, programName: ' Boston College ' })).toEqual(BC);
    expect(CommitmentInputSchema.parse({ ...JUNIOR, division: '', programGender: '' })).toEqual(JUNIOR);
  });

  it('names every missing field of an NCAA commitment at once', () => {
    const result = CommitmentInputSchema.safeParse({ kind: 'ncaa', programName: '', committedOn: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'committedOn',
      'division',
      'programGender',
      'programName',
    ]);
  });
});
