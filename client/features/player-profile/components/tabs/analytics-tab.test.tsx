import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InterestFunnel, InterestWeek } from '#common/contracts/interest.ts';
import type { PlayerFeatures } from '#common/contracts/players.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { AnalyticsTab } from './analytics-tab.tsx';

const PLAYER = { id: '00000000-0000-4000-8000-000000000001', slug: 'ethan-marchetti-demo' };

const week = (start: string, figures: Partial<InterestWeek> = {}): InterestWeek => ({
  start,
  viewers: 0,
  recruiterViewers: 0,
  savedBy: 0,
  conversations: 0,
  programs: [],
  ...figures,
});

/** Two weeks: one quiet, and this week with a save and a conversation (D330-D333). */
const FUNNEL: InterestFunnel = {
  weeks: 12,
  from: '2026-11-16',
  to: '2026-11-29',
  totals: {
    viewers: 6,
    recruiterViewers: 4,
    savedBy: 1,
    conversations: 2,
    programs: [
      { group: 'ncaa:D1:men', viewers: 3, savedBy: 1, conversations: 1 },
      { group: 'other', viewers: 1, savedBy: 0, conversations: 1 },
    ],
  },
  series: [
    week('2026-11-16', { viewers: 2, recruiterViewers: 1 }),
    week('2026-11-23', {
      viewers: 5,
      recruiterViewers: 3,
      savedBy: 1,
      conversations: 2,
      programs: [{ group: 'other', viewers: 3, savedBy: 1, conversations: 2 }],
    }),
  ],
  byRole: [
    { role: 'RECRUITER', viewers: 4 },
    { role: 'anonymous', viewers: 2 },
    { role: 'PLAYER', viewers: 0 },
    { role: 'PARENT', viewers: 0 },
    { role: 'ORG_ADMIN', viewers: 0 },
    { role: 'ORG_STAFF', viewers: 0 },
    { role: 'ADMIN', viewers: 0 },
  ],
  named: [
    {
      conversationId: '00000000-0000-4000-8000-0000000000c1',
      recruiterName: 'Erik Lindqvist',
      organization: 'Prairie City Blizzard',
      group: 'junior:ushl',
      startedOn: '2026-11-27',
    },
  ],
  groupMinimum: 3,
};

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
      : r.url.startsWith(`/api/players/${PLAYER.id}/interest`)
        ? { body: FUNNEL }
        : { status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } },
  );
}

describe("the owner's Analytics tab without analytics", () => {
  it('on the plan, sells the plans that add them', async () => {
    world({ hasAccess: false, source: 'tier' });
    renderWithApp(<AnalyticsTab playerRef={PLAYER} />);
    expect(await screen.findByTestId('analytics-locked')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toBeInTheDocument();
  });

  it('turned off by an administrator, says so and offers no plan (D248)', async () => {
    world({ hasAccess: false, source: 'override' });
    renderWithApp(<AnalyticsTab playerRef={PLAYER} />);
    expect(
      await screen.findByText(/^An administrator turned off advanced analytics for this account/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View plans' })).not.toBeInTheDocument();
  });
});

describe("the owner's Analytics tab: the interest funnel", () => {
  it('shows the period, each week newest first, programs by their shared label and who wrote', async () => {
    const { sent } = world({ hasAccess: true, source: 'tier' });
    const { user } = renderWithApp(<AnalyticsTab playerRef={PLAYER} />);
    expect(await screen.findByTestId('interest-funnel')).toBeInTheDocument();
    expect(sent.some((r) => r.url === `/api/players/${PLAYER.id}/interest?weeks=12`)).toBe(true);

    const thisWeek = screen.getByTestId('week-2026-11-23');
    expect(within(thisWeek).getByRole('rowheader')).toHaveTextContent('This week');
    expect(
      within(thisWeek)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '1', '2']);
    expect(within(screen.getByTestId('week-2026-11-16')).getByRole('rowheader')).toHaveTextContent(
      'Week of Nov 16',
    );

    const programs = screen.getByRole('region', { name: 'Recruiters by program' });
    expect(within(programs).getByRole('rowheader', { name: "NCAA Division I men's" })).toBeInTheDocument();
    expect(within(programs).getByRole('rowheader', { name: 'Other programs' })).toBeInTheDocument();
    // One week's programs.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), '2026-11-23');
    expect(
      within(screen.getByRole('region', { name: 'Recruiters by program' })).queryByRole('rowheader', {
        name: "NCAA Division I men's",
      }),
    ).not.toBeInTheDocument();

    const writers = screen.getByRole('list', { name: 'Recruiters who wrote' });
    expect(within(writers).getByText('Erik Lindqvist')).toBeInTheDocument();
    expect(within(writers).getByText(/Prairie City Blizzard · USHL/)).toBeInTheDocument();
    expect(within(writers).getByRole('link', { name: 'Open conversation' })).toHaveAttribute(
      'href',
      '/messages/00000000-0000-4000-8000-0000000000c1',
    );
    // Two conversations, one named: the other is counted without a name.
    expect(
      screen.getByText(/1 conversation you are not part of is counted without the recruiter’s name/),
    ).toBeInTheDocument();
    expect(screen.getByText(/recruiters who save your profile are never named/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '26 weeks' }));
    await waitFor(() =>
      expect(sent.some((r) => r.url === `/api/players/${PLAYER.id}/interest?weeks=26`)).toBe(true),
    );
  });
});
