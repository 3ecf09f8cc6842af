import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { ChangeRoleDialog, type RoleTarget } from './change-role-dialog.tsx';

const PAT: RoleTarget = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Pat Player',
  email: 'pat@example.com',
  role: 'PLAYER',
};

function open(onOpenChange = vi.fn()) {
  const view = renderWithApp(<ChangeRoleDialog user={PAT} onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Change Role' });
  return { ...view, dialog, onOpenChange };
}

const updateButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Update Role' }) as HTMLButtonElement;

describe('the Change Role dialog', () => {
  it('keeps Update Role disabled until a role other than the current one is chosen', async () => {
    const sent = mockFetch();
    const { user, dialog } = open();
    const select = within(dialog).getByRole('combobox', { name: 'New role' }) as HTMLSelectElement;
    expect(select).toHaveValue('');
    expect(updateButton(dialog)).toBeDisabled();

    await user.selectOptions(select, 'PLAYER');
    expect(updateButton(dialog)).toBeDisabled();
    // Submitting the form by keyboard sends nothing either.
    await user.type(select, '{enter}');
    expect(sent.writes()).toEqual([]);

    await user.selectOptions(select, 'RECRUITER');
    expect(updateButton(dialog)).toBeEnabled();
  });

  it('sends the chosen role, announces it and closes', async () => {
    const sent = mockFetch(() => ({ body: { user: {} } }));
    const { user, dialog, onOpenChange } = open();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New role' }), 'RECRUITER');
    await user.click(updateButton(dialog));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes()).toEqual([
      { method: 'PATCH', url: `/api/admin/users/${PAT.id}/role`, body: { role: 'RECRUITER' } },
    ]);
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(screen.getByText("Pat Player's role is now Recruiter.")).toBeInTheDocument();
  });

  it('shows the spec error toast with the server reason, and stays open', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'You cannot change your own role.' } }));
    const { user, dialog, onOpenChange } = open();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New role' }), 'ADMIN');
    await user.click(updateButton(dialog));

    expect(await screen.findByText('Failed to update role. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('You cannot change your own role.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(updateButton(dialog)).toBeEnabled();
  });
});
