import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Player } from '#common/contracts/players.ts';
import { renderWithApp } from '#test/component-kit.tsx';
import type { CompareColumn } from '../lib/compare-rows.ts';
import { CompareTable } from './compare-table.tsx';

const BASE: Player = {
  id: '',
  userId: null,
  slug: '',
  firstName: '',
  lastName: 'Tester',
  preferredName: null,
  preferredJerseyNumber: null,
  preferredPosition: 'C',
  positions: ['C'],
  birthYear: 2008,
  graduationYear: 2026,
  divisionInterest: [],
  category: null,
  showCategory: false,
  shoots: 'L',
  heightCm: 180,
  weightKg: 80,
  gpa: null,
  major: null,
  bio: null,
  city: null,
  region: null,
  country: null,
  profileStatus: 'active',
  hasParentalConsent: true,
  parentalConsentRequired: false,
  profileImageUrl: null,
  currentTeamName: 'North Stars',
  verificationStatus: 'pending',
};

const season = (id: string, goals: number, assists: number, penaltyMinutes: number) => ({
  id: `s-${id}`,
  playerId: id,
  season: '2025-26',
  league: null,
  gamesPlayed: 20,
  goals,
  assists,
  points: goals + assists,
  penaltyMinutes,
  plusMinus: 0,
  corsiFor: 0,
});

function column(n: number, goals: number, pim: number, forty: number): CompareColumn {
  const id = `0000000${n}-0000-4000-8000-000000000000`;
  return {
    detail: {
      player: { ...BASE, id, slug: `p${n}`, firstName: `Player${n}` },
      teamHistory: [],
      media: [],
      commitment: null,
      viewer: { isOwner: false, canEdit: false, isSignedIn: true },
    },
    stats: { stats: [season(id, goals, 5, pim)], goalieStats: [], gameCount: 0 },
    measurables: {
      fortyYardTime: forty,
      proAgilityTime: null,
      wingspan: null,
      benchPress: null,
      squat: null,
      verticalJump: null,
      testedBy: null,
      testedDate: null,
    },
    events: [
      {
        id: `e${n}`,
        playerId: id,
        date: '2026-12-12',
        eventName: `Game vs Team${n}`,
        location: null,
        competitionType: null,
        streamUrl: null,
      },
    ],
  };
}

describe('CompareTable (D297)', () => {
  it('draws one column per player and marks the better value of each row', () => {
    renderWithApp(
      <CompareTable columns={[column(1, 10, 4, 5.1), column(2, 14, 8, 4.8), column(3, 9, 2, 5.3)]} />,
    );
    const table = screen.getByRole('table', { name: 'Players compared side by side' });
    const headers = [...table.querySelectorAll('thead th')];
    expect(headers.map((h) => h.textContent)).toEqual(['Player1 Tester', 'Player2 Tester', 'Player3 Tester']);

    const cellsOf = (label: string) => {
      const rows = within(table)
        .getAllByRole('row')
        .filter((r) => within(r).queryByRole('rowheader', { name: label }));
      return within(rows[0]!).getAllByRole('cell');
    };
    // Goals: higher is better (Player2); PIM: lower is better (Player3); the 40-yard dash: lower (Player2).
    expect(cellsOf('G')[1]).toHaveTextContent('14 (best)');
    expect(cellsOf('G')[1]!.querySelector('strong')).toHaveTextContent('14');
    expect(cellsOf('G')[0]).toHaveTextContent(/^10$/);
    expect(cellsOf('PIM')[2]).toHaveTextContent('2 (best)');
    expect(cellsOf('40-yard dash')[1]).toHaveTextContent('4.80 s (best)');
    // Equal values mark nobody.
    expect(cellsOf('GP').map((c) => c.textContent)).toEqual(['20', '20', '20']);
    expect(within(table).getAllByText('(best)', { exact: false }).length).toBeGreaterThan(0);
    // The upcoming events: the date and the opponent.
    expect(cellsOf('Next events')[0]).toHaveTextContent('Game vs Team1');
    // Only the measurables some profile has.
    expect(within(table).queryByRole('rowheader', { name: 'Squat' })).toBeNull();
  });
});
