import { describe, expect, it } from 'vitest';
import { isAdult, latestAdultBirthYear, needsParentalConsent } from './age.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('age rules', () => {
  it('a player is a minor until the year they turn 18, also at 17 when consent is no longer needed', () => {
    expect(isAdult(2009, NOW)).toBe(false);
    expect(needsParentalConsent(2009, NOW)).toBe(false);
    expect(isAdult(2008, NOW)).toBe(true);
    expect(isAdult(1990, NOW)).toBe(true);
  });

  it('the latest adult birth year agrees with isAdult', () => {
    const year = latestAdultBirthYear(NOW);
    expect(year).toBe(2008);
    expect(isAdult(year, NOW)).toBe(true);
    expect(isAdult(year + 1, NOW)).toBe(false);
  });
});
