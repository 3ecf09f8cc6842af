import { formatPlusMinus, formatToi } from '#client/lib/format.ts';
import type { GoalieTotals } from '#common/stats.ts';
import type { GameStats } from '../api/get-game-stats.ts';
import { MISSING, orMissing, pct } from './stat-table-parts.tsx';

/** The figures of a game's line and of the totals, as the game log shows them. */

export type Game = GameStats['games'][number];
export type SkaterLine = GameStats['skaterStats'][number];
export type GoalieLine = GameStats['goalieStats'][number];
/** One figure of a game: its abbreviation, full name and shown value. */
export type Figure = readonly [abbr: string, title: string, value: string];

export function skaterFigures(s: SkaterLine): Figure[] {
  return [
    ['G', 'Goals', String(s.goals)],
    ['A', 'Assists', String(s.assists)],
    ['PTS', 'Points', String(s.points)],
    ['SOG', 'Shots on goal', String(s.shots)],
    ['+/-', 'Plus/minus', formatPlusMinus(s.plusMinus)],
    ['PIM', 'Penalty minutes', String(s.pim)],
    ['PPG', 'Power play goals', String(s.powerPlayGoals)],
    ['FO', 'Faceoffs won-lost', `${s.faceoffsWon}-${s.faceoffsLost}`],
    ['HIT', 'Hits', String(s.hits)],
    ['BLK', 'Blocked shots', String(s.blockedShots)],
    ['TOI', 'Time on ice', formatToi(Math.round(s.timeOnIceMinutes * 60))],
  ];
}
export function skaterTotalFigures(t: GameStats['totals']['skater']): Figure[] {
  return [
    ['G', 'Goals', String(t.goals)],
    ['A', 'Assists', String(t.assists)],
    ['PTS', 'Points', String(t.points)],
    ['SOG', 'Shots on goal', String(t.shots)],
    ['+/-', 'Plus/minus', formatPlusMinus(t.plusMinus)],
    ['PIM', 'Penalty minutes', String(t.penaltyMinutes)],
    ['PPG', 'Power play goals', String(t.powerPlayGoals)],
    ['FO', 'Faceoffs won-lost', `${t.faceoffsWon}-${t.faceoffsLost}`],
    ['HIT', 'Hits', String(t.hits)],
    ['BLK', 'Blocked shots', String(t.blockedShots)],
    ['TOI', 'Time on ice', formatToi(t.toiSeconds)],
  ];
}
export function goalieFigures(s: GoalieLine): Figure[] {
  return [
    ['SA', 'Shots against', String(s.shotsAgainst)],
    ['SV', 'Saves', String(s.saves)],
    ['GA', 'Goals against', String(s.goalsAgainst)],
    [
      'SV%',
      'Save percentage',
      s.savePercentage === null ? MISSING : `${(s.savePercentage * 100).toFixed(1)}%`,
    ],
    [
      'GAA',
      'Goals against average',
      s.goalsAgainstAverage === null ? MISSING : s.goalsAgainstAverage.toFixed(2),
    ],
    ['TOI', 'Time on ice', formatToi(s.toiSeconds)],
    ['SO', 'Shutout', s.shutout ? 'Yes' : MISSING],
  ];
}
export function goalieTotalFigures(t: GoalieTotals): Figure[] {
  return [
    ['SA', 'Shots against', String(t.shotsAgainst)],
    ['SV', 'Saves', String(t.saves)],
    ['GA', 'Goals against', String(t.goalsAgainst)],
    ['SV%', 'Save percentage', pct(t.savePct)],
    ['GAA', 'Goals against average', orMissing(t.gaa)],
    ['TOI', 'Time on ice', formatToi(t.toiSeconds)],
    ['SO', 'Shutouts', String(t.shutouts)],
  ];
}
