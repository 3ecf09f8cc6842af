import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { StaffImportRosterDialog } from './staff-import-roster-dialog.tsx';

const ORG = '00000000-0000-4000-8000-0000000000aa';

function open() {
  const view = renderWithApp(<StaffImportRosterDialog orgId={ORG} open onOpenChange={vi.fn()} />);
  return { ...view, dialog: screen.getByRole('dialog') };
}

describe('the roster import dialog', () => {
  it('refuses a file over 5 MB in the browser, before anything is sent', async () => {
    const sent = mockFetch();
    const { user, dialog } = open();
    const big = new File(['x'], 'roster.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText('CSV file'), big);
    expect(
      await within(dialog).findByText('The file is larger than 5 MB. Split it into smaller files.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Validate/ })).toBeDisabled();
    expect(sent.sent).toEqual([]);
  });

  it('counts one row as one row in the preview and the send button', async () => {
    mockFetch(() => ({
      body: {
        success: true,
        totalRows: 1,
        validRows: 1,
        rows: [{ row: 2, email: 'family@example.com', firstName: 'Liam', lastName: 'Novak' }],
        errors: [],
        errorCount: 0,
        alreadyInvited: [],
      },
    }));
    const { user, dialog } = open();
    const file = new File(['email,firstName,lastName\r\nfamily@example.com,Liam,Novak\r\n'], 'roster.csv', {
      type: 'text/csv',
    });
    await user.upload(within(dialog).getByLabelText('CSV file'), file);
    await user.click(within(dialog).getByRole('button', { name: /Validate/ }));
    expect(await within(dialog).findByRole('heading', { name: 'Preview (1 new row)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Send 1 invitation$/ })).toBeInTheDocument(),
    );
  });
});
