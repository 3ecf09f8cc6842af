import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Commitment } from '#common/contracts/commitment.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { CommitmentCard } from './commitment-card.tsx';

const PLAYER = { id: '7a0c2f4e-1111-4222-8333-944455556666', slug: 'ava-lee' };
const BC: Commitment = {
  kind: 'ncaa',
  programName: 'Boston College',
  division: 'D1',
  programGender: 'women',
  committedOn: '2026-11-01',
};
const url = `/api/players/${PLAYER.id}/commitment`;

function renderCard(commitment: Commitment | null) {
  const api = mockFetch((r) =>
    r.method === 'PUT' ? { body: { commitment: r.body } } : { body: { commitment: null } },
  );
  const view = renderWithApp(<CommitmentCard playerRef={PLAYER} commitment={commitment} />);
  return { ...view, api };
}

describe('CommitmentCard', () => {
  it('marks an NCAA commitment: program, division, side and date, as the contract takes them', async () => {
    const { user, api } = renderCard(null);
    await user.click(screen.getByRole('button', { name: 'Add commitment' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Program name'), '  Boston College ');
    await user.selectOptions(within(dialog).getByLabelText('Division'), 'D1');
    await user.selectOptions(within(dialog).getByLabelText('Team'), 'women');
    fireEvent.change(within(dialog).getByLabelText('Commitment date'), { target: { value: '2026-11-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add commitment' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({ method: 'PUT', url, body: BC });
    expect(await screen.findByText('Commitment saved')).toBeInTheDocument();
  });

  it('asks for the division and side of an NCAA program, and sends nothing until they are given', async () => {
    const { user, api } = renderCard(null);
    await user.click(screen.getByRole('button', { name: 'Add commitment' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Program name'), 'Boston College');
    await user.click(within(dialog).getByRole('button', { name: 'Add commitment' }));
    expect(
      await within(dialog).findByText('Choose the division the hockey team plays in'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Choose men's or women's hockey")).toBeInTheDocument();
    expect(within(dialog).getByText('Commitment date is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Division')).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('sends another program without a division or side, even when they were chosen before switching', async () => {
    const { user, api } = renderCard(null);
    await user.click(screen.getByRole('button', { name: 'Add commitment' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Division'), 'D3');
    await user.click(within(dialog).getByRole('button', { name: 'Other program' }));
    expect(within(dialog).queryByLabelText('Division')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Program name'), 'Sioux Falls Stampede');
    fireEvent.change(within(dialog).getByLabelText('Commitment date'), { target: { value: '2026-10-15' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add commitment' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      kind: 'other',
      programName: 'Sioux Falls Stampede',
      division: null,
      programGender: null,
      committedOn: '2026-10-15',
    });
  });

  it('shows the commitment, and removes it only after the confirmation', async () => {
    const { user, api } = renderCard(BC);
    const card = screen.getByTestId('commitment-card');
    expect(within(card).getByText('Boston College')).toBeInTheDocument();
    expect(card).toHaveTextContent("NCAA Division I women's hockey · November 1, 2026");
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('alertdialog');
    expect(
      within(confirm).getByText(/other NCAA programs can message about this player again/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove commitment' }),
    );
    await waitFor(() => expect(api.writes()).toEqual([{ method: 'DELETE', url, body: {} }]));
  });

  it('opens the change form filled with the stored commitment', async () => {
    const { user } = renderCard(BC);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Program name')).toHaveValue('Boston College');
    expect(within(dialog).getByLabelText('Team')).toHaveValue('women');
    expect(within(dialog).getByLabelText('Commitment date')).toHaveValue('2026-11-01');
  });
});
