import { describe, expect, it } from 'vitest';
import { ageOn, crossedAgeThreshold, isAdult, latestBirthForAge, needsParentalConsent } from './age.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('age from the month and year of birth (decisions §4)', () => {
  it('counts the birthday as reached on the last day of the birth month', () => {
    expect(ageOn({ birthYear: 2008, birthMonth: 5 }, NOW)).toBe(18);
    expect(ageOn({ birthYear: 2008, birthMonth: 6 }, NOW)).toBe(17);
    expect(ageOn({ birthYear: 2008, birthMonth: 6 }, new Date('2026-06-30T12:00:00Z'))).toBe(18);
    expect(ageOn({ birthYear: 2008, birthMonth: 7 }, NOW)).toBe(17);
  });

  it('an unknown month is December, the youngest the year allows', () => {
    expect(ageOn({ birthYear: 2008, birthMonth: null }, NOW)).toBe(17);
    expect(ageOn({ birthYear: 2008 }, new Date('2026-12-31T12:00:00Z'))).toBe(18);
  });

  it("uses Hawaii's calendar day, so nobody is older a few hours early", () => {
    // 2026-07-01 in UTC is still June 30 in Hawaii until 10:00 UTC.
    expect(ageOn({ birthYear: 2008, birthMonth: 6 }, new Date('2026-06-30T09:00:00Z'))).toBe(17);
    expect(ageOn({ birthYear: 2008, birthMonth: 6 }, new Date('2026-06-30T10:00:00Z'))).toBe(18);
  });

  it('consent and adulthood follow the month', () => {
    expect(needsParentalConsent({ birthYear: 2009, birthMonth: 7 }, NOW)).toBe(true);
    expect(needsParentalConsent({ birthYear: 2009, birthMonth: 5 }, NOW)).toBe(false);
    expect(isAdult({ birthYear: 2008, birthMonth: 5 }, NOW)).toBe(true);
    expect(isAdult({ birthYear: 2008, birthMonth: 12 }, NOW)).toBe(false);
    expect(isAdult({ birthYear: 1990 }, NOW)).toBe(true);
  });

  it('the latest birth of an adult agrees with isAdult for every month', () => {
    for (const now of [NOW, new Date('2026-01-10T12:00:00Z'), new Date('2026-01-31T20:00:00Z')]) {
      const latest = latestBirthForAge(18, now);
      for (let year = 2006; year <= 2010; year++)
        for (let month = 1; month <= 12; month++) {
          const inSql = year < latest.year || (year === latest.year && month <= latest.month);
          expect(isAdult({ birthYear: year, birthMonth: month }, now)).toBe(inSql);
        }
    }
  });

  it('names the threshold a change of birth crosses', () => {
    expect(crossedAgeThreshold({ birthYear: 2013 }, { birthYear: 2013, birthMonth: 1 }, NOW)).toBe(13);
    expect(crossedAgeThreshold({ birthYear: 2010 }, { birthYear: 2009, birthMonth: 1 }, NOW)).toBe(17);
    expect(crossedAgeThreshold({ birthYear: 2008 }, { birthYear: 2008, birthMonth: 1 }, NOW)).toBe(18);
    expect(crossedAgeThreshold({ birthYear: 2010 }, { birthYear: 2010, birthMonth: 1 }, NOW)).toBe(null);
  });
});
