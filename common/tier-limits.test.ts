import { describe, expect, it } from 'vitest';
import { canAddMore, featureLimitFor, parseLimit, TIERS } from './tier-limits.ts';

describe('tier limits', () => {
  it('follows the decisions §5 table', () => {
    expect(featureLimitFor('locker_room', 'highlight_clips')).toEqual({ enabled: false, limit: null });
    expect(featureLimitFor('warm_up', 'highlight_clips')).toEqual({ enabled: true, limit: 1 });
    expect(featureLimitFor('first_line', 'highlight_clips')).toEqual({ enabled: true, limit: 3 });
    expect(featureLimitFor('all_star', 'highlight_clips')).toEqual({ enabled: true, limit: 'unlimited' });
    expect(featureLimitFor('locker_room', 'upcoming_events')).toEqual({ enabled: true, limit: 2 });
    expect(featureLimitFor('first_line', 'custom_profile_url')).toEqual({ enabled: true, limit: null });
    expect(featureLimitFor('all_star', 'verified_badge_request').enabled).toBe(false);
  });

  it('reads an unknown tier as the free tier', () => {
    expect(featureLimitFor('gold', 'upcoming_events')).toEqual({ enabled: true, limit: 2 });
  });

  it('prices yearly at ten times monthly', () => {
    for (const t of TIERS) expect(t.priceYearly).toBe(t.priceMonthly * 10);
  });

  it('parses stored limits and decides whether one more fits', () => {
    expect(parseLimit('unlimited')).toBe('unlimited');
    expect(parseLimit(' 3 ')).toBe(3);
    expect(parseLimit('-1')).toBeNull();
    expect(canAddMore({ enabled: true, limit: 2 }, 1)).toBe(true);
    expect(canAddMore({ enabled: true, limit: 2 }, 2)).toBe(false);
    expect(canAddMore({ enabled: false, limit: null }, 0)).toBe(false);
    expect(canAddMore({ enabled: true, limit: 'unlimited' }, 1000)).toBe(true);
  });
});
