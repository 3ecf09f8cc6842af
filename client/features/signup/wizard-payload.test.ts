import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { SetupPlayerInputSchema } from '#common/contracts/players.ts';
import { buildSetupInput, buildTeamInput, isAlreadyExistsError } from './wizard-payload.ts';
import { createInitialData, type WizardData } from './wizard-types.ts';

function wizard(patch: Partial<WizardData>): WizardData {
  return { ...createInitialData(new Date('2026-03-01T12:00:00Z')), role: 'PLAYER', ...patch };
}

describe('the wizard defaults', () => {
  it('start at birth year 2006, shooting left, with the current hockey season (it starts in August)', () => {
    const data = createInitialData(new Date(2026, 2, 1, 12));
    expect(data.basics.birthYear).toBe(2006);
    expect(data.style.shoots).toBe('L');
    expect(data.team.season).toBe('2025-26');
    expect(createInitialData(new Date(2026, 7, 1, 12)).team.season).toBe('2026-27');
  });
});

describe('buildSetupInput', () => {
  it('sends every setup field, with skipped optional steps as null, and passes the server contract', () => {
    const input = buildSetupInput(
      wizard({
        basics: {
          firstName: ' Jamie ',
          lastName: 'Doe ',
          birthYear: 2008,
          birthMonth: null,
          category: 'FEMALE',
        },
        style: { shoots: 'R', positions: ['LW', 'C'] },
      }),
    );
    expect(input).toEqual({
      firstName: 'Jamie',
      lastName: 'Doe',
      birthYear: 2008,
      birthMonth: null,
      category: 'FEMALE',
      shoots: 'R',
      positions: ['LW', 'C'],
      country: null,
      region: null,
      city: null,
      heightCm: null,
      weightKg: null,
    });
    expect(SetupPlayerInputSchema.safeParse(input).success).toBe(true);
  });

  it('keeps location and body values, and drops a region without a country', () => {
    const full = buildSetupInput(
      wizard({
        basics: { firstName: 'A', lastName: 'B', birthYear: 2006, birthMonth: null, category: 'MALE' },
        style: { shoots: 'L', positions: ['D'] },
        location: { country: 'Canada', region: 'Ontario', city: ' Toronto ' },
        body: { heightCm: 183, weightKg: 82.5 },
      }),
    );
    expect(full).toMatchObject({
      country: 'Canada',
      region: 'Ontario',
      city: 'Toronto',
      heightCm: 183,
      weightKg: 82.5,
    });
    const noCountry = buildSetupInput(wizard({ location: { country: '', region: 'Ontario', city: '' } }));
    expect(noCountry.region).toBeNull();
  });
});

describe('buildTeamInput', () => {
  it('adds nothing without a team name, and otherwise the current team', () => {
    expect(buildTeamInput({ teamName: '  ', level: 'AAA', season: '2026' })).toBeNull();
    expect(buildTeamInput({ teamName: ' Blades ', level: '', season: ' 2026/2027 ' })).toEqual({
      teamName: 'Blades',
      season: '2026-27',
      level: null,
      isCurrent: true,
    });
  });
});

describe('isAlreadyExistsError', () => {
  it('recognises the 409 of a second setup by its message', () => {
    const conflict = new ApiError(
      409,
      'Conflict',
      JSON.stringify({ message: 'Player profile already exists' }),
    );
    expect(isAlreadyExistsError(conflict)).toBe(true);
    expect(isAlreadyExistsError(new ApiError(400, 'Bad Request', '{"message":"Invalid"}'))).toBe(false);
    expect(isAlreadyExistsError('already exists')).toBe(false);
  });
});
