import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, playersFoundHeading } from './search-filters.ts';

const from = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('the search screen filters in a URL', () => {
  it('reads the options the screen offers and writes them back the same', () => {
    const query =
      'keyword=gagne&category=Girls&birthYear=2009&positions=Offense&positions=G&handedness=Left&region=Midwest';
    const filters = from(query);
    expect(filters).toEqual({
      keyword: 'gagne',
      category: 'Girls',
      birthYear: '2009',
      positions: ['Offense', 'G'],
      handedness: 'Left',
      region: 'Midwest',
    });
    expect(filtersToParams(filters).toString()).toBe(query);
  });

  it("keeps a filter written in the API's other spellings as the screen's option", () => {
    expect(from('positions=Goalie&positions=G&handedness=R&category=FEMALE')).toEqual({
      ...EMPTY_FILTERS,
      positions: ['G'],
      handedness: 'Right',
      category: 'Girls',
    });
    expect(from('handedness=L&category=MALE')).toMatchObject({ handedness: 'Left', category: 'Boys' });
  });

  it('drops values the screen does not offer', () => {
    expect(from('positions=Striker&handedness=Both&category=Mixed&birthYear=1990&region=Europe')).toEqual(
      EMPTY_FILTERS,
    );
  });
});

describe('the search heading', () => {
  it('says "1 player found" in the singular, and players for every other count', () => {
    expect(playersFoundHeading({ total: 1, totalIsLowerBound: false })).toBe('1 player found');
    expect(playersFoundHeading({ total: 0, totalIsLowerBound: false })).toBe('0 players found');
    expect(playersFoundHeading({ total: 1234, totalIsLowerBound: false })).toBe('1,234 players found');
    expect(playersFoundHeading({ total: 10000, totalIsLowerBound: true })).toBe('10,000+ players found');
  });
});
