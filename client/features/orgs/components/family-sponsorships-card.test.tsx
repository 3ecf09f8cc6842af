import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sponsorship } from '#common/contracts/orgs.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { FamilySponsorshipsCard } from './family-sponsorships-card.tsx';

const ORG = { id: 'o1', name: 'North Stars', slug: 'north-stars', type: 'club' as const, logoUrl: null };
const NONE = { teamHistory: false, schedule: false, stats: false };
const base: Omit<Sponsorship, 'id' | 'status'> = {
  endReason: null,
  organization: ORG,
  player: null,
  fieldControl: NONE,
  inviterName: 'Coach Kim',
  createdAt: '2030-01-01T00:00:00.000Z',
  expiresAt: '2030-01-15T00:00:00.000Z',
  startedAt: null,
  canRespond: true,
};
const BY_EMAIL: Sponsorship = { ...base, id: '11111111-1111-4111-8111-111111111111', status: 'pending' };
const ACTIVE: Sponsorship = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  status: 'active',
  player: { id: 'p9', slug: 'jamie-lee', firstName: 'Jamie', lastName: 'Lee' },
  fieldControl: { teamHistory: true, schedule: false, stats: true },
  startedAt: '2030-01-02T00:00:00.000Z',
};
const PROFILES = [
  {
    id: 'p1',
    firstName: 'Alex',
    lastName: 'Young',
    birthYear: 2015,
    blockedReason: 'Parental consent is missing',
  },
  { id: 'p2', firstName: 'Sam', lastName: 'Young', birthYear: 2012, blockedReason: null },
];

function serve(sponsorships: Sponsorship[]) {
  return mockFetch((request) =>
    request.method === 'GET'
      ? { body: { sponsorships, profiles: PROFILES } }
      : { body: { sponsorship: sponsorships[0], message: 'Done.' } },
  );
}

describe('the Teams & organizations card', () => {
  it('explains sponsorships when there are none', async () => {
    mockFetch(() => ({ body: { sponsorships: [], profiles: [] } }));
    renderWithApp(<FamilySponsorshipsCard />);
    expect(await screen.findByText('No teams or organizations yet')).toBeInTheDocument();
  });

  it('shows a blocked profile with its reason and accepts with the profile chosen', async () => {
    const sent = serve([BY_EMAIL]);
    const { user } = renderWithApp(<FamilySponsorshipsCard />);
    const blocked = (await screen.findByLabelText(/Alex Young/)) as HTMLInputElement;
    expect(blocked).toBeDisabled();
    expect(screen.getByText('Parental consent is missing')).toBeInTheDocument();
    // The first profile that may join is chosen from the start.
    expect(screen.getByLabelText(/Sam Young/)).toBeChecked();
    expect(screen.getByText(/Nothing on the profile/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(sent.writes()).toEqual([
        { method: 'POST', url: `/api/sponsorships/${BY_EMAIL.id}/accept`, body: { playerId: 'p2' } },
      ]),
    );
  });

  it('keeps Accept disabled when no profile may join', async () => {
    mockFetch(() => ({ body: { sponsorships: [BY_EMAIL], profiles: [PROFILES[0]] } }));
    renderWithApp(<FamilySponsorshipsCard />);
    const accept = (await screen.findByRole('button', { name: 'Accept' })) as HTMLButtonElement;
    expect(accept).toBeDisabled();
  });

  it('asks before leaving, and sends nothing when cancelled', async () => {
    const sent = serve([ACTIVE]);
    const { user } = renderWithApp(<FamilySponsorshipsCard />);
    expect(await screen.findByText('Team history')).toBeInTheDocument();
    expect(screen.getByText('Game stats')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave North Stars?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    const again = await screen.findByRole('alertdialog', { name: 'Leave North Stars?' });
    await user.click(within(again).getByRole('button', { name: 'Leave Organization' }));
    await waitFor(() =>
      expect(sent.writes()).toEqual([
        { method: 'POST', url: `/api/sponsorships/${ACTIVE.id}/leave`, body: {} },
      ]),
    );
  });
});
