import { describe, expect, it } from 'vitest';
import { periodStart, previousPeriodStart } from './jobs.ts';

describe('job periods', () => {
  it('a day is its UTC date', () => {
    expect(periodStart('daily', new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-29');
    expect(previousPeriodStart('daily', new Date('2026-12-01T00:10:00Z'))).toBe('2026-11-30');
  });

  it('a week starts on the Monday, Sunday included in the week before it', () => {
    // 2026-11-29 is a Sunday, 2026-11-30 a Monday.
    expect(periodStart('weekly', new Date('2026-11-29T12:00:00Z'))).toBe('2026-11-23');
    expect(periodStart('weekly', new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(periodStart('weekly', new Date('2026-12-03T08:00:00Z'))).toBe('2026-11-30');
    expect(previousPeriodStart('weekly', new Date('2026-12-03T08:00:00Z'))).toBe('2026-11-23');
  });
});
