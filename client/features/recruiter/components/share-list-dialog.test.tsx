import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListSharing } from '#common/contracts/list-sharing.ts';
import type { ListDetail } from '#common/contracts/lists.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { ShareListDialog } from './share-list-dialog.tsx';

const LIST: ListDetail = {
  id: '3b1d2f4e-1111-4222-8333-944455556666',
  name: 'Blizzard targets',
  stages: ['Watching'],
  customStages: [],
  access: 'owner',
  sharedBy: null,
};
const DANA = { userId: 'd0000000-0000-4000-8000-000000000001', name: 'Dana Kowalski', email: 'dana@x.test' };

function renderDialog(sharing: ListSharing) {
  const api = mockFetch((request) => {
    if (request.method === 'GET') return { body: sharing };
    if (request.url.endsWith('/members') && request.method === 'POST') {
      const body = request.body as { email: string; access: 'view' | 'edit' };
      return {
        status: 201,
        body: { member: { ...DANA, access: body.access, addedAt: '2026-11-29T08:00:00Z' } },
      };
    }
    if (request.url.endsWith('/share-link'))
      return {
        status: 201,
        body: { url: 'http://app.test/shared/lists/abc', createdAt: '2026-11-29T08:00:00Z' },
      };
    return undefined;
  });
  const view = renderWithApp(<ShareListDialog list={LIST} open onOpenChange={() => undefined} />);
  return { ...view, api, dialog: screen.getByRole('dialog', { name: 'Share List' }) };
}

const SHARING: ListSharing = {
  canShareWithColleagues: true,
  members: [],
  colleagues: [{ ...DANA, title: 'Associate Head Coach' }],
  link: { active: false, createdAt: null },
};

describe('the Share List dialog (D321, D322)', () => {
  it('shares with a colleague picked from the list, with the access chosen', async () => {
    const { user, api, dialog } = renderDialog(SHARING);
    const pick = await within(dialog).findByLabelText('Colleague');
    expect(pick).toHaveValue(DANA.email);
    await user.selectOptions(within(dialog).getByLabelText('Access'), 'edit');
    await user.click(within(dialog).getByRole('button', { name: 'Share with Colleague' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'POST',
      url: `/api/lists/${LIST.id}/members`,
      body: { email: DANA.email, access: 'edit' },
    });
  });

  it('checks a typed address before sending it', async () => {
    const { user, api, dialog } = renderDialog({ ...SHARING, colleagues: [] });
    await within(dialog).findByLabelText('Colleague’s e-mail');
    await user.click(within(dialog).getByRole('button', { name: 'Share with Colleague' }));
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Colleague’s e-mail'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Share with Colleague' }));
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('says sharing with colleagues waits for a verified program, and shows a new link once', async () => {
    const { user, dialog } = renderDialog({ ...SHARING, canShareWithColleagues: false, colleagues: [] });
    expect(
      await within(dialog).findByText(/once an administrator has verified your program/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Share with Colleague' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Link' }));
    expect(await within(dialog).findByLabelText('The list’s link')).toHaveValue(
      'http://app.test/shared/lists/abc',
    );
    expect(within(dialog).getByRole('button', { name: 'Revoke Link' })).toBeInTheDocument();
  });
});
