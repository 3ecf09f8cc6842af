import { describe, expect, it } from 'vitest';
import { currentHockeySeason, formatSeason, hockeySeasonOf, normalizeSeason, seasonLabel } from './season.ts';

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
    expect(seasonLabel(2099)).toBe('2099-00');
  });
});

describe('currentHockeySeason', () => {
  it('is the season of today in the local calendar, starting in August', () => {
    expect(currentHockeySeason(new Date(2025, 7, 1))).toBe('2025-26');
    expect(currentHockeySeason(new Date(2025, 10, 15))).toBe('2025-26');
    expect(currentHockeySeason(new Date(2026, 0, 10))).toBe('2025-26');
    expect(currentHockeySeason(new Date(2026, 6, 31, 23, 59))).toBe('2025-26');
    expect(currentHockeySeason(new Date(2026, 7, 1, 0, 1))).toBe('2026-27');
  });

  it('agrees with hockeySeasonOf for the same day', () => {
    for (const [y, m, d] of [
      [2024, 0, 1],
      [2024, 6, 31],
      [2024, 7, 1],
      [2024, 11, 31],
    ] as const) {
      const iso = `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      expect(currentHockeySeason(new Date(y, m, d))).toBe(hockeySeasonOf(iso));
    }
  });
});

describe('normalizeSeason / formatSeason', () => {
  it('reads the ways people write a season into one format', () => {
    for (const text of [
      '2025-26',
      '2025-2026',
      '2025/26',
      '2025/2026',
      '2025 – 26',
      ' 2025—26 ',
      '25-26',
      '2025',
    ]) {
      expect(normalizeSeason(text), text).toBe('2025-26');
    }
    expect(normalizeSeason('1999-2000')).toBe('1999-00');
    expect(normalizeSeason('1999-00')).toBe('1999-00');
  });

  it('refuses text that is not one season', () => {
    for (const text of ['', 'Fall 2025', '2025-27', '2025-2027', '2025-24', '20255', 'next year']) {
      expect(normalizeSeason(text), text).toBeNull();
    }
  });

  it('displays a season in the one format and leaves other text as stored', () => {
    expect(formatSeason('2024-2025')).toBe('2024-25');
    expect(formatSeason('2026')).toBe('2026-27');
    expect(formatSeason('Spring league')).toBe('Spring league');
  });
});
