import { describe, expect, it } from 'vitest';
import { TERMS_REQUIRED_MESSAGE } from '#common/terms.ts';
import { bodyTexts as bodyFormValues } from '#common/units.ts';
import {
  accountFormSchema,
  BasicsFormSchema,
  BodyFormSchema,
  judgeableBirthYear,
  mustAskParentInstead,
  StyleFormSchema,
  TeamFormSchema,
  toOptionalNumber,
} from './wizard-schemas.ts';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('toOptionalNumber', () => {
  it('treats an empty value as absent and converts anything else to a number', () => {
    expect(toOptionalNumber('')).toBeNull();
    expect(toOptionalNumber('   ')).toBeNull();
    expect(toOptionalNumber(' 180.5 ')).toBe(180.5);
    expect(toOptionalNumber('abc')).toBeNaN();
  });
});

describe('the basics step', () => {
  const year = new Date().getFullYear();
  it('shows the spec messages for empty names, a bad birth year and no gender', () => {
    const result = BasicsFormSchema.safeParse({
      firstName: ' ',
      lastName: '',
      birthYear: '',
      category: null,
    });
    expect(messages(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      birthYear: 'Birth year must be between 1950 and current year',
      category: 'Select Male or Female',
    });
  });
  it('accepts 1950 to the current year and gives the year as a number', () => {
    for (const bad of ['1949', String(year + 1), '20O6', '2006.5', '06']) {
      expect(
        BasicsFormSchema.safeParse({ firstName: 'A', lastName: 'B', birthYear: bad, category: 'MALE' })
          .success,
      ).toBe(false);
    }
    const ok = BasicsFormSchema.parse({
      firstName: ' Ada ',
      lastName: 'Lee',
      birthYear: '1950',
      category: 'FEMALE',
    });
    expect(ok).toEqual({
      firstName: 'Ada',
      lastName: 'Lee',
      birthYear: 1950,
      birthMonth: null,
      category: 'FEMALE',
    });
    // The month comes with the year, as a number; anything but a month is refused.
    const withMonth = { firstName: 'A', lastName: 'B', birthYear: '2008', category: 'MALE' };
    expect(BasicsFormSchema.parse({ ...withMonth, birthMonth: '5' }).birthMonth).toBe(5);
    expect(BasicsFormSchema.safeParse({ ...withMonth, birthMonth: '13' }).success).toBe(false);
    expect(
      BasicsFormSchema.parse({ firstName: 'A', lastName: 'B', birthYear: String(year), category: 'MALE' })
        .birthYear,
    ).toBe(year);
  });
});

describe('the player details step', () => {
  it('needs at least one position', () => {
    expect(messages(StyleFormSchema.safeParse({ shoots: 'L', positions: [] }))).toEqual({
      positions: 'Select at least one position',
    });
    expect(StyleFormSchema.parse({ shoots: 'R', positions: ['C', 'G'] })).toEqual({
      shoots: 'R',
      positions: ['C', 'G'],
    });
  });
});

describe('the physical stats step', () => {
  const metric = (heightCm: string, weightKg: string) => ({
    ...bodyFormValues({ heightCm: null, weightKg: null }, { height: 'cm', weight: 'kg' }),
    heightCm,
    weightKg,
  });
  const imperial = (heightFeet: string, heightInches: string, weightLbs: string) => ({
    ...bodyFormValues({ heightCm: null, weightKg: null }, { height: 'ftin', weight: 'lbs' }),
    heightFeet,
    heightInches,
    weightLbs,
  });

  it('treats empty values as absent and keeps the server bounds', () => {
    expect(BodyFormSchema.parse(metric('', ' '))).toEqual({ heightCm: null, weightKg: null });
    expect(BodyFormSchema.parse(metric('180.5', '77'))).toEqual({ heightCm: 180.5, weightKg: 77 });
    const result = BodyFormSchema.safeParse(metric('49', 'heavy'));
    expect(Object.keys(messages(result))).toEqual(['heightCm', 'weightKg']);
    expect(BodyFormSchema.safeParse(metric('251', '')).success).toBe(false);
  });

  it("accepts feet and inches and lbs, stored metric with the profile form's conversions", () => {
    expect(BodyFormSchema.parse(imperial('5', '11', '175'))).toEqual({ heightCm: 180.3, weightKg: 79.4 });
    expect(BodyFormSchema.parse(imperial('6', '', ''))).toEqual({ heightCm: 182.9, weightKg: null });
    expect(messages(BodyFormSchema.safeParse(imperial('5', '12', '20')))).toEqual({
      heightInches: 'Inches must be between 0 and 11',
      weightLbs: 'Enter a weight between 33 and 440 lbs, or leave it empty',
    });
    expect(messages(BodyFormSchema.safeParse(imperial('', '4', '')))).toEqual({
      heightFeet: 'Enter feet as well',
    });
    expect(messages(BodyFormSchema.safeParse(imperial('9', '0', '')))).toEqual({
      heightFeet: 'Feet must be between 1 and 8',
    });
  });

  it('shows a stored body in both units, so going back and switching keeps the value', () => {
    const values = bodyFormValues({ heightCm: 180.3, weightKg: 79.4 }, { height: 'ftin', weight: 'lbs' });
    expect(values).toMatchObject({
      heightFeet: '5',
      heightInches: '11',
      heightCm: '180.3',
      weightLbs: '175',
    });
    expect(BodyFormSchema.parse(values)).toEqual({ heightCm: 180.3, weightKg: 79.4 });
  });
});

