import { describe, expect, it } from 'vitest';
import {
  BasicsFormSchema,
  BodyFormSchema,
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
    expect(ok).toEqual({ firstName: 'Ada', lastName: 'Lee', birthYear: 1950, category: 'FEMALE' });
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
  it('treats empty values as absent and keeps the server bounds', () => {
    expect(BodyFormSchema.parse({ heightCm: '', weightKg: ' ' })).toEqual({ heightCm: null, weightKg: null });
    expect(BodyFormSchema.parse({ heightCm: '180.5', weightKg: '77' })).toEqual({
      heightCm: 180.5,
      weightKg: 77,
    });
    const result = BodyFormSchema.safeParse({ heightCm: '49', weightKg: 'heavy' });
    expect(Object.keys(messages(result))).toEqual(['heightCm', 'weightKg']);
    expect(BodyFormSchema.safeParse({ heightCm: '251', weightKg: '' }).success).toBe(false);
  });
});

describe('the current team step', () => {
  it('is optional, but a team name needs a season', () => {
    expect(TeamFormSchema.safeParse({ teamName: '', level: '', season: '' }).success).toBe(true);
    expect(messages(TeamFormSchema.safeParse({ teamName: 'Blades', level: '', season: ' ' }))).toEqual({
      season: 'Season is required',
    });
    expect(TeamFormSchema.safeParse({ teamName: 'Blades', level: 'AAA', season: '2026' }).success).toBe(true);
  });
});
