import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  HEIGHT_OPTIONS,
  playersFoundHeading,
  sortOptionsWith,
} from './search-filters.ts';

const from = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('the search screen filters in a URL', () => {
  it('reads the options the screen offers and writes them back the same', () => {
    const query =
      'keyword=gagne&category=Girls&birthYear=2009&positions=Offense&positions=G&handedness=Left&region=Midwest';
    const filters = from(query);
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
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

describe('the scouting filters and the sort in a URL', () => {
  it('reads every scouting filter and the sort, and writes them back the same', () => {
    const query =
      'gradYear=2027&heightMin=177.8&heightMax=190&team=eagles&level=U16+AAA&league=NEHL&verified=true&hasVideo=true&committed=no&minPpg=0.75&maxGaa=3&minSvPct=91.5&minGames=5&sort=name&dir=desc';
    const filters = from(query);
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      gradYear: '2027',
      heightMin: '177.8',
      heightMax: '190',
      team: 'eagles',
      level: 'U16 AAA',
      league: 'NEHL',
      verified: true,
      hasVideo: true,
      committed: 'no',
      minPpg: '0.75',
      maxGaa: '3',
      minSvPct: '91.5',
      minGames: '5',
      sort: 'name:desc',
    });
    expect(filtersToParams(filters).toString()).toBe(query);
    expect(countActiveFilters(filters)).toBe(12);
  });

  it('writes a sort in its natural direction without dir', () => {
    expect(from('sort=ppg&dir=desc').sort).toBe('ppg');
    expect(filtersToParams(from('sort=ppg&dir=desc')).toString()).toBe('sort=ppg');
    expect(filtersToParams(from('sort=ppg&dir=asc')).toString()).toBe('sort=ppg&dir=asc');
    expect(sortOptionsWith('ppg:asc').at(-1)).toEqual({
      value: 'ppg:asc',
      label: 'Points per game, lowest first',
    });
  });

  it('drops values the API would refuse, and a minimum of games without a figure', () => {
    expect(
      from(
        'gradYear=27&heightMin=99&heightMax=tall&minPpg=-1&maxGaa=21&minSvPct=101&minGames=2.5&verified=yes&committed=maybe&sort=height&dir=asc',
      ),
    ).toEqual(EMPTY_FILTERS);
    expect(filtersToParams(from('minGames=5')).toString()).toBe('');
    expect(filtersToParams(from('minGames=5&minPpg=1')).toString()).toBe('minPpg=1&minGames=5');
  });

  it('offers heights by the inch as the centimetres the profile form stores', () => {
    expect(HEIGHT_OPTIONS.find((o) => o.label === `5'10"`)?.value).toBe('177.8');
    expect(HEIGHT_OPTIONS[0]?.label).toBe(`4'10"`);
    expect(HEIGHT_OPTIONS.at(-1)?.label).toBe(`6'8"`);
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
