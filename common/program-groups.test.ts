import { describe, expect, it } from 'vitest';
import { PROGRAM_KINDS, PROGRAM_LEVELS } from './enums.ts';
import {
  type GroupCounts,
  OTHER_GROUP,
  parentGroupKey,
  poolProgramGroups,
  programGroupKey,
  programGroupLabel,
  UNKNOWN_GROUP,
  UNVERIFIED_GROUP,
} from './program-groups.ts';

/** D331, D332: the one labelling of a recruiter's program group, for the Analytics tab and the digest. */

const program = (p: Partial<Parameters<typeof programGroupKey>[0] & object>) => ({
  kind: 'ncaa' as const,
  level: null,
  division: null,
  programGender: null,
  ...p,
});

describe('programGroupKey and programGroupLabel', () => {
  it.each([
    [program({ division: 'D1', programGender: 'men' }), 'ncaa:D1:men', "NCAA Division I men's"],
    [program({ division: 'D3', programGender: 'women' }), 'ncaa:D3:women', "NCAA Division III women's"],
    [program({}), 'ncaa', 'NCAA college'],
    [program({ kind: 'junior', level: 'ushl' }), 'junior:ushl', 'USHL'],
    [program({ kind: 'junior', level: 'chl' }), 'junior:chl', 'CHL (OHL, WHL, QMJHL)'],
    [program({ kind: 'prep_high_school', level: 'prep' }), 'prep_high_school:prep', 'Prep school'],
    [program({ kind: 'acha', level: 'm2' }), 'acha:m2', "ACHA Men's Division 2"],
    [program({ kind: 'u_sports', programGender: 'women' }), 'u_sports', 'U Sports (Canadian university)'],
  ] as const)('%o is %s, "%s"', (input, key, label) => {
    expect(programGroupKey(input)).toBe(key);
    expect(programGroupLabel(key)).toBe(label);
  });

  it("never shows a club's free-text league (it could name the club), nor a level of another kind", () => {
    expect(programGroupKey(program({ kind: 'european_club', level: 'Frölunda HC, SHL' }))).toBe(
      'european_club',
    );
    expect(programGroupKey(program({ kind: 'other_club', level: 'Lakeside Lions' }))).toBe('other_club');
    expect(programGroupKey(program({ kind: 'junior', level: 'm1' }))).toBe('junior');
    expect(programGroupLabel('european_club')).toBe('European club');
  });

  it('a recruiter without a verified program, a closed account and anything unknown', () => {
    expect(programGroupKey(null)).toBe(UNVERIFIED_GROUP);
    expect(programGroupLabel(UNVERIFIED_GROUP)).toBe('Programs not yet verified');
    expect(programGroupLabel(UNKNOWN_GROUP)).toBe('Closed accounts');
    expect(programGroupLabel(OTHER_GROUP)).toBe('Other programs');
    expect(programGroupLabel('nonsense:x')).toBe('Other programs');
    expect(programGroupLabel('ncaa:D9:men')).toBe('NCAA college');
  });

  it('every kind and fixed level has a label of its own', () => {
    for (const kind of PROGRAM_KINDS) expect(programGroupLabel(kind)).not.toBe('Other programs');
    for (const [kind, levels] of Object.entries(PROGRAM_LEVELS)) {
      for (const level of levels)
        expect(programGroupLabel(`${kind}:${level}`)).not.toBe(programGroupLabel(kind));
    }
  });

  it('a level pools into its kind, a kind into "other"', () => {
    expect(parentGroupKey('ncaa:D1:men')).toBe('ncaa');
    expect(parentGroupKey('junior:ushl')).toBe('junior');
    expect(parentGroupKey('junior')).toBe(OTHER_GROUP);
    expect(parentGroupKey(UNVERIFIED_GROUP)).toBe(OTHER_GROUP);
  });
});

const row = (
  key: string,
  members: string[],
  viewers: number,
  savedBy = 0,
  conversations = 0,
): GroupCounts => ({
  key,
  members,
  viewers,
  savedBy,
  conversations,
});

describe('poolProgramGroups', () => {
  it('keeps groups of 3 recruiters or more, pools smaller levels into their kind, and small kinds into "other"', () => {
    const pooled = poolProgramGroups([
      row('ncaa:D1:men', ['a', 'b', 'c'], 3, 1),
      row('ncaa:D2:men', ['d'], 1),
      row('ncaa:D3:men', ['e', 'f'], 2, 1),
      row('junior:ushl', ['g'], 1, 1),
      row(UNVERIFIED_GROUP, ['h'], 1),
    ]);
    expect(pooled).toEqual([
      // D2 (1) and D3 (2) together make 3 NCAA recruiters: shown as "NCAA college" (a tie: by label).
      { group: 'ncaa', viewers: 3, savedBy: 1, conversations: 0 },
      { group: 'ncaa:D1:men', viewers: 3, savedBy: 1, conversations: 0 },
      { group: OTHER_GROUP, viewers: 2, savedBy: 1, conversations: 0 },
    ]);
  });

  it('never hides or rounds a count: the rows add up to the totals, "other" shown whatever its size', () => {
    const input = [row('junior:ushl', ['g'], 1, 1, 1), row('acha:m1', ['h'], 0, 1)];
    const pooled = poolProgramGroups(input);
    expect(pooled).toEqual([{ group: OTHER_GROUP, viewers: 1, savedBy: 2, conversations: 1 }]);
    expect(poolProgramGroups([])).toEqual([]);
  });

  it('orders by saves, then conversations, then viewers, with "other" last', () => {
    const pooled = poolProgramGroups([
      row('ncaa:D1:men', ['a', 'b', 'c'], 3, 0, 1),
      row('junior:ushl', ['d', 'e', 'f'], 1, 2),
      row('acha:m1', ['g'], 1, 1),
    ]);
    expect(pooled.map((p) => p.group)).toEqual(['junior:ushl', 'ncaa:D1:men', OTHER_GROUP]);
  });
});