describe('the current team step', () => {
  it('is optional, but a team name needs a season', () => {
    expect(TeamFormSchema.safeParse({ teamName: '', level: '', season: '' }).success).toBe(true);
    expect(messages(TeamFormSchema.safeParse({ teamName: 'Blades', level: '', season: ' ' }))).toEqual({
      season: 'Season is required',
    });
    expect(TeamFormSchema.safeParse({ teamName: 'Blades', level: 'AAA', season: '2026-27' }).success).toBe(
      true,
    );
    expect(
      messages(TeamFormSchema.safeParse({ teamName: 'Blades', level: '', season: 'Fall 2026' })),
    ).toEqual({
      season: 'Enter the season as 2025-26',
    });
  });
});

describe('the account step', () => {
  const year = new Date().getFullYear();
  const filled = {
    name: 'Jordan Lee',
    email: 'jordan@example.com',
    password: 'slap shot 2026',
    confirmPassword: 'slap shot 2026',
    acceptTerms: true,
    birthYear: '',
  };

  it('refuses an unticked Terms box with the agreement message, for both roles', () => {
    for (const role of ['PARENT', 'PLAYER'] as const) {
      const result = accountFormSchema(role).safeParse({
        ...filled,
        birthYear: String(year - 20),
        acceptTerms: false,
      });
      expect(messages(result)).toEqual({ acceptTerms: TERMS_REQUIRED_MESSAGE });
    }
  });

  it('asks a player for a birth year from 1950 to this year and reads it as a number', () => {
    const player = accountFormSchema('PLAYER');
    for (const bad of ['', '20', '1949', String(year + 1), '2o10']) {
      expect(messages(player.safeParse({ ...filled, birthYear: bad })), bad).toEqual({
        birthYear: 'Birth year must be between 1950 and current year',
      });
    }
    expect(player.parse({ ...filled, birthYear: ` ${year - 12} ` }).birthYear).toBe(year - 12);
  });

  it('does not ask a parent for a birth year', () => {
    const result = accountFormSchema('PARENT').parse({ ...filled, birthYear: 'anything' });
    expect(result).toMatchObject({ name: 'Jordan Lee', acceptTerms: true, birthYear: null });
  });

  it('keeps the spec messages for the account fields', () => {
    const result = accountFormSchema('PARENT').safeParse({
      ...filled,
      name: ' ',
      email: 'nope',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(messages(result)).toEqual({
      name: 'Full name is required',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
    });
    expect(
      messages(accountFormSchema('PARENT').safeParse({ ...filled, confirmPassword: 'slap shot 2027' })),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });
});

describe('judgeableBirthYear', () => {
  it('reads a complete valid year and nothing while it is still being typed', () => {
    const year = new Date().getFullYear();
    expect(judgeableBirthYear(String(year - 12))).toBe(year - 12);
    expect(judgeableBirthYear('201')).toBeNull();
    expect(judgeableBirthYear('1900')).toBeNull();
  });
});

describe('mustAskParentInstead', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('sends a player under 13 to a parent, judged by the month and year (no month reads December)', () => {
    expect(mustAskParentInstead('PLAYER', '2014', '', now)).toBe(true);
    expect(mustAskParentInstead('PLAYER', '2026', '', now)).toBe(true);
    expect(mustAskParentInstead('PLAYER', '2013', '', now)).toBe(true);
    expect(mustAskParentInstead('PLAYER', '2013', '5', now)).toBe(false);
    expect(mustAskParentInstead('PLAYER', '2013', '6', now)).toBe(true);
    expect(mustAskParentInstead('PLAYER', '2012', '', now)).toBe(false);
    expect(mustAskParentInstead('PLAYER', '1990', '', now)).toBe(false);
  });

  it('waits for a valid year, and never stops a parent', () => {
    expect(mustAskParentInstead('PLAYER', '', '', now)).toBe(false);
    expect(mustAskParentInstead('PLAYER', '201', '', now)).toBe(false);
    expect(mustAskParentInstead('PARENT', '2020', '', now)).toBe(false);
    expect(mustAskParentInstead(null, '2020', '', now)).toBe(false);
  });
});
