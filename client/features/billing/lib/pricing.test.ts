import { describe, expect, it } from 'vitest';
import { summary, TIERS_WITH_FEATURES, tierNamed } from '#test/plans-kit.ts';
import {
  hasYearlySavings,
  limitText,
  planAction,
  priceLabel,
  tierPrice,
  visibleFeatures,
} from './pricing.ts';

describe('pricing rules (spec 1 §2)', () => {
  it('writes the limit of an enabled feature as Unlimited, Up to N or Included, and none for a disabled one', () => {
    expect(limitText({ enabled: true, limit: 'unlimited' })).toBe('Unlimited');
    expect(limitText({ enabled: true, limit: 3 })).toBe('Up to 3');
    expect(limitText({ enabled: true, limit: null })).toBe('Included');
    expect(limitText({ enabled: false, limit: null })).toBeNull();
    expect(limitText({ enabled: false, limit: 5 })).toBeNull();
  });

  it('shows the savings badge only when some yearly price is below twelve monthly prices', () => {
    expect(hasYearlySavings(TIERS_WITH_FEATURES)).toBe(true);
    const noSavings = TIERS_WITH_FEATURES.map((t) => ({ ...t, priceYearly: 12 * t.priceMonthly }));
    expect(hasYearlySavings(noSavings)).toBe(false);
    // The free tier (0 = 12 x 0) never counts, and one cheaper yearly price is enough.
    expect(hasYearlySavings([{ priceMonthly: 0, priceYearly: 0 }])).toBe(false);
    expect(hasYearlySavings([...noSavings, { priceMonthly: 100, priceYearly: 1199 }])).toBe(true);
  });

  it('prices the chosen cycle in dollars with two decimals, 0 as Free', () => {
    const firstLine = tierNamed('first_line');
    expect(priceLabel(tierPrice(firstLine, 'monthly'))).toBe('$9.99');
    expect(priceLabel(tierPrice(firstLine, 'yearly'))).toBe('$99.90');
    expect(priceLabel(tierPrice(tierNamed('locker_room'), 'yearly'))).toBe('Free');
  });

  it('never lists coming-soon features', () => {
    const keys = visibleFeatures(tierNamed('all_star').features).map((f) => f.featureKey);
    expect(keys).toEqual([
      'highlight_clips',
      'upcoming_events',
      'custom_profile_url',
      'advanced_analytics',
      'game_stats',
    ]);
  });

  describe('the button of a plan', () => {
    const free = tierNamed('locker_room');
    const warmUp = tierNamed('warm_up');
    const firstLine = tierNamed('first_line');

    it('a guest gets Get Started Free on the free plan and Select Plan on the others', () => {
      expect(planAction(free, { isSignedIn: false }).label).toBe('Get Started Free');
      expect(planAction(firstLine, { isSignedIn: false }).label).toBe('Select Plan');
    });

    it('a signed-in user on the free plan sees it as current and Upgrade Now on the paid plans', () => {
      const viewer = { isSignedIn: true, subscription: summary('locker_room') };
      expect(planAction(free, viewer)).toEqual({ kind: 'current', label: 'Current Plan' });
      expect(planAction(firstLine, viewer)).toEqual({ kind: 'checkout', label: 'Upgrade Now' });
    });

    it('a recruiter, organization or admin account holds no plan: every button says so, disabled', () => {
      for (const role of ['RECRUITER', 'ORG_ADMIN', 'ORG_STAFF', 'ADMIN']) {
        for (const tier of [free, firstLine]) {
          expect(planAction(tier, { isSignedIn: true, role }), role).toEqual({
            kind: 'unavailable',
            label: 'Players & Parents Only',
          });
        }
      }
      expect(planAction(firstLine, { isSignedIn: true, role: 'PARENT' }).label).toBe('Upgrade Now');
    });

    it('a signed-in user whose plan is still loading gets Upgrade Now', () => {
      expect(planAction(firstLine, { isSignedIn: true }).label).toBe('Upgrade Now');
    });

    it('a paid subscriber changes to another paid plan through Manage Billing, not a second checkout', () => {
      const viewer = { isSignedIn: true, subscription: summary('warm_up') };
      expect(planAction(warmUp, viewer).kind).toBe('current');
      expect(planAction(firstLine, viewer)).toEqual({ kind: 'change', label: 'Change Plan' });
      expect(planAction(free, viewer).label).toBe('Get Started Free');
    });

    it('while payments are off every paid plan is Payments Unavailable; free and current plans stay (D165)', () => {
      const unavailable = { kind: 'unavailable', label: 'Payments Unavailable' };
      expect(planAction(firstLine, { isSignedIn: false, paymentsOff: true })).toEqual(unavailable);
      const subscriber = { isSignedIn: true, subscription: summary('warm_up'), paymentsOff: true };
      expect(planAction(firstLine, subscriber)).toEqual(unavailable);
      expect(planAction(warmUp, subscriber).kind).toBe('current');
      expect(planAction(free, { isSignedIn: false, paymentsOff: true }).kind).toBe('free');
    });

    it('a paid plan without billing to manage (granted by hand) still offers Upgrade Now', () => {
      const viewer = { isSignedIn: true, subscription: summary('warm_up', { canManageBilling: false }) };
      expect(planAction(firstLine, viewer).label).toBe('Upgrade Now');
    });
  });
});
