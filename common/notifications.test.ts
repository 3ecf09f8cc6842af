import { describe, expect, it } from 'vitest';
import { defaultEmailPreference } from './notifications.ts';

describe('e-mail preference defaults', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('sends messages and alerts unless turned off', () => {
    expect(defaultEmailPreference('messages')).toBe(true);
    expect(defaultEmailPreference('savedSearchAlerts')).toBe(true);
  });

  it('sends the interest digest about a player 13 or over, not one under 13', () => {
    expect(defaultEmailPreference('interestDigests', { birthYear: 2013, birthMonth: 6 }, now)).toBe(true);
    expect(defaultEmailPreference('interestDigests', { birthYear: 2013, birthMonth: 12 }, now)).toBe(false);
    expect(defaultEmailPreference('interestDigests', { birthYear: 2018 }, now)).toBe(false);
    expect(defaultEmailPreference('interestDigests', null, now)).toBe(true);
  });
});
