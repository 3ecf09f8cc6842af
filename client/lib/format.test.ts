import { describe, expect, it } from 'vitest';
import {
  categoryLabel,
  dateTileParts,
  daysUntil,
  formatClock,
  formatDate,
  formatDateTime,
  formatEventTime,
  formatGaa,
  formatLongDate,
  formatMediumDate,
  formatPlusMinus,
  formatPrice,
  formatRecent,
  formatSavePercent,
  formatWeekdayDate,
  gameResult,
  humanizeEvent,
  initialsOf,
  listCountLabel,
  mapSearchUrl,
  playerCount,
  positionLabels,
  positionsLabel,
  relativeDayLabel,
  statusBadge,
  todayIsoDate,
} from './format.ts';

describe('formatting', () => {
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

  it('shows times on ice as m:ss, rounding the total to whole seconds', () => {
    expect(formatClock(1085)).toBe('18:05');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(18.5 * 60)).toBe('18:30');
    // Minutes entered with decimals (the public game log shows minutes x 60): never "0:60".
    expect(formatClock(59.6)).toBe('1:00');
    expect(formatClock(119.5)).toBe('2:00');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('formats calendar dates in three lengths and as tile parts', () => {
    expect(formatMediumDate('2026-11-28')).toBe('Nov 28, 2026');
    expect(formatWeekdayDate('2026-11-28')).toBe('Sat, Nov 28, 2026');
    expect(formatMediumDate('soon')).toBe('soon');
    expect(dateTileParts('2026-11-28')).toEqual({ month: 'NOV', day: '28', weekday: 'Sat' });
    expect(dateTileParts('2026-11-28', { upper: false }).month).toBe('Nov');
  });

  it('formats timestamps, with a dash when missing or unreadable', () => {
    const iso = new Date(2026, 10, 28, 19, 5).toISOString();
    expect(formatDate(iso)).toBe('Nov 28, 2026');
    expect(formatDateTime(iso).replace(/\s/g, ' ')).toBe('Nov 28, 2026, 7:05 PM');
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('formats numbers, prices and counts', () => {
    expect(formatPlusMinus(6)).toBe('+6');
    expect(formatPlusMinus(0)).toBe('0');
    expect(formatPlusMinus(-2)).toBe('-2');
    expect(formatPrice(499)).toBe('$4.99');
    expect(playerCount(1)).toBe('1 player');
    expect(playerCount(2)).toBe('2 players');
  });

  it('names people, positions, categories, relationships and statuses', () => {
    expect(initialsOf(' ava ', 'lee')).toBe('AL');
    expect(initialsOf('', '')).toBe('?');
    expect(positionsLabel(['C', 'LW'])).toBe('Center, Left Wing');
    expect(positionsLabel([])).toBe('No position');
    expect(categoryLabel('FEMALE')).toBe('Girls');
    expect(categoryLabel(null)).toBeNull();
    expect(humanizeEvent('parental_consent')).toBe('Parental Consent');
    expect(statusBadge('pending_consent')).toEqual({ label: 'Pending Approval', variant: 'secondary' });
    expect(statusBadge('on_hold')).toEqual({ label: 'On Hold', variant: 'outline' });
  });
});

describe('formatRecent', () => {
  const now = Date.parse('2026-11-28T19:30:00Z');
  it('says "just now" for a time within the last minute', () => {
    expect(formatRecent('2026-11-28T19:29:31Z', undefined, now)).toBe('just now');
    expect(formatRecent('2026-11-28T19:30:00Z', undefined, now)).toBe('just now');
  });
  it('writes older times with the given format, and a missing one as that format does', () => {
    expect(formatRecent('2026-11-28T19:28:00Z', () => 'older', now)).toBe('older');
    expect(formatRecent(null, undefined, now)).toBe('—');
    expect(formatRecent(null, () => 'Never', now)).toBe('Never');
  });
});
