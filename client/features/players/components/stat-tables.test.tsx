import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SKATER_GAME_KEYS, skaterGameCounts, sumStatLines, totalGoalie } from '#common/stats.ts';
import type { GameStats } from '../api/get-game-stats.ts';
import { GameLog } from './game-log.tsx';
import { SeasonStatsTables } from './season-stats-tables.tsx';

function skaterLine(gameId: string, goals: number, assists: number) {
  return {
    gameId,
    goals,
    assistsPrimary: assists,
    assistsSecondary: 0,
    assists,
    points: goals + assists,
    shots: 3,
    plusMinus: 1,
    pim: 0,
    powerPlayGoals: 0,
    powerPlayAssists: 0,
    shorthandedGoals: 0,
    shorthandedAssists: 0,
    gameWinningGoals: 0,
    faceoffsWon: 5,
    faceoffsLost: 4,
    hits: 1,
    blockedShots: 0,
    takeaways: 0,
    giveaways: 0,
    timeOnIceMinutes: 15,
    verifiedStatus: 'unverified',
    verifiedByOrganization: null,
  };
}

function gameStats(venues: (string | null)[]): GameStats {
  const games = venues.map((venue, i) => ({
    id: `g${i}`,
    gameDate: `2026-11-0${i + 1}`,
    opponent: `Great Lakes Storm U18 AAA ${i}`,
    venue,
    homeAway: 'home',
    teamScore: 3,
    opponentScore: 2,
  }));
  const skaterStats = games.map((g, i) => skaterLine(g.id, i, 1));
  const skater = sumStatLines(
    skaterStats.map((s) => skaterGameCounts({ ...s, toiSeconds: s.timeOnIceMinutes * 60 })),
    SKATER_GAME_KEYS,
  );
  return { games, skaterStats, goalieStats: [], totals: { skater, goalie: totalGoalie([]) } };
}

describe('GameLog', () => {
  it('shows a game’s venue under the opponent, and the opponent’s whole name (D257)', () => {
    render(<GameLog data={gameStats(['Braemar Arena', null])} kind="skater" playerName="Ethan" />);
    // Both the cards and the table are in the document (a container query picks one on screen).
    const cards = screen.getByRole('list', { name: 'Skater game log' });
    const first = within(cards).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Braemar Arena');
    expect(first).toHaveTextContent('Venue:');
    expect(within(cards).getAllByText('Braemar Arena')).toHaveLength(1);
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Braemar Arena')).toHaveLength(1);
    expect(within(table).getByText(/Great Lakes Storm U18 AAA 1/).className).not.toContain('truncate');
  });

  it('shows points per game beside the skater totals (D258)', () => {
    // 2 games: 0+1 and 1+1 points = 3 points.
    render(<GameLog data={gameStats([null, null])} kind="skater" playerName="Ethan" />);
    expect(screen.getAllByText('2 GP · 1.50 P/GP').length).toBeGreaterThan(0);
  });
});

describe('SeasonStatsTables', () => {
  it('has a points-per-game column, the career row from the sums', () => {
    const season = (id: string, gamesPlayed: number, points: number) => ({
      id,
      season: id,
      league: null,
      gamesPlayed,
      goals: points,
      assists: 0,
      points,
      penaltyMinutes: 0,
      plusMinus: 0,
    });
    render(
      <SeasonStatsTables
        seasons={{ stats: [season('2025-26', 10, 20), season('2024-25', 40, 20)] as never, goalieStats: [] }}
        playerName="Ethan"
      />,
    );
    expect(screen.getByTitle('Points per game')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2.00');
    expect(rows[2]).toHaveTextContent('0.50');
    expect(rows.at(-1)).toHaveTextContent('0.80');
  });
});
