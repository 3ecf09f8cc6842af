import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerFeatures } from '#common/contracts/players.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { HighlightsTab } from './highlights-tab.tsx';

const PLAYER = { id: '00000000-0000-4000-8000-000000000001', slug: 'ethan-marchetti-demo' };
const FEATURES: PlayerFeatures = {
  highlightClips: { hasAccess: true, limit: 3, used: 0 },
  upcomingEvents: { hasAccess: true, limit: 'unlimited', used: 0 },
  customProfileUrl: { hasAccess: true },
  advancedAnalytics: { hasAccess: true },
};

function world(onAdd: (body: unknown) => { status?: number; body?: unknown }) {
  return mockFetch((r) => {
    if (r.url === `/api/players/${PLAYER.id}/media` && r.method === 'POST') return onAdd(r.body);
    if (r.url === `/api/players/${PLAYER.id}/media`) return { body: [] };
    if (r.url === `/api/players/${PLAYER.id}/features`) return { body: FEATURES };
    return { status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } };
  });
}

async function openForm() {
  const view = renderWithApp(<HighlightsTab playerRef={PLAYER} />);
  await view.user.click(await screen.findByRole('button', { name: 'Add Your First Video' }));
  return { ...view, dialog: within(await screen.findByRole('dialog', { name: 'Add Highlight Video' })) };
}

describe('the video form (D243)', () => {
  it('reads the platform from the link, takes it without https://, and asks no platform', async () => {
    const api = world((body) => ({ status: 201, body: { id: 'v1', ...(body as object) } }));
    const { user, dialog } = await openForm();
    expect(dialog.queryByLabelText('Platform')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('Video URL'), 'vimeo.com/123456789');
    expect(dialog.getByText('Vimeo video')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Video' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ type: 'vimeo', url: 'https://vimeo.com/123456789' });
  });

  it('says what is wrong with a link under the field, not in a toast', async () => {
    world(() => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Must be a valid YouTube URL',
        issues: [{ path: 'url', message: 'Must be a valid YouTube URL' }],
      },
    }));
    const { user, dialog } = await openForm();
    const url = dialog.getByLabelText('Video URL');
    await user.type(url, 'https://example.com/clip');
    await user.click(dialog.getByRole('button', { name: 'Add Video' }));
    expect(await dialog.findByText('Must be a valid YouTube or Vimeo URL')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    // A refusal of the server for the link lands under the field too.
    await user.clear(url);
    await user.type(url, 'youtu.be/Xk3fP9qLm2A');
    await user.click(dialog.getByRole('button', { name: 'Add Video' }));
    expect(await dialog.findByText('Must be a valid YouTube URL')).toBeInTheDocument();
    expect(screen.queryByText('Failed to add video')).not.toBeInTheDocument();
  });
});
