import { describe, expect, it } from 'vitest';
import { hockeySeasonOf } from './season.ts';

describe('hockeySeasonOf', () => {
  it('starts a season in August and ends it in July', () => {
    expect(hockeySeasonOf('2026-08-01')).toBe('2026-27');
    expect(hockeySeasonOf('2026-11-23')).toBe('2026-27');
    expect(hockeySeasonOf('2027-07-31')).toBe('2026-27');
    expect(hockeySeasonOf('2026-07-31')).toBe('2025-26');
  });

  it('wraps the second year at the century', () => {
    expect(hockeySeasonOf('1999-10-01')).toBe('1999-00');
    expect(hockeySeasonOf('2009-09-01')).toBe('2009-10');
  });
});
