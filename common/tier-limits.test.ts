import { describe, expect, it } from 'vitest';
import {
  canAddMore,
  canManageAnotherPlayer,
  featureLimitFor,
  parseLimit,
  playerLimitMessage,
  TIERS,
} from './tier-limits.ts';

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

  it('lets a parent link children up to maxPlayers, and says so in one message', () => {
    expect(canManageAnotherPlayer(2, 3)).toBe(true);
    expect(canManageAnotherPlayer(3, 3)).toBe(false);
    expect(canManageAnotherPlayer(5, 3)).toBe(false);
    expect(playerLimitMessage(3)).toBe(
      'Your plan allows 3 player profiles. Upgrade your plan to manage more players.',
    );
    expect(playerLimitMessage(1)).toBe(
      'Your plan allows 1 player profile. Upgrade your plan to manage more players.',
    );
  });
});
