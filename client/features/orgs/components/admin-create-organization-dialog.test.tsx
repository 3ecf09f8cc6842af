import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVITE_EMAIL_MESSAGE, ORG_NAME_MESSAGE, ORG_TYPE_MESSAGE } from '#common/contracts/orgs.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { AdminCreateOrganizationDialog } from './admin-create-organization-dialog.tsx';

function open(onOpenChange = vi.fn()) {
  const view = renderWithApp(<AdminCreateOrganizationDialog open onOpenChange={onOpenChange} />);
  const dialog = screen.getByRole('dialog', { name: 'Create Organization' });
  const submit = () => view.user.click(within(dialog).getByRole('button', { name: 'Create Organization' }));
  return { ...view, dialog, submit, onOpenChange };
}

async function fill(user: ReturnType<typeof open>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Name'), 'North Stars Hockey Club');
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'club');
  await user.type(within(dialog).getByLabelText('Website', { exact: false }), 'https://northstars.example');
  await user.type(within(dialog).getByLabelText('Owner email'), 'Owner@Example.com');
}

describe('the Create Organization dialog', () => {
  it("shows the contract's messages for an empty form and sends nothing", async () => {
    const sent = mockFetch();
    const { dialog, submit } = open();
    await submit();
    expect(await within(dialog).findByText(ORG_NAME_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(ORG_TYPE_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByText(INVITE_EMAIL_MESSAGE)).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);
  });

  it('refuses a website that is not a web address', async () => {
    const sent = mockFetch();
    const { user, dialog, submit } = open();
    await fill(user, dialog);
    const website = within(dialog).getByLabelText('Website', { exact: false });
    await user.clear(website);
    await user.type(website, 'ftp://northstars');
    await submit();
    expect(await within(dialog).findByText('Must be a valid URL')).toBeInTheDocument();
    expect(sent.writes()).toEqual([]);
  });

  it('sends the organization, says the owner was e-mailed, and closes', async () => {
    const sent = mockFetch(() => ({
      status: 201,
      body: {
        organization: { name: 'North Stars Hockey Club' },
        invitation: { email: 'owner@example.com', expiresAt: '2030-01-01T00:00:00.000Z' },
        message: 'Created',
      },
    }));
    const { user, dialog, submit, onOpenChange } = open();
    await fill(user, dialog);
    await submit();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/admin/organizations',
        body: {
          name: 'North Stars Hockey Club',
          type: 'club',
          website: 'https://northstars.example',
          ownerEmail: 'owner@example.com',
        },
      },
    ]);
    expect(await screen.findByText(/We e-mailed owner@example.com an invitation/)).toBeInTheDocument();
  });

  it("shows the server's conflict message in the dialog and stays open", async () => {
    mockFetch(() => ({ status: 409, body: { message: 'An organization with this name already exists' } }));
    const { user, dialog, submit, onOpenChange } = open();
    await fill(user, dialog);
    await submit();
    expect(
      await within(dialog).findByText('An organization with this name already exists'),
    ).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
