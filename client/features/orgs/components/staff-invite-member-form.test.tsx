import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { StaffInviteMemberForm } from './staff-invite-member-form.tsx';

const ORG = '00000000-0000-4000-8000-0000000000aa';
const ANSWER = {
  status: 201,
  body: { invitation: {}, message: 'Invitation e-mailed to coach@example.com.' },
};

function render() {
  const view = renderWithApp(<StaffInviteMemberForm orgId={ORG} />);
  return { ...view, form: screen.getByRole('form', { name: 'Invite a member' }) };
}

describe('the Invite member form', () => {
  it('sends a staff member with the permissions ticked', async () => {
    const sent = mockFetch(() => ANSWER);
    const { user, form } = render();
    await user.type(within(form).getByRole('textbox', { name: /Email address/ }), 'coach@example.com');
    expect(within(form).getByRole('checkbox', { name: 'Roster' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Verification' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent.writes()).toHaveLength(1));
    expect(sent.writes()[0]).toEqual({
      method: 'POST',
      url: `/api/orgs/${ORG}/members/invite`,
      body: { email: 'coach@example.com', role: 'ORG_STAFF', scopes: ['roster', 'verification'] },
    });
    expect(await screen.findByText('Invitation e-mailed to coach@example.com.')).toBeInTheDocument();
  });

  it('offers permissions for the staff role only, and sends none for an organization admin', async () => {
    const sent = mockFetch(() => ANSWER);
    const { user, form } = render();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'ORG_ADMIN');
    expect(within(form).queryByRole('checkbox', { name: 'Roster' })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Email address/ }), 'owner2@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent.writes()).toHaveLength(1));
    expect(sent.writes()[0]?.body).toEqual({ email: 'owner2@example.com', role: 'ORG_ADMIN', scopes: [] });
  });

  it('refuses a wrong address without sending', async () => {
    const sent = mockFetch(() => ANSWER);
    const { user, form } = render();
    await user.type(within(form).getByRole('textbox', { name: /Email address/ }), 'coach@');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);
  });
});
