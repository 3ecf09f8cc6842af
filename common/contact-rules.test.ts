import { describe, expect, it } from 'vitest';
import {
  canRecruiterStart,
  contactCalendarDay,
  formatContactDate,
  graduationYearError,
  NOT_VERIFIED_MESSAGE,
  PROGRAM_REQUIRED_MESSAGE,
  recruiterContactAllowedFrom,
  recruiterReplyRule,
} from './contact-rules.ts';
import { type NcaaDivision, PROGRAM_KINDS, type ProgramGender, type ProgramKind } from './enums.ts';
import { NCAA_CONTACT_RULES } from './ncaa-contact-rules.ts';
import { PROGRAM_KIND_RULES } from './program-contact-rules.ts';

const rules = NCAA_CONTACT_RULES;
/** Hawaii (UTC-10) is the last US time zone to reach a date: 10:00 UTC is its midnight. */
const hawaiiMidnight = (day: string) => new Date(`${day}T10:00:00Z`);
const justBefore = (day: string) => new Date(hawaiiMidnight(day).getTime() - 1000);

// Class of 2030: sophomore year from fall 2027 to spring 2028.
const CLASS = 2030;
const BIRTH = { birthYear: 2012 };

/** The table of every division and program, with the first day contact may start. */
const TABLE: [NcaaDivision, ProgramGender, string | null][] = [
  ['D1', 'men', '2028-01-01'],
  ['D1', 'women', '2028-06-15'],
  ['D2', 'men', '2028-06-15'],
  ['D2', 'women', '2028-06-15'],
  ['D3', 'men', null],
  ['D3', 'women', null],
];

