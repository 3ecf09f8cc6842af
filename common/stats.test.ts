import { describe, expect, it } from 'vitest';
import {
  careerTotals,
  gameOutcome,
  goalieGameCounts,
  goalieRecord,
  pointsPerGame,
  SKATER_GAME_KEYS,
  skaterGameCounts,
  sumStatLines,
  totalGoalie,
} from './stats.ts';

const skaterGame = (over: Partial<Parameters<typeof skaterGameCounts>[0]> = {}) =>
  skaterGameCounts({
    goals: 1,
    assists: 2,
    points: 3,
    pim: 2,
    plusMinus: -1,
    shots: 4,
    powerPlayGoals: 1,
    faceoffsWon: 5,
    faceoffsLost: 3,
    hits: 2,
    blockedShots: 1,
    toiSeconds: 900,
    ...over,
  });
const goalieGame = (
  line: Partial<Parameters<typeof goalieGameCounts>[0]>,
  score: [number | null, number | null] = [null, null],
) =>
  goalieGameCounts(
    { shotsAgainst: 30, saves: 28, goalsAgainst: 2, toiSeconds: 3600, shutout: false, ...line },
    { teamScore: score[0], opponentScore: score[1] },
  );

describe('stat aggregates', () => {
  it('sums every figure of a skater game log, one game played per line', () => {
    const total = sumStatLines(
      [skaterGame(), skaterGame({ goals: 0, plusMinus: 2, toiSeconds: 0 })],
      SKATER_GAME_KEYS,
    );
    expect(total).toEqual({
      gamesPlayed: 2,
      goals: 1,
      assists: 4,
      points: 6,
      penaltyMinutes: 4,
      plusMinus: 1,
      shots: 8,
      powerPlayGoals: 2,
      faceoffsWon: 10,
      faceoffsLost: 6,
      hits: 4,
      blockedShots: 2,
      toiSeconds: 900,
    });
  });

  it('sums goalie figures and derives GAA and SV% from the sums, not from per-game rates', () => {
    const total = totalGoalie([
      goalieGame({}, [4, 2]),
      goalieGame({ shotsAgainst: 10, saves: 10, goalsAgainst: 0, toiSeconds: 1200, shutout: true }, [1, 3]),
      goalieGame({ shotsAgainst: 0, saves: 0, goalsAgainst: 0, toiSeconds: 0 }),
    ]);
    expect(total).toEqual({
      gamesPlayed: 3,
      wins: 1,
      losses: 1,
      ties: 0,
      shotsAgainst: 40,
      saves: 38,
      goalsAgainst: 2,
      toiSeconds: 4800,
      shutouts: 1,
      // 2 goals in 80 minutes; 38 of 40 shots.
      gaa: '1.50',
      savePct: '95.0',
    });
    expect(totalGoalie([])).toMatchObject({ gamesPlayed: 0, gaa: null, savePct: null });
  });

  it('keeps skater and goalie careers apart: games played are never added across the two', () => {
    const career = careerTotals(
      [
        { gamesPlayed: 20, goals: 5, assists: 7, points: 12, penaltyMinutes: 10, plusMinus: 3 },
        { gamesPlayed: 10, goals: 1, assists: 2, points: 3, penaltyMinutes: 0, plusMinus: -4 },
      ],
      [totalGoalie([goalieGame({}, [2, 2]), goalieGame({}, [5, 1])])],
    );
    expect(career.skater).toEqual({
      gamesPlayed: 30,
      goals: 6,
      assists: 9,
      points: 15,
      penaltyMinutes: 10,
      plusMinus: -1,
    });
    expect(career.goalie).toMatchObject({ gamesPlayed: 2, wins: 1, ties: 1, gaa: '2.00', savePct: '93.3' });
  });

  it('gives no line of a kind the player never played', () => {
    expect(careerTotals([], [])).toEqual({ skater: null, goalie: null });
    const goalieOnly = careerTotals([], [totalGoalie([goalieGame({})])]);
    expect(goalieOnly.skater).toBeNull();
    expect(goalieOnly.goalie?.gamesPlayed).toBe(1);
  });

  it('reads the record from scores, only where both are known', () => {
    expect(gameOutcome(3, 1)).toBe('W');
    expect(gameOutcome(1, 3)).toBe('L');
    expect(gameOutcome(2, 2)).toBe('T');
    expect(gameOutcome(null, 2)).toBeNull();
    expect(goalieRecord({ wins: 0, losses: 0, ties: 0 })).toBeNull();
    expect(goalieRecord({ wins: 7, losses: 3, ties: 0 })).toBe('7-3');
    expect(goalieRecord({ wins: 7, losses: 3, ties: 1 })).toBe('7-3-1');
  });
});

describe('pointsPerGame', () => {
  it('divides the summed points by the games played, 2 decimals', () => {
    expect(pointsPerGame({ points: 112, gamesPlayed: 104 })).toBe('1.08');
    expect(pointsPerGame({ points: 9, gamesPlayed: 5 })).toBe('1.80');
    expect(pointsPerGame({ points: 0, gamesPlayed: 3 })).toBe('0.00');
  });

  it('is null without a game played', () => {
    expect(pointsPerGame({ points: 0, gamesPlayed: 0 })).toBeNull();
  });

  it('is the career rate from the sums, not an average of the seasons', () => {
    const seasons = [
      { gamesPlayed: 10, goals: 0, assists: 20, points: 20, penaltyMinutes: 0, plusMinus: 0 },
      { gamesPlayed: 40, goals: 0, assists: 20, points: 20, penaltyMinutes: 0, plusMinus: 0 },
    ];
    const career = careerTotals(seasons, []).skater;
    expect(career && pointsPerGame(career)).toBe('0.80');
  });
});
