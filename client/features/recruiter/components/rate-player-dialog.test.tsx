import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Rating } from '#common/contracts/ratings.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import RatePlayerDialog from './rate-player-dialog.tsx';

const PLAYER_ID = '7a0c2f4e-1111-4222-8333-944455556666';
const RATING_URL = `/api/players/${PLAYER_ID}/rating`;
const SAVED: Rating = {
  overall: 4,
  skating: 5,
  puckSkills: null,
  hockeySense: 3,
  compete: null,
  summary: 'Reads the play early.',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderDialog(existing: Rating | null = null) {
  const api = mockFetch((request) => {
    if (request.method === 'GET') return { body: { rating: existing } };
    if (request.method === 'PUT') return { body: { rating: { ...SAVED, ...(request.body as object) } } };
    if (request.method === 'DELETE') return { body: { rating: null } };
    return undefined;
  });
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <RatePlayerDialog playerId={PLAYER_ID} playerName="Liam Sullivan" open onOpenChange={onOpenChange} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Rate Liam Sullivan' });
  return { ...view, api, onOpenChange, dialog };
}

describe('the RATE PLAYER dialog', () => {
  it('keeps Save disabled until an overall rating is chosen, then sends the rating and closes', async () => {
    const { user, api, onOpenChange, dialog } = renderDialog();
    expect(within(dialog).getByText('Only you can see your rating.')).toBeInTheDocument();
    const save = (await within(dialog).findByRole('button', { name: 'Save' })) as HTMLButtonElement;
    expect(save).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Remove rating' })).not.toBeInTheDocument();

    const overall = within(dialog).getByRole('radiogroup', { name: 'Overall rating (required)' });
    await user.click(within(overall).getByLabelText('3 stars'));
    expect(save).toBeEnabled();
    // The arrow keys move along the stars, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(overall).getByLabelText('4 stars')).toBeChecked();

    const skating = within(dialog).getByRole('radiogroup', { name: 'Skating' });
    expect(within(skating).getByLabelText('Not rated')).toBeChecked();
    await user.click(within(skating).getByLabelText('5'));
    await user.click(within(within(dialog).getByRole('radiogroup', { name: 'Compete' })).getByLabelText('2'));
    await user.type(within(dialog).getByLabelText('Summary (optional)'), 'Quick feet.');
    expect(within(dialog).getByText('11/2,000')).toBeInTheDocument();
    await user.click(save);

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      url: RATING_URL,
      body: {
        overall: 4,
        skating: 5,
        puckSkills: null,
        hockeySense: null,
        compete: 2,
        summary: 'Quick feet.',
      },
    });
    expect(await screen.findByText('Rating saved')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends no summary when it is blank', async () => {
    const { user, api, dialog } = renderDialog();
    await user.click(await within(dialog).findByLabelText('1 star'));
    await user.type(within(dialog).getByLabelText('Summary (optional)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ overall: 1, summary: null });
  });

  it('shows the saved rating when opened again, and removes it', async () => {
    const { user, api, onOpenChange, dialog } = renderDialog(SAVED);
    const overall = await within(dialog).findByRole('radiogroup', { name: 'Overall rating (required)' });
    await waitFor(() => expect(within(overall).getByLabelText('4 stars')).toBeChecked());
    const group = (name: string) => within(within(dialog).getByRole('radiogroup', { name }));
    expect(group('Skating').getByLabelText('5')).toBeChecked();
    expect(group('Puck skills').getByLabelText('Not rated')).toBeChecked();
    expect(group('Hockey sense').getByLabelText('3')).toBeChecked();
    expect(within(dialog).getByLabelText('Summary (optional)')).toHaveValue('Reads the play early.');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remove rating' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'DELETE', url: RATING_URL });
    expect(await screen.findByText('Rating removed')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