describe('NCAA contact dates (common/ncaa-contact-rules.ts)', () => {
  it('has exactly one rule per division and program, each with a source', () => {
    const keys = rules.map((r) => `${r.division}/${r.programGender}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(TABLE.map(([d, g]) => `${d}/${g}`).sort());
    for (const rule of rules) {
      expect(rule.source.title).toMatch(/NCAA Division I{1,3} Manual/);
      expect(rule.source.url).toMatch(/^https:\/\//);
      expect(rule.source.read).toBe('as published, 2025-26');
    }
  });

  for (const [division, programGender, day] of TABLE) {
    const program = { kind: 'ncaa' as const, division, programGender };
    const start = (now: Date) =>
      canRecruiterStart(rules, { program, verified: true, graduationYear: CLASS, birth: BIRTH, now });

    it(`${division} ${programGender}: the class of ${CLASS} may be contacted from ${day ?? 'any time'}`, () => {
      expect(recruiterContactAllowedFrom(rules, program, CLASS)).toBe(day);
    });

    if (day === null) {
      it(`${division} ${programGender}: a grade-8 player may be contacted (no date limit)`, () => {
        expect(start(new Date('2025-09-01T12:00:00Z'))).toEqual({ allowed: true, allowedFrom: null });
        expect(
          recruiterReplyRule(rules, {
            program,
            verified: true,
            graduationYear: CLASS,
            birth: BIRTH,
            now: new Date('2025-09-01T12:00:00Z'),
          }),
        ).toBeNull();
      });
      continue;
    }

    it(`${division} ${programGender}: refused the moment before ${day}, with the date`, () => {
      const result = start(justBefore(day));
      expect(result).toMatchObject({ allowed: false, reason: 'before_contact_date', allowedFrom: day });
      if (result.allowed) return;
      expect(result.message).toContain(formatContactDate(day));
      expect(result.message).toMatch(
        /^Under NCAA rules, Division I{1,2} (men|women)'s ice hockey coaches may start contact/,
      );
      expect(result.message).toContain('the family may write to you first');
    });

    it(`${division} ${programGender}: no answer either before ${day}, and the family is told when`, () => {
      const input = { program, verified: true, graduationYear: CLASS, birth: BIRTH };
      const before = recruiterReplyRule(rules, { ...input, now: justBefore(day) });
      expect(before).toMatchObject({ reason: 'before_contact_date', allowedFrom: day });
      expect(before?.recruiter).toContain(`not even to answer`);
      expect(before?.recruiter).toContain(`answer from ${formatContactDate(day)}`);
      expect(before?.family).toContain(`can answer the class of ${CLASS} from ${formatContactDate(day)}`);
      expect(recruiterReplyRule(rules, { ...input, now: hawaiiMidnight(day) })).toBeNull();
    });

    it(`${division} ${programGender}: allowed from the start of ${day} in every US time zone`, () => {
      expect(start(hawaiiMidnight(day))).toEqual({ allowed: true, allowedFrom: day });
      expect(start(new Date(`${CLASS}-01-01T00:00:00Z`))).toEqual({ allowed: true, allowedFrom: day });
    });
  }

  it('dates by the calendar day in Hawaii', () => {
    expect(contactCalendarDay(new Date('2028-01-01T09:59:59Z'))).toBe('2027-12-31');
    expect(contactCalendarDay(new Date('2028-01-01T10:00:00Z'))).toBe('2028-01-01');
    expect(formatContactDate('2028-06-15')).toBe('June 15, 2028');
  });
});

describe('who may start without a class year or a program', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const program = { kind: 'ncaa', division: 'D1', programGender: 'men' } as const;
  const verified = true;

  it('refuses a minor without a class year and asks for it', () => {
    const result = canRecruiterStart(rules, {
      program,
      verified,
      graduationYear: null,
      birth: { birthYear: 2010 },
      now,
    });
    expect(result).toMatchObject({ allowed: false, reason: 'class_year_required' });
    if (!result.allowed) expect(result.message).toContain('Ask the family to add the class year');
  });

  it('lets a Division III program write to a minor without a class year (no date to check)', () => {
    const d3 = { kind: 'ncaa', division: 'D3', programGender: 'women' } as const;
    const input = { program: d3, verified, graduationYear: null, birth: { birthYear: 2012 }, now };
    expect(canRecruiterStart(rules, input)).toEqual({ allowed: true, allowedFrom: null });
    expect(recruiterReplyRule(rules, input)).toBeNull();
  });

  it('lets anyone 18 or over be contacted without a class year (an unknown month counts as December)', () => {
    expect(
      canRecruiterStart(rules, { program, verified, graduationYear: null, birth: { birthYear: 2007 }, now }),
    ).toEqual({ allowed: true, allowedFrom: null });
    expect(
      canRecruiterStart(rules, { program, verified, graduationYear: null, birth: { birthYear: 2008 }, now }),
    ).toMatchObject({ allowed: false, reason: 'class_year_required' });
  });

  it('asks a recruiter without a division or program side to set it', () => {
    for (const p of [
      { kind: 'ncaa', division: null, programGender: 'men' },
      { kind: 'ncaa', division: 'D1', programGender: null },
      { kind: null, division: 'D1', programGender: 'men' },
      null,
    ] as const) {
      const result = canRecruiterStart(rules, {
        program: p,
        verified,
        graduationYear: 2027,
        birth: { birthYear: 2009 },
        now,
      });
      expect(result).toMatchObject({ allowed: false, reason: 'program_required' });
      if (!result.allowed) expect(result.message).toBe(PROGRAM_REQUIRED_MESSAGE);
    }
  });
});

/**
 * Every kind of program, with its calendar and the sources of its parent rule
 * (common/program-contact-rules.ts). MAAPP: U.S. Center for SafeSport; the Rule of Two: Coaching
 * Association of Canada.
 */
const KIND_TABLE: [ProgramKind, 'ncaa' | 'none', RegExp[]][] = [
  ['ncaa', 'ncaa', [/NCAA Division I, II and III Manuals/, /SafeSport/]],
  ['junior', 'none', [/SafeSport/, /Rule of Two/]],
  ['prep_high_school', 'none', [/SafeSport/, /Rule of Two/]],
  ['u_sports', 'none', [/Rule of Two/]],
  ['acha', 'none', [/SafeSport/]],
  ['european_club', 'none', [/SafeSport/]],
  ['other_club', 'none', [/SafeSport/, /Rule of Two/]],
];

describe('the contact rules of every kind of program (common/program-contact-rules.ts)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  // A 13-year-old of the class of 2031: years before any NCAA date.
  const child = { birthYear: 2012 };
  const CLASS_OF = 2031;

  it('has one rule per kind, each with a parent in every conversation with a minor and its sources', () => {
    expect(PROGRAM_KIND_RULES.map((r) => r.kind).sort()).toEqual([...PROGRAM_KINDS].sort());
    expect(KIND_TABLE.map(([k]) => k).sort()).toEqual([...PROGRAM_KINDS].sort());
    for (const [kind, calendar, sources] of KIND_TABLE) {
      const rule = PROGRAM_KIND_RULES.find((r) => r.kind === kind)!;
      expect(rule.calendar, kind).toBe(calendar);
      expect(rule.parentInEveryMinorConversation, kind).toBe(true);
      for (const source of rule.sources) {
        expect(source.url, kind).toMatch(/^https:\/\//);
        expect(source.read, kind).toBe('as published, 2025-26');
      }
      for (const pattern of sources) {
        expect(
          rule.sources.some((s) => pattern.test(s.title)),
          `${kind} cites ${pattern}`,
        ).toBe(true);
      }
    }
  });

  for (const [kind, calendar] of KIND_TABLE) {
    if (calendar === 'ncaa') continue;
    const program = { kind, division: null, programGender: null };
    it(`${kind}: no NCAA calendar, a verified recruiter may write to a 13-year-old's family`, () => {
      const input = { program, verified: true, graduationYear: CLASS_OF, birth: child, now };
      expect(canRecruiterStart(rules, input)).toEqual({ allowed: true, allowedFrom: null });
      expect(canRecruiterStart(rules, { ...input, graduationYear: null })).toEqual({
        allowed: true,
        allowedFrom: null,
      });
      expect(recruiterReplyRule(rules, input)).toBeNull();
    });
    it(`${kind}: an unverified recruiter may not start a conversation about a minor, only with adults`, () => {
      const input = { program, verified: false, graduationYear: CLASS_OF, birth: child, now };
      expect(canRecruiterStart(rules, input)).toEqual({
        allowed: false,
        reason: 'not_verified',
        message: NOT_VERIFIED_MESSAGE,
      });
      // Answering in a thread that began within the rules needs no verification.
      expect(recruiterReplyRule(rules, input)).toBeNull();
      expect(
        canRecruiterStart(rules, { ...input, birth: { birthYear: 2007 }, graduationYear: null }),
      ).toEqual({ allowed: true, allowedFrom: null });
    });
  }

  it('an unverified NCAA recruiter may not start about a minor even after the date', () => {
    const program = { kind: 'ncaa', division: 'D3', programGender: 'men' } as const;
    expect(
      canRecruiterStart(rules, { program, verified: false, graduationYear: CLASS_OF, birth: child, now }),
    ).toMatchObject({ allowed: false, reason: 'not_verified' });
  });

  it('counts a minor from the month of birth: 18 only once the birth month has ended', () => {
    const program = { kind: 'junior', division: null, programGender: null } as const;
    // Born in June 2008: a minor on June 29, 2026 (Hawaii), an adult from June 30.
    const birth = { birthYear: 2008, birthMonth: 6 };
    const input = { program, verified: false, graduationYear: null, birth };
    expect(canRecruiterStart(rules, { ...input, now: new Date('2026-06-29T12:00:00Z') })).toMatchObject({
      allowed: false,
      reason: 'not_verified',
    });
    expect(canRecruiterStart(rules, { ...input, now: new Date('2026-06-30T12:00:00Z') })).toEqual({
      allowed: true,
      allowedFrom: null,
    });
  });
});

describe('graduationYearError', () => {
  it('accepts the class years of a player finishing at 17 to 19', () => {
    expect(graduationYearError(2012, 2029)).toBeNull();
    expect(graduationYearError(2012, 2031)).toBeNull();
    expect(graduationYearError(2012, null)).toBeNull();
  });
  it('refuses a class year that does not fit the birth year', () => {
    expect(graduationYearError(2012, 2028)).toBe(
      'A player born in 2012 graduates from high school between 2029 and 2031',
    );
    expect(graduationYearError(2012, 2032)).not.toBeNull();
  });
});
