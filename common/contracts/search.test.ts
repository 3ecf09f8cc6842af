import { describe, expect, it } from 'vitest';
import { isSearchNumber, SearchQuerySchema } from './search.ts';

/** The scouting filters and the sorts of GET /api/players/search (D310-D316). */
const parse = (query: Record<string, unknown>) => SearchQuerySchema.safeParse(query);
const messages = (query: Record<string, unknown>) => {
  const result = parse(query);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the scouting filters', () => {
  it('reads querystring text into typed filters', () => {
    const result = parse({
      gradYear: ['2027', '2028', '2027'],
      heightMin: '177.8',
      heightMax: '190',
      level: '  U16 AAA ',
      league: 'NEHL',
      team: 'eagles',
      verified: 'true',
      hasVideo: 'true',
      committed: 'no',
      minPpg: '0.75',
      maxGaa: '3',
      minSvPct: '91.5',
      minGames: '5',
      sort: 'ppg',
      dir: 'asc',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      gradYear: [2027, 2028],
      heightMin: 177.8,
      heightMax: 190,
      level: 'U16 AAA',
      verified: true,
      hasVideo: true,
      committed: 'no',
      minPpg: 0.75,
      maxGaa: 3,
      minSvPct: 91.5,
      minGames: 5,
      sort: 'ppg',
      dir: 'asc',
    });
  });

  it('reads empty values as absent, as plain HTML forms send them', () => {
    const result = parse({
      gradYear: '',
      heightMin: '',
      team: ' ',
      verified: '',
      committed: '',
      sort: '',
      dir: '',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      gradYear: undefined,
      heightMin: undefined,
      team: undefined,
      sort: undefined,
    });
  });

  it('refuses bad values with a message each', () => {
    expect(messages({ gradYear: '1900' })).toEqual({ 'gradYear.0': 'Graduation year is out of range' });
    expect(messages({ heightMin: '99' })).toEqual({
      heightMin: 'Minimum height must be a number from 100 to 230 cm',
    });
    expect(messages({ heightMin: '190', heightMax: '180' })).toEqual({
      heightMax: 'Maximum height must be at least the minimum height',
    });
    expect(messages({ verified: 'false' })).toEqual({ verified: 'Verified must be true or left out' });
    expect(messages({ minSvPct: '0.915' })).toEqual({});
    expect(messages({ minGames: '0', minPpg: '1' })).toEqual({
      minGames: 'Minimum games must be a whole number from 1 to 500',
    });
    expect(messages({ dir: 'desc' })).toEqual({ dir: 'Direction needs a sort' });
    expect(messages({ sort: 'random' })).toEqual({
      sort: 'Sort must be one of name, birthYear, ppg, svPct, strength, updated',
    });
  });

  it('has one rule for the numbers the screen keeps and the API accepts', () => {
    for (const [key, value, ok] of [
      ['heightMin', '100', true],
      ['heightMin', '230.5', false],
      ['minPpg', '0', true],
      ['minPpg', 'abc', false],
      ['minSvPct', '100', true],
      ['minGames', '1.5', false],
      ['minGames', ' ', false],
    ] as const) {
      expect(isSearchNumber(key, value), `${key}=${value}`).toBe(ok);
      if (ok) expect(messages({ minPpg: '1', [key]: value })).toEqual({});
    }
  });
});
