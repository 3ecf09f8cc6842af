import type { api as contract, EndpointBody } from '#common/api/index.ts';

/** The body of a logged skater game, and defaults for its parts the stats API tests override. */
export type SkaterGame = EndpointBody<typeof contract.players.stats.addSkaterGame>;

export const gameData = (over: Partial<SkaterGame['gameData']> = {}): SkaterGame['gameData'] => ({
  gameDate: '2025-11-08',
  opponent: 'Edina Hornets',
  venue: 'Braemar Arena',
  homeAway: 'away',
  teamScore: 4,
  opponentScore: 2,
  ...over,
});

export const skaterStats = (over: Partial<SkaterGame['statsData']> = {}): SkaterGame['statsData'] => ({
  goals: 2,
  assistsPrimary: 1,
  assistsSecondary: 1,
  shots: 6,
  plusMinus: -1,
  pim: 2,
  powerPlayGoals: 1,
  powerPlayAssists: 1,
  shorthandedGoals: 0,
  shorthandedAssists: 0,
  gameWinningGoals: 1,
  faceoffsWon: 9,
  faceoffsLost: 3,
  hits: 4,
  blockedShots: 2,
  takeaways: 1,
  giveaways: 0,
  timeOnIceMinutes: 17.5,
  ...over,
});
