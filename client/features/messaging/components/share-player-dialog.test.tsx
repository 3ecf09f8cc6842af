import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { copyText } from '#client/lib/clipboard.ts';
import { SHARE_NOTE_MAX } from '#common/messaging.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { SharePlayerDialog } from './share-player-dialog.tsx';

vi.mock('#client/lib/clipboard.ts', () => ({ copyText: vi.fn() }));

const PLAYER = {
  id: '7a0c2f4e-1111-4222-8333-944455556666',
  slug: 'liam-sullivan',
  firstName: 'Liam',
  lastName: 'Sullivan',
};
const SHARE_URL = `/api/players/${PLAYER.id}/share`;
const LINK = `${window.location.origin}/player/liam-sullivan`;

function renderDialog(reply: { status?: number; body?: unknown } = {}) {
  const api = mockFetch((request) =>
    request.method === 'POST' ? { status: 200, body: { message: 'Profile shared.' }, ...reply } : undefined,
  );
  const onOpenChange = vi.fn();
  const view = renderWithApp(<SharePlayerDialog player={PLAYER} open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Share Liam Sullivan' });
  const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
  return { ...view, api, onOpenChange, dialog, send };
}

describe('the SHARE PLAYER dialog', () => {
  it('keeps Send disabled while the e-mail is blank, then e-mails the link with the note and closes', async () => {
    const { user, api, onOpenChange, dialog, send } = renderDialog();
    expect(within(dialog).getByText(/Nothing beyond the public profile is sent/)).toBeInTheDocument();
    expect(send).toBeDisabled();
    const email = within(dialog).getByLabelText("Colleague's email");
    await user.type(email, '   ');
    expect(send).toBeDisabled();
    await user.type(email, 'Coach@Example.edu');
    expect(send).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Worth a look.');
    expect(within(dialog).getByText(`13/${SHARE_NOTE_MAX.toLocaleString('en-US')}`)).toBeInTheDocument();
    await user.click(send);

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: SHARE_URL,
      body: { email: 'coach@example.edu', note: 'Worth a look.' },
    });
    expect(await screen.findByText('Profile shared')).toBeInTheDocument();
    expect(
      screen.getByText("We e-mailed coach@example.edu the link to Liam Sullivan's profile."),
    ).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends no note when the note is blank', async () => {
    const { user, api, dialog, send } = renderDialog();
    await user.type(within(dialog).getByLabelText("Colleague's email"), 'coach@example.edu');
    await user.type(within(dialog).getByLabelText('Note (optional)'), '   ');
    await user.click(send);
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({ email: 'coach@example.edu', note: null });
  });

  it('checks the address with the contract before sending, and stops the note at its limit', async () => {
    const { user, api, dialog, send } = renderDialog();
    const email = within(dialog).getByLabelText("Colleague's email");
    await user.type(email, 'not-an-address');
    await user.click(send);
    expect(await within(dialog).findByText('Must be a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
    const note = within(dialog).getByLabelText('Note (optional)') as HTMLTextAreaElement;
    expect(note.maxLength).toBe(SHARE_NOTE_MAX);
  });

  it("shows the server's field errors by their fields", async () => {
    const { user, dialog, send, onOpenChange } = renderDialog({
      status: 400,
      body: {
        message: 'Invalid input',
        code: 'VALIDATION',
        issues: [{ path: 'email', message: 'This address cannot receive e-mail' }],
      },
    });
    await user.type(within(dialog).getByLabelText("Colleague's email"), 'coach@example.edu');
    await user.click(send);
    expect(await within(dialog).findByText('This address cannot receive e-mail')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a family or minor address by the e-mail field (403)", async () => {
    const message = 'This address belongs to the player, their family or a player under 18.';
    const { user, dialog, send, onOpenChange } = renderDialog({
      status: 403,
      body: { message, code: 'FORBIDDEN' },
    });
    expect(
      within(dialog).getByText(/Your note goes only to recruiters and organization staff/),
    ).toBeInTheDocument();
    const email = within(dialog).getByLabelText("Colleague's email");
    await user.type(email, 'family@example.com');
    await user.click(send);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says so in the dialog when the day’s shares are used up (429)', async () => {
    const message =
      'You have shared the most players allowed in a day. Please wait 5 hours before trying again.';
    const { user, dialog, send, onOpenChange } = renderDialog({
      status: 429,
      body: { message, code: 'RATE_LIMITED' },
    });
    await user.type(within(dialog).getByLabelText("Colleague's email"), 'coach@example.edu');
    await user.click(send);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Daily sharing limit reached');
    expect(alert).toHaveTextContent(message);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('copies the public link, and selects it to copy by hand when the browser refuses', async () => {
    const { user, dialog } = renderDialog();
    const field = within(dialog).getByLabelText('Public profile link') as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);

    vi.mocked(copyText).mockResolvedValueOnce(true);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(copyText).toHaveBeenLastCalledWith(LINK);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    vi.mocked(copyText).mockResolvedValueOnce(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText(/did not let us copy the link/)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});
