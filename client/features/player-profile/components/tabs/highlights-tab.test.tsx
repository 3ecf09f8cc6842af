import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Media, PlayerFeatures } from '#common/contracts/players.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { descriptionOf, providerAddresses, watchFrameLoads } from '#test/third-party-kit.ts';
import { HighlightsTab } from './highlights-tab.tsx';

const PLAYER = { id: '00000000-0000-4000-8000-000000000001', slug: 'ethan-marchetti-demo' };
const MEDIA: Media[] = [
  {
    id: 'v1',
    type: 'youtube',
    url: 'https://www.youtube.com/watch?v=Xk3fP9qLm2A',
    publicPath: null,
    providerId: 'Xk3fP9qLm2A',
    thumbnailUrl: 'https://i.ytimg.com/vi/Xk3fP9qLm2A/hqdefault.jpg',
    caption: 'Season highlights',
    sortOrder: 0,
  },
  {
    id: 'v2',
    type: 'vimeo',
    url: 'https://vimeo.com/123456789',
    publicPath: null,
    providerId: '123456789',
    thumbnailUrl: null,
    caption: 'Tournament goals',
    sortOrder: 1,
  },
];
const FEATURES: PlayerFeatures = {
  highlightClips: { hasAccess: true, limit: 3, used: 2 },
  upcomingEvents: { hasAccess: true, limit: 'unlimited', used: 0 },
  customProfileUrl: { hasAccess: true },
  advancedAnalytics: { hasAccess: true },
};

function world(features: PlayerFeatures = FEATURES) {
  return mockFetch((r) => {
    if (r.url === `/api/players/${PLAYER.id}/media`) return { body: MEDIA };
    if (r.url === `/api/players/${PLAYER.id}/features`) return { body: features };
    return { status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } };
  });
}

describe("the owner's Highlights tab", () => {
  it('lists the videos as our own tiles, with no address of YouTube or Vimeo before play', async () => {
    const api = world();
    const frameLoads = watchFrameLoads();
    renderWithApp(<HighlightsTab playerRef={PLAYER} />);
    const list = await screen.findByRole('list', { name: 'Highlight videos' });
    const play = within(list).getByRole('button', { name: 'Play Season highlights' });
    expect(descriptionOf(play)).toBe('Plays from youtube.com');
    expect(within(list).getByRole('button', { name: 'Play Tournament goals' })).toBeInTheDocument();
    expect(document.querySelectorAll('img, iframe')).toHaveLength(0);
    expect(providerAddresses()).toEqual([]);
    // Only our own API was asked.
    expect(api.sent.every((r) => r.url.startsWith('/api/'))).toBe(true);
    expect(frameLoads()).toEqual([]);
  });

  it('plays a video in place once its tile is pressed, and links out to the provider only then', async () => {
    world();
    const frameLoads = watchFrameLoads();
    const { user } = renderWithApp(<HighlightsTab playerRef={PLAYER} />);
    await user.click(await screen.findByRole('button', { name: 'Play Tournament goals' }));

    const frame = await screen.findByTitle('Tournament goals (Vimeo video)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/123456789?autoplay=1');
    expect(document.activeElement).toBe(frame);
    // Only the pressed video's player was asked for.
    expect(frameLoads()).toEqual(['https://player.vimeo.com/video/123456789?autoplay=1']);
    expect(screen.queryByRole('button', { name: 'Play Tournament goals' })).not.toBeInTheDocument();
    // The other video is still a tile.
    expect(screen.getByRole('button', { name: 'Play Season highlights' })).toBeInTheDocument();
    expect(providerAddresses()).toEqual([
      '<iframe src="https://player.vimeo.com/video/123456789?autoplay=1">',
      '<a href="https://vimeo.com/123456789">',
    ]);
  });

  it('says an administrator turned highlight clips off, and offers no plan (D248)', async () => {
    world({
      ...FEATURES,
      highlightClips: { hasAccess: false, limit: null, used: 2, source: 'override' },
    });
    renderWithApp(<HighlightsTab playerRef={PLAYER} />);
    expect(
      await screen.findByText(
        'An administrator turned off highlight clips for this account, so no plan would add them. Contact support if you think this is a mistake.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Video' })).toBeDisabled();
    expect(screen.queryByText(/Warm-Up/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View plans' })).not.toBeInTheDocument();
  });

  it('says an administrator set the limit, without an upgrade', async () => {
    world({
      ...FEATURES,
      highlightClips: { hasAccess: true, limit: 2, used: 2, source: 'override' },
    });
    renderWithApp(<HighlightsTab playerRef={PLAYER} />);
    expect(
      await screen.findByText(
        'An administrator set this account to 2 highlight clips. Contact support if you think this is a mistake.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Upgrade/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View plans' })).not.toBeInTheDocument();
  });

  it('on the plan, points to the plans that add clips', async () => {
    world({ ...FEATURES, highlightClips: { hasAccess: false, limit: null, used: 0, source: 'tier' } });
    renderWithApp(<HighlightsTab playerRef={PLAYER} />);
    expect(await screen.findByText(/Highlight videos start with the Warm-Up plan\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toBeInTheDocument();
  });
});
