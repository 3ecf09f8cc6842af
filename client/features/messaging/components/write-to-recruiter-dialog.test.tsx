import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp, type SentRequest } from '#test/component-kit.tsx';
import { type FamilyPlayer, type FamilyRole, WriteToRecruiterDialog } from './write-to-recruiter-dialog.tsx';

const THIS_YEAR = new Date().getFullYear();
const CONVERSATION_ID = '0b6e3c1a-2222-4333-8444-955566667777';

const child = (over: Partial<FamilyPlayer> & { id: string; firstName: string }): FamilyPlayer => ({
  userId: null,
  lastName: 'Sullivan',
  birthYear: THIS_YEAR - 14,
  profileStatus: 'active',
  ...over,
});
const LIAM = child({ id: '7a0c2f4e-1111-4222-8333-944455556666', firstName: 'Liam' });
const EMMA = child({ id: '7a0c2f4e-1111-4222-8333-944455557777', firstName: 'Emma' });
const NOAH = child({ id: '7a0c2f4e-1111-4222-8333-944455558888', firstName: 'Noah', profileStatus: 'draft' });

const STARTED = {
  status: 201,
  body: {
    created: true,
    conversation: {
      id: CONVERSATION_ID,
      participants: [{ userId: 'r1', name: 'Marcus Whitfield', role: 'recruiter' }],
    },
  },
};

function renderDialog({
  role = 'PARENT',
  players = [LIAM],
  start = () => STARTED,
}: {
  role?: FamilyRole;
  players?: FamilyPlayer[];
  start?: (request: SentRequest) => { status?: number; body?: unknown };
} = {}) {
  const api = mockFetch((request) => {
    if (request.url === '/api/parents/account') return { body: { connectedProfiles: { players } } };
    if (request.url === '/api/players/me') {
      return players[0] ? { body: { player: players[0] } } : { status: 404, body: { message: 'Not found' } };
    }
    if (request.method === 'POST' && request.url === '/api/conversations') return start(request);
    return undefined;
  });
  const view = renderWithApp(<WriteToRecruiterDialog role={role} open onOpenChange={() => undefined} />, {
    path: '/messages',
  });
  return { ...view, api };
}

async function openDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Write to a recruiter' });
  await within(dialog).findByLabelText('Recruiter’s Rinkside email');
  return dialog;
}

describe('the family’s Write to a recruiter dialog', () => {
  it('keeps Send disabled while the message is blank, then starts the conversation and opens it', async () => {
    const { user, api, router } = renderDialog({ players: [LIAM, NOAH] });
    const dialog = await openDialog();
    // Only the active profile is offered: the server refuses the others.
    expect(within(dialog).getByText('Liam Sullivan')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Noah/)).not.toBeInTheDocument();
    expect(
      within(dialog).getByText(/every parent or guardian linked to Liam are in this conversation/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/may only be able to answer from a later date/)).toBeInTheDocument();
    expect(within(dialog).getByText(/often on the program’s staff page/)).toBeInTheDocument();

    const send = within(dialog).getByRole('button', { name: 'Send Message' }) as HTMLButtonElement;
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Recruiter’s Rinkside email'), ' Coach@Northern.example ');
    const box = within(dialog).getByLabelText('Your message');
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.type(box, ' Liam would love to visit. ');
    expect(send).toBeEnabled();
    await user.click(send);

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: '/api/conversations',
      body: {
        playerId: LIAM.id,
        recruiterEmail: 'coach@northern.example',
        body: 'Liam would love to visit.',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION_ID}`));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('Marcus Whitfield can read it now.')).toBeInTheDocument();
  });

  it('shows the server’s 404 on the email field and stays open', async () => {
    const { user, api, router } = renderDialog({
      start: () => ({
        status: 404,
        body: { message: 'No Rinkside recruiter account uses that email address.', code: 'NOT_FOUND' },
      }),
    });
    const dialog = await openDialog();
    const email = within(dialog).getByLabelText('Recruiter’s Rinkside email');
    await user.type(email, 'nobody@nowhere.example');
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello coach');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));

    expect(
      await within(dialog).findByText('No Rinkside recruiter account uses that email address.'),
    ).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email.getAttribute('aria-describedby')).toContain(`${email.id}-error`);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.writes()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('asks for the recruiter’s address before sending anything', async () => {
    const { user, api } = renderDialog();
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello coach');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(
      await within(dialog).findByText("Enter the email address of the recruiter's Rinkside account."),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('shows a refusal that is not about a field as an alert, with the way to the contact settings', async () => {
    const { user } = renderDialog({
      start: () => ({
        status: 409,
        body: {
          message:
            'You blocked this recruiter. Unblock them in the contact settings first, so they can answer.',
          code: 'CONFLICT',
        },
      }),
    });
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Recruiter’s Rinkside email'), 'coach@northern.example');
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello coach');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('You blocked this recruiter.');
    expect(
      within(alert).getByRole('link', { name: 'Open Recruiter Contact Settings' }).getAttribute('href'),
    ).toBe('/parent/dashboard');
  });

  it('says the message joined the existing conversation when the pair already has one', async () => {
    const { user } = renderDialog({
      start: () => ({ ...STARTED, body: { ...STARTED.body, created: false } }),
    });
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('Recruiter’s Rinkside email'), 'coach@northern.example');
    await user.type(within(dialog).getByLabelText('Your message'), 'One more thing');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Added to your conversation with Marcus Whitfield.')).toBeInTheDocument();
  });

  it('lets a parent of several children choose the player', async () => {
    const { user, api } = renderDialog({ players: [LIAM, EMMA] });
    const dialog = await openDialog();
    const select = within(dialog).getByLabelText('Player');
    await user.type(within(dialog).getByLabelText('Recruiter’s Rinkside email'), 'coach@northern.example');
    await user.type(within(dialog).getByLabelText('Your message'), 'Hello coach');
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Choose a player')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);

    await user.selectOptions(select, EMMA.id);
    expect(within(dialog).getByText(/linked to Emma are in this conversation/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({ playerId: EMMA.id });
  });

  it('explains that a parent has no active profile to write about, and offers no message box', async () => {
    renderDialog({ players: [NOAH] });
    const dialog = await screen.findByRole('dialog', { name: 'Write to a recruiter' });
    expect(await within(dialog).findByText('No active profile yet')).toBeInTheDocument();
    expect(within(dialog).getByText(/Noah Sullivan: the profile is not active yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open Parent Dashboard' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('writes about a player’s own profile, and sends a player without one to set it up', async () => {
    const adult = child({ id: LIAM.id, firstName: 'Liam', birthYear: THIS_YEAR - 19, userId: 'u1' });
    const first = renderDialog({ role: 'PLAYER', players: [adult] });
    const dialog = await openDialog();
    expect(within(dialog).getByText('(your profile)')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Only you and the recruiter are in this conversation.'),
    ).toBeInTheDocument();
    first.unmount();

    renderDialog({ role: 'PLAYER', players: [] });
    const none = await screen.findByRole('dialog', { name: 'Write to a recruiter' });
    expect(await within(none).findByText('Set up your profile first')).toBeInTheDocument();
    expect(within(none).getByRole('link', { name: 'Set Up Your Profile' })).toHaveAttribute(
      'href',
      '/profile-setup',
    );
  });
});
