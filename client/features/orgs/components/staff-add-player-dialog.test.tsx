import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { StaffAddPlayerDialog } from './staff-add-player-dialog.tsx';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const PLAYER = {
  id: '00000000-0000-4000-8000-0000000000bb',
  slug: 'ava-lindqvist',
  firstName: 'Ava',
  lastName: 'Lindqvist',
  positions: ['D'],
  birthYear: 2011,
  currentTeamName: 'North Stars',
  category: 'FEMALE',
  showCategory: true,
  verificationStatus: 'pending',
  profileImageUrl: null,
};
const ENTRY_ANSWER = { body: { entry: {}, message: 'Invitation e-mailed to the family.' }, status: 201 };

function open() {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<StaffAddPlayerDialog orgId={ORG} open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Add Player' });
  return { ...view, dialog, onOpenChange };
}
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send Invitation' });

describe('the Add Player dialog', () => {
  it('asks to choose a player before sending, then sends the picked player with the granted parts', async () => {
    const sent = mockFetch((request) =>
      request.method === 'GET'
        ? { body: { players: [PLAYER], total: 1, totalIsLowerBound: false, page: 1, pageSize: 8 } }
        : ENTRY_ANSWER,
    );
    const { user, dialog, onOpenChange } = open();
    await user.click(sendButton(dialog));
    expect(within(dialog).getByText('Choose a player from the results')).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);

    await user.type(within(dialog).getByRole('searchbox', { name: /Search players/ }), 'Ava');
    const result = await within(dialog).findByRole('button', { name: /Ava Lindqvist/ }, { timeout: 2000 });
    expect(
      sent.sent.some((r) => r.url.startsWith('/api/players/search?') && r.url.includes('keyword=Ava')),
    ).toBe(true);
    await user.click(result);
    expect(result).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Game stats' }));
    await user.click(sendButton(dialog));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes()).toEqual([
      {
        method: 'POST',
        url: `/api/orgs/${ORG}/roster`,
        body: { playerId: PLAYER.id, fieldControl: { teamHistory: false, schedule: false, stats: true } },
      },
    ]);
    expect(await screen.findByText('Invitation e-mailed to the family.')).toBeInTheDocument();
  });

  it('refuses a wrong address on the e-mail tab and sends a good one with the optional name left out', async () => {
    const sent = mockFetch(() => ENTRY_ANSWER);
    const { user, dialog, onOpenChange } = open();
    await user.click(within(dialog).getByRole('tab', { name: 'Invite by email' }));
    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    await user.type(email, 'not-an-address');
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);

    await user.clear(email);
    await user.type(email, ' Family@Example.com ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Team history' }));
    await user.click(sendButton(dialog));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes()).toEqual([
      {
        method: 'POST',
        url: `/api/orgs/${ORG}/roster`,
        body: {
          email: 'family@example.com',
          name: null,
          fieldControl: { teamHistory: true, schedule: false, stats: false },
        },
      },
    ]);
  });

  it('shows the server refusal and stays open', async () => {
    mockFetch(() => ({ status: 409, body: { message: 'This player is already on your roster.' } }));
    const { user, dialog, onOpenChange } = open();
    await user.click(within(dialog).getByRole('tab', { name: 'Invite by email' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Email address/ }), 'family@example.com');
    await user.click(sendButton(dialog));
    expect(await screen.findByText('This player is already on your roster.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers the invitation by e-mail in place for a profile nobody can answer for, and sends it', async () => {
    let posts = 0;
    const sent = mockFetch((request) => {
      if (request.method === 'GET')
        return { body: { players: [PLAYER], total: 1, totalIsLowerBound: false, page: 1, pageSize: 8 } };
      posts += 1;
      return posts === 1
        ? {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: 'This profile has no account to answer. Invite the family by email instead.',
            },
          }
        : ENTRY_ANSWER;
    });
    const { user, dialog, onOpenChange } = open();
    await user.type(within(dialog).getByRole('searchbox', { name: /Search players/ }), 'Ava');
    await user.click(await within(dialog).findByRole('button', { name: /Ava Lindqvist/ }, { timeout: 2000 }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Game stats' }));
    await user.click(sendButton(dialog));

    // No dead end: the dialog moves to the e-mail tab with the player's name and says why.
    expect(
      await within(dialog).findByText(/Ava Lindqvist has no account to answer an invitation/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Invite by email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByRole('textbox', { name: /Player name/ })).toHaveValue('Ava Lindqvist');
    expect(screen.queryByText(/Invite the family by email instead/)).not.toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByRole('textbox', { name: /Email address/ }),
      'lindqvist.family@example.com',
    );
    await user.click(sendButton(dialog));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes().at(-1)).toEqual({
      method: 'POST',
      url: `/api/orgs/${ORG}/roster`,
      body: {
        email: 'lindqvist.family@example.com',
        name: 'Ava Lindqvist',
        fieldControl: { teamHistory: false, schedule: false, stats: true },
      },
    });
  });
});
