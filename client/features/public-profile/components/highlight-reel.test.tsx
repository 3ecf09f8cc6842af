import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Media } from '#common/contracts/players.ts';
import { mockFetch } from '#test/component-kit.tsx';
import { descriptionOf, providerAddresses, watchFrameLoads } from '#test/third-party-kit.ts';
import { HighlightReel } from './highlight-reel.tsx';

/** What the API sends: a YouTube video still comes with its i.ytimg.com thumbnail address. */
const MEDIA: Media[] = [
  {
    id: 'v1',
    type: 'youtube',
    url: 'https://www.youtube.com/watch?v=Xk3fP9qLm2A',
    publicPath: null,
    providerId: 'Xk3fP9qLm2A',
    thumbnailUrl: 'https://i.ytimg.com/vi/Xk3fP9qLm2A/hqdefault.jpg',
    caption: '2025-26 season highlights',
    sortOrder: 0,
  },
  {
    id: 'v2',
    type: 'vimeo',
    url: 'https://vimeo.com/123456789',
    publicPath: null,
    providerId: '123456789',
    thumbnailUrl: null,
    caption: null,
    sortOrder: 1,
  },
];

describe('the public highlight reel', () => {
  it('draws our own tiles and holds no address of YouTube or Vimeo until play is pressed', async () => {
    const api = mockFetch();
    const frameLoads = watchFrameLoads();
    render(<HighlightReel media={MEDIA} playerName="Ethan Marchetti" />);

    const youtube = screen.getByRole('button', { name: 'Play 2025-26 season highlights' });
    const vimeo = screen.getByRole('button', { name: 'Play Highlight 2' });
    expect(descriptionOf(youtube)).toBe('Plays from youtube.com');
    expect(descriptionOf(vimeo)).toBe('Plays from vimeo.com');
    // The tile prints the title and the provider over the button.
    const tile = youtube.parentElement!;
    expect(within(tile).getByText('2025-26 season highlights')).toBeInTheDocument();
    expect(within(tile).getByText('YouTube')).toBeInTheDocument();
    expect(within(vimeo.parentElement!).getByText('Vimeo')).toBeInTheDocument();
    expect(document.querySelectorAll('img, iframe, video, source, link')).toHaveLength(0);
    expect(providerAddresses()).toEqual([]);
    expect(api.sent).toEqual([]);
    expect(frameLoads()).toEqual([]);
  });

  it('loads the privacy-enhanced player only after the press, and only for that video', async () => {
    const user = userEvent.setup();
    mockFetch();
    const frameLoads = watchFrameLoads();
    render(<HighlightReel media={MEDIA} playerName="Ethan Marchetti" />);
    expect(frameLoads()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Play 2025-26 season highlights' }));

    const dialog = await screen.findByRole('dialog', { name: '2025-26 season highlights' });
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Xk3fP9qLm2A?autoplay=1&rel=0',
    );
    expect(within(dialog).getByTitle('2025-26 season highlights (YouTube video)')).toBe(frames[0]);
    expect(frameLoads()).toEqual(['https://www.youtube-nocookie.com/embed/Xk3fP9qLm2A?autoplay=1&rel=0']);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(providerAddresses()).toEqual([
      '<a href="https://www.youtube.com/watch?v=Xk3fP9qLm2A">',
      '<iframe src="https://www.youtube-nocookie.com/embed/Xk3fP9qLm2A?autoplay=1&rel=0">',
    ]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelectorAll('iframe')).toHaveLength(0));
    expect(providerAddresses()).toEqual([]);
  });
});
