import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  formatEventTime,
  formatGaa,
  formatLongDate,
  formatSavePercent,
  gameResult,
  listCountLabel,
  mapSearchUrl,
  positionLabels,
  relativeDayLabel,
  todayIsoDate,
} from './format.ts';

describe('public profile formatting', () => {
  it('reads calendar dates without a time zone shift', () => {
    expect(formatLongDate('2026-11-28')).toBe('Saturday, November 28, 2026');
    expect(todayIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('counts days to an event from the local today', () => {
    const now = new Date(2026, 10, 22, 21, 0);
    expect(daysUntil('2026-11-22', now)).toBe(0);
    expect(relativeDayLabel('2026-11-22', now)).toBe('Today');
    expect(relativeDayLabel('2026-11-23', now)).toBe('Tomorrow');
    expect(relativeDayLabel('2026-11-28', now)).toBe('In 6 days');
    expect(relativeDayLabel('2026-11-21', now)).toBeNull();
  });

  it('shows 24-hour times as 12-hour times and keeps other text', () => {
    expect(formatEventTime('19:30')).toBe('7:30 PM');
    expect(formatEventTime('00:05')).toBe('12:05 AM');
    expect(formatEventTime('12:00')).toBe('12:00 PM');
    expect(formatEventTime('after school')).toBe('after school');
    expect(formatEventTime(null)).toBeNull();
  });

  it('searches Google Maps for the location, else the rink', () => {
    expect(mapSearchUrl('Edina, MN', 'Braemar Arena')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Edina%2C%20MN',
    );
    expect(mapSearchUrl(null, 'Braemar Arena')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Braemar%20Arena',
    );
    expect(mapSearchUrl('  ', null)).toBeNull();
  });

  it('lists position labels, preferred first and without repeats', () => {
    expect(positionLabels('C', ['C', 'RW'])).toEqual(['Center', 'Right Wing']);
    expect(positionLabels(null, ['G'])).toEqual(['Goalie']);
  });

  it('formats goalie figures: GAA with 2 decimals, save percentage with 1', () => {
    expect(formatGaa(2.5)).toBe('2.50');
    expect(formatGaa(null)).toBe('-');
    expect(formatSavePercent(0.917)).toBe('91.7%');
    expect(formatSavePercent(1)).toBe('100.0%');
    expect(formatSavePercent(null)).toBe('-');
  });

  it('names results and list counts', () => {
    expect(gameResult(4, 2)).toEqual({ outcome: 'W', text: 'W 4-2' });
    expect(gameResult(3, 3)?.text).toBe('T 3-3');
    expect(gameResult(null, 2)).toBeNull();
    expect(listCountLabel(1)).toBe('On 1 recruiter list');
    expect(listCountLabel(0)).toBe('On 0 recruiter lists');
  });
});
