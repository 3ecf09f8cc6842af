import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResultPlayer } from '#common/contracts/search.ts';
import { mockFetch, renderWithApp } from '#test/component-kit.tsx';
import { SearchPage } from './search-page.tsx';

const player = (n: number): SearchResultPlayer => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  slug: `player-${n}`,
  firstName: `Player${n}`,
  lastName: 'Tester',
  positions: ['C'],
  birthYear: 2008,
  currentTeamName: 'North Stars',
  category: null,
  showCategory: false,
  verificationStatus: 'pending',
  profileImageUrl: null,
  commitment: null,
});

const PLAYERS = [player(1), player(2), player(3)];

function answer(role: string) {
  return mockFetch((r) => {
    if (r.url === '/api/auth/me') {
      return { body: { id: 'u1', name: 'Jo', email: 'jo@example.com', role, emailVerified: true } };
    }
    if (r.url.startsWith('/api/players/search')) {
      return { body: { players: PLAYERS, total: 3, totalIsLowerBound: false, page: 1, pageSize: 24 } };
    }
    if (r.url.startsWith('/api/lists/annotations')) {
      return {
        body: {
          annotations: [
            { playerId: PLAYERS[0]?.id, myRating: 4, latestNote: 'Quick hands in tight' },
            { playerId: PLAYERS[1]?.id, myRating: null, latestNote: null },
          ],
        },
      };
    }
    return undefined;
  });
}

const card = (name: string) => {
  const link = screen.getByRole('link', { name: new RegExp(name) });
  const article = link.closest('article') ?? link.closest('li') ?? link.parentElement;
  if (!article) throw new Error(`no card for ${name}`);
  return article as HTMLElement;
};

describe('the search page (D291, D341)', () => {
  it("shows a recruiter's own rating and latest note on that player's card only, from one request", async () => {
    const sent = answer('RECRUITER');
    renderWithApp(<SearchPage />, { auth: true, path: '/recruiter/search' });
    expect(await screen.findByText('My rating 4/5')).toBeInTheDocument();
    expect(screen.getAllByTestId('own-view')).toHaveLength(1);
    expect(within(card('Player1')).getByText('Quick hands in tight')).toBeInTheDocument();
    expect(within(card('Player2')).queryByTestId('own-view')).toBeNull();
    const asked = sent.sent.filter((r) => r.url.startsWith('/api/lists/annotations'));
    expect(asked).toHaveLength(1);
    for (const p of PLAYERS) expect(asked[0]?.url).toContain(`playerIds=${p.id}`);
  });

  it('asks for no annotations for an administrator, whose cards have none', async () => {
    const sent = answer('ADMIN');
    renderWithApp(<SearchPage />, { auth: true, path: '/recruiter/search' });
    expect(await screen.findByRole('link', { name: /Player3/ })).toBeInTheDocument();
    expect(sent.sent.some((r) => r.url.startsWith('/api/lists/annotations'))).toBe(false);
    expect(screen.queryByTestId('own-view')).toBeNull();
  });
});
