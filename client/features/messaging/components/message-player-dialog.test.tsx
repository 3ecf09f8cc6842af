import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactStatus } from '#common/contracts/messaging.ts';
import { MESSAGE_MAX } from '#common/messaging.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { MessagePlayerDialog } from './message-player-dialog.tsx';

const PLAYER = { id: '7a0c2f4e-1111-4222-8333-944455556666', firstName: 'Liam', lastName: 'Sullivan' };
const CONVERSATION_ID = '0b6e3c1a-2222-4333-8444-955566667777';

const ALLOWED: ContactStatus = {
  canStart: true,
  reason: null,
  message: null,
  allowedFrom: null,
  familyMayWriteFirst: false,
  existingConversationId: null,
  rule: null,
  participants: [{ name: 'Dana Sullivan', role: 'parent' }],
};

function renderComposer(status: ContactStatus) {
  const api = mockFetch((request) => {
    if (request.url.endsWith('/contact-status')) return { body: { status } };
    if (request.method === 'POST') {
      return { status: 201, body: { created: true, conversation: { id: CONVERSATION_ID } } };
    }
    return undefined;
  });
  const view = renderWithApp(<MessagePlayerDialog player={PLAYER} open onOpenChange={() => undefined} />);
  return { ...view, api };
}

describe('the MESSAGE PLAYER composer', () => {
  it('keeps Send disabled while the message is blank, then starts the conversation and opens it', async () => {
    const { user, api, router } = renderComposer(ALLOWED);
    const dialog = await screen.findByRole('dialog', { name: 'Message Liam Sullivan' });
    expect(await within(dialog).findByText(/their parent is in the conversation/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Dana Sullivan \(Parent\)/)).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send Message' }) as HTMLButtonElement;
    expect(send).toBeDisabled();

    const box = within(dialog).getByLabelText('Your message');
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, ' Hello Liam ');
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: '/api/conversations',
      body: { playerId: PLAYER.id, body: 'Hello Liam' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION_ID}`));
  });

  it('stops at the message limit and shows the counter near it', async () => {
    renderComposer(ALLOWED);
    const dialog = await screen.findByRole('dialog', { name: 'Message Liam Sullivan' });
    const box = (await within(dialog).findByLabelText('Your message')) as HTMLTextAreaElement;
    expect(box.maxLength).toBe(MESSAGE_MAX);
    expect(within(dialog).queryByText(/\/5,000$/)).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(4600) } });
    expect(await within(dialog).findByText('4,600/5,000')).toBeInTheDocument();
  });

  it('says why a recruiter is refused, with the date and that the family may write first, and offers no message box', async () => {
    const { api } = renderComposer({
      ...ALLOWED,
      canStart: false,
      reason: 'before_contact_date',
      message:
        "Under NCAA rules, Division I men's ice hockey coaches may start contact from January 1 of grade 10.",
      allowedFrom: '2028-01-01',
      familyMayWriteFirst: true,
      participants: [],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Message Liam Sullivan' });
    expect(await within(dialog).findByText('You cannot message Liam Sullivan yet')).toBeInTheDocument();
    expect(within(dialog).getByText(/Division I men's ice hockey coaches/)).toBeInTheDocument();
    expect(within(dialog).getByText('Saturday, January 1, 2028')).toBeInTheDocument();
    expect(within(dialog).getByText(/The family may write to you first/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('links a recruiter without a division to the program settings', async () => {
    renderComposer({
      ...ALLOWED,
      canStart: false,
      reason: 'program_required',
      message: "Set your program's division first.",
      participants: [],
    });
    const link = await screen.findByRole('link', { name: 'Set Your Program Division' });
    expect(link).toHaveAttribute('href', '/account#recruiting-program');
  });
});
