import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { InviteCoParentDialog } from './invite-co-parent-dialog.tsx';

const LIV = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Liv', lastName: 'Berg' };
const OLA = { id: '00000000-0000-4000-8000-000000000002', firstName: 'Ola', lastName: 'Berg' };
const SIRI = { id: '00000000-0000-4000-8000-000000000003', firstName: 'Siri', lastName: 'Berg' };

const invitation = (playerName: string, playerId: string) => ({
  playerId,
  playerName,
  invitation: {
    id: `inv-${playerId}`,
    invitedEmail: 'dad@example.com',
    relationship: null,
    status: 'pending',
    inviterName: 'Ida Berg',
    expiresAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    respondedAt: null,
  },
});

function open(family = [LIV, OLA, SIRI]) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <InviteCoParentDialog player={OLA} family={family} open onOpenChange={onOpenChange} />,
  );
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Invite Co-Parent' }), onOpenChange };
}

describe('the Invite Co-Parent dialog', () => {
  it('invites to every child at once with "All my children": one request, one toast naming them', async () => {
    const sent = mockFetch(() => ({
      body: {
        message: '2 invitations sent',
        invitations: [invitation('Liv Berg', LIV.id), invitation('Siri Berg', SIRI.id)],
        skipped: [
          {
            playerId: OLA.id,
            playerName: 'Ola Berg',
            reason: 'This person is already a parent of Ola Berg.',
          },
        ],
      },
    }));
    const { user, dialog, onOpenChange } = open();
    const all = within(dialog).getByRole('checkbox', { name: 'All my children' }) as HTMLInputElement;
    // The child whose card opened the dialog is chosen at first.
    expect(within(dialog).getByRole('checkbox', { name: 'Ola Berg' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Liv Berg' })).not.toBeChecked();
    expect(all).not.toBeChecked();
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    for (const name of ['Liv Berg', 'Ola Berg', 'Siri Berg']) {
      expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();
    }
    await user.type(within(dialog).getByLabelText('Email address'), 'dad@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/co-parents/invite',
        body: { playerIds: [LIV.id, OLA.id, SIRI.id], email: 'dad@example.com', relationship: null },
      },
    ]);
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We e-mailed dad@example.com a link to co-manage Liv and Siri's profiles. Skipped: This person is already a parent of Ola Berg.",
      ),
    ).toBeInTheDocument();
  });

  it('needs at least one child, and sends nothing without', async () => {
    const sent = mockFetch();
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ola Berg' }));
    await user.type(within(dialog).getByLabelText('Email address'), 'dad@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Choose at least one child')).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);
  });

  it('with one child there is nothing to choose: the invitation is for that child', async () => {
    const sent = mockFetch(() => ({
      body: { message: 'Invitation sent', invitations: [invitation('Ola Berg', OLA.id)], skipped: [] },
    }));
    const { user, dialog } = open([OLA]);
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email address'), 'mom@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(sent.writes()).toHaveLength(1));
    expect(sent.writes()[0]!.body).toEqual({
      playerIds: [OLA.id],
      email: 'mom@example.com',
      relationship: null,
    });
  });
});
