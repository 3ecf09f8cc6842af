import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Evidence } from '#common/contracts/orgs.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { type ReviewMode, StaffReviewDialog } from './staff-review-dialog.tsx';

const EVIDENCE: Evidence = {
  id: '00000000-0000-4000-8000-0000000000ee',
  player: {
    id: '00000000-0000-4000-8000-0000000000bb',
    slug: 'ava-lindqvist',
    firstName: 'Ava',
    lastName: 'Lindqvist',
    birthYear: 2011,
    currentTeamName: 'North Stars',
  },
  url: 'https://example.com/roster',
  screenshotUrl: null,
  status: 'pending',
  submittedByName: 'Pat Parent',
  createdAt: '2026-11-01T10:00:00Z',
  reviewedAt: null,
  reviewerName: null,
  reviewedByOrganization: null,
  notes: null,
};

function open(mode: ReviewMode) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <StaffReviewDialog evidence={EVIDENCE} mode={mode} onOpenChange={onOpenChange} />,
  );
  return { ...view, dialog: screen.getByRole('dialog'), onOpenChange };
}

describe('the evidence review dialogs', () => {
  it('keeps Reject disabled until a reason is typed, then sends it', async () => {
    const sent = mockFetch(() => ({ body: { evidence: EVIDENCE, message: 'The family was told why.' } }));
    const { user, dialog, onOpenChange } = open('reject');
    const reject = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject).toBeDisabled();
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, '   ');
    expect(reject).toBeDisabled();
    await user.type(reason, 'Not on the posted roster');
    expect(reject).toBeEnabled();
    await user.click(reject);

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes()).toEqual([
      {
        method: 'POST',
        url: `/api/verification-evidence/${EVIDENCE.id}/reject`,
        body: { notes: 'Not on the posted roster' },
      },
    ]);
    expect(await screen.findByText('The family was told why.')).toBeInTheDocument();
  });

  it('approves without a note, sending an empty body', async () => {
    const sent = mockFetch(() => ({ body: { evidence: EVIDENCE, message: 'Ava Lindqvist is verified.' } }));
    const { user, dialog, onOpenChange } = open('approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent.writes()).toEqual([
      { method: 'POST', url: `/api/verification-evidence/${EVIDENCE.id}/approve`, body: {} },
    ]);
    expect(await screen.findByText('Ava Lindqvist is verified.')).toBeInTheDocument();
  });

  it("shows the server's refusal and stays open", async () => {
    mockFetch(() => ({ status: 403, body: { message: 'This player is not on your active roster.' } }));
    const { user, dialog, onOpenChange } = open('approve');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This player is not on your active roster.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
