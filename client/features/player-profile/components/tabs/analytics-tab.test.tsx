import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerFeatures } from '#common/contracts/players.ts';
import { mockFetch, renderWithApp } from '../../../../../test/component-kit.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';

const PLAYER = { id: '00000000-0000-4000-8000-000000000001', slug: 'ethan-marchetti-demo' };

function world(advancedAnalytics: PlayerFeatures['advancedAnalytics']) {
  const features: PlayerFeatures = {
    highlightClips: { hasAccess: true, limit: 3, used: 0 },
    upcomingEvents: { hasAccess: true, limit: 'unlimited', used: 0 },
    customProfileUrl: { hasAccess: true },
    advancedAnalytics,
  };
  return mockFetch((r) =>
    r.url === `/api/players/${PLAYER.id}/features`
      ? { body: features }
      : { status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } },
  );
}

describe("the owner's Analytics tab without analytics", () => {
  it('on the plan, sells the plans that add them', async () => {
    world({ hasAccess: false, source: 'tier' });
    renderWithApp(<AnalyticsTab playerRef={PLAYER} />);
    expect(await screen.findByTestId('analytics-locked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View plans' })).toBeTruthy();
  });

  it('turned off by an administrator, says so and offers no plan (D248)', async () => {
    world({ hasAccess: false, source: 'override' });
    renderWithApp(<AnalyticsTab playerRef={PLAYER} />);
    expect(
      await screen.findByText(/^An administrator turned off advanced analytics for this account/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View plans' })).toBeNull();
  });
});
