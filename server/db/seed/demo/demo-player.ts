import { randomUUID } from 'node:crypto';
import { ADULT_AGE, latestBirthForAge } from '#common/age.ts';
import {
  games,
  measurables,
  media,
  playerGoals,
  playerScheduleEvents,
  players,
  playerTeamHistory,
  seasonStats,
  skaterGameStats,
  upcomingEvents,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { buildPlayer, type Player } from '../factories.ts';
import { DEMO_PLAYER_SLUGS, type DemoAccounts } from './accounts.ts';
import { type DemoContext, fixed, isoDate, type SeededTeam, skaterSeasonLines } from './shared.ts';
import type { DemoTeams } from './teams.ts';

/**
 * The demo player: an 18-year-old with a full profile (18 by the month and year on the day the demo is
 * made, so the birthday month has just passed): team history, highlights, schedule, season stats,
 * measurables, goals, a logged and partly verified game log and verified evidence.
 */
export async function seedDemoPlayer(
  ctx: DemoContext,
  account: DemoAccounts,
  teams: DemoTeams,
): Promise<{ player: Player; team: SeededTeam }> {
  const { tx, rng, now, daysAgo, daysAhead, season } = ctx;
  const adminId = account.ADMIN.id;
  const demoBirth = latestBirthForAge(ADULT_AGE, now);
  const playerBirthYear = demoBirth.year;
  const blizzardU16 = teams.named('Twin Cities Blizzard U16 AAA');
  const blizzardU18 = teams.named('Twin Cities Blizzard U18 AAA');
  const [demoPlayer] = await tx
    .insert(players)
    .values(
      buildPlayer(
        {
          userId: account.PLAYER.id,
          slug: DEMO_PLAYER_SLUGS.player,
          firstName: 'Ethan',
          lastName: 'Marchetti',
          preferredName: 'March',
          birthYear: playerBirthYear,
          birthMonth: demoBirth.month,
          country: 'United States',
          region: 'Minnesota',
          city: 'Edina',
          heightCm: '183.0',
          weightKg: '82.5',
          shoots: 'L',
          positions: ['C', 'RW'],
          preferredPosition: 'C',
          preferredJerseyNumber: 19,
          category: 'MALE',
          currentTeamId: blizzardU18.id,
          bio:
            'Two-way center who wins faceoffs and plays in all situations. Captain of the Twin Cities ' +
            'Blizzard U18 AAA, top-six scorer in the Upper Midwest Elite League last season, and an honor ' +
            'roll student looking for an NCAA Division I opportunity.',
          gpa: '3.72',
          major: 'Business Administration',
          verificationStatus: 'verified',
          profileSource: 'user_created',
          profileStatus: 'active',
          createdAt: daysAgo(400),
        },
        rng,
        now,
      ),
    )
    .returning();
  const playerId = demoPlayer!.id;
  await tx.insert(playerTeamHistory).values([
    {
      playerId,
      teamId: blizzardU16.id,
      season: season(-2),
      jerseyNumber: 19,
      coachName: 'Greg Halvorson',
      teamUrl: 'https://tcblizzard.example',
    },
    {
      playerId,
      teamId: blizzardU18.id,
      season: season(-1),
      jerseyNumber: 19,
      coachName: 'Dave Lindgren',
      teamUrl: 'https://tcblizzard.example',
    },
    {
      playerId,
      teamId: blizzardU18.id,
      season: season(),
      jerseyNumber: 19,
      isCurrent: true,
      coachName: 'Dave Lindgren',
      coachEmail: 'dlindgren@tcblizzard.example',
      teamUrl: 'https://tcblizzard.example',
      rosterUrl: 'https://tcblizzard.example/u18/roster',
    },
  ]);
  await tx.insert(media).values([
    {
      playerId,
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=Xk3fP9qLm2A',
      providerId: 'Xk3fP9qLm2A',
      caption: `${season(-1)} season highlights`,
      sortOrder: 0,
    },
    {
      playerId,
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=bT7wQe4Rz1c',
      providerId: 'bT7wQe4Rz1c',
      caption: 'Chicago showcase: goals and assists',
      sortOrder: 1,
    },
  ]);
  await tx.insert(playerScheduleEvents).values([
    {
      playerId,
      eventDate: isoDate(daysAhead(6)),
      eventTime: '19:30',
      rinkName: 'Braemar Arena',
      location: 'Edina, MN',
      hasLiveBarn: true,
      opponent: 'Badger State Bears U18 AAA',
      notes: 'League game',
    },
    {
      playerId,
      eventDate: isoDate(daysAhead(13)),
      eventTime: '16:00',
      rinkName: 'Schwan Super Rink',
      location: 'Blaine, MN',
      hasLiveBarn: true,
      opponent: 'Great Lakes Storm U18 AAA',
    },
    {
      playerId,
      eventDate: isoDate(daysAhead(27)),
      eventTime: '11:15',
      rinkName: 'USA Hockey Arena',
      location: 'Plymouth, MI',
      hasLiveBarn: false,
      notes: 'Showcase weekend, three games',
    },
  ]);
  await tx.insert(upcomingEvents).values([
    {
      playerId,
      date: isoDate(daysAhead(20)),
      eventName: 'Chicago Winter Showcase',
      location: 'Chicago, IL',
      competitionType: 'Showcase',
    },
    {
      playerId,
      date: isoDate(daysAhead(48)),
      eventName: 'Upper Midwest Elite League Playoffs',
      location: 'Blaine, MN',
      competitionType: 'Playoffs',
    },
  ]);
  // Seasons from before his games were logged; a season with logged games is their sums (D269, below).
  const earlierSeasons = [
    {
      playerId,
      season: season(-2),
      league: 'Upper Midwest Elite League',
      gamesPlayed: 42,
      goals: 18,
      assists: 25,
      points: 43,
      penaltyMinutes: 12,
      plusMinus: 14,
    },
    {
      playerId,
      season: season(-1),
      league: 'Upper Midwest Elite League',
      gamesPlayed: 48,
      goals: 22,
      assists: 31,
      points: 53,
      penaltyMinutes: 18,
      plusMinus: 16,
      corsiFor: 412,
    },
  ];
  await tx.insert(measurables).values({
    playerId,
    fortyYardTime: '4.82',
    proAgilityTime: '4.41',
    wingspan: '188.0',
    benchPress: '93.0',
    squat: '138.0',
    verticalJump: '66.0',
    testedBy: 'Lakeshore Performance Lab',
    testedDate: isoDate(daysAgo(60)),
  });
  await tx.insert(playerGoals).values([
    { playerId, type: 'career', goal: 'Commit to an NCAA Division I program', isPublic: true },
    { playerId, type: 'personal_development', goal: 'Win 55% of faceoffs this season', isPublic: true },
    {
      playerId,
      type: 'personal_development',
      goal: 'Add 4 kg of muscle before next season',
      isPublic: false,
    },
  ]);
  const opponents = [
    'Great Lakes Storm U18 AAA',
    'Badger State Bears U18 AAA',
    'Rocky Mountain Rams U18 AAA',
    'Empire State Lynx U18 AAA',
    'Winnipeg Wolverines U18 AAA',
  ];
  const gameRows = opponents.map((opponent, i) => ({
    id: randomUUID(),
    playerId,
    gameDate: isoDate(daysAgo(5 + i * 7)),
    gameTime: '19:00',
    teamId: blizzardU18.id,
    opponent,
    venue: i % 2 === 0 ? 'Braemar Arena' : 'Away rink',
    homeAway: i % 2 === 0 ? 'home' : 'away',
    teamScore: [4, 3, 2, 5, 1][i]!,
    opponentScore: [2, 3, 4, 1, 2][i]!,
    overtimePeriod: i === 1 ? 1 : null,
  }));
  await tx.insert(games).values(gameRows);
  const skaterLines = gameRows.map((g, i) => {
    const goals = [1, 0, 1, 2, 0][i]!;
    const assistsPrimary = [1, 1, 0, 1, 0][i]!;
    const assistsSecondary = [0, 1, 0, 0, 1][i]!;
    const faceoffsWon = [11, 9, 8, 13, 7][i]!;
    const faceoffsLost = [7, 8, 9, 6, 8][i]!;
    const verified = i >= 3;
    return {
      gameId: g.id,
      playerId,
      teamId: blizzardU18.id,
      goals,
      assistsPrimary,
      assistsSecondary,
      points: goals + assistsPrimary + assistsSecondary,
      shots: [4, 3, 5, 6, 2][i]!,
      plusMinus: [2, 0, -1, 3, -1][i]!,
      pim: [0, 2, 0, 0, 2][i]!,
      hits: [2, 3, 1, 2, 4][i]!,
      blocks: [1, 0, 2, 1, 1][i]!,
      takeaways: [2, 1, 1, 3, 0][i]!,
      giveaways: [1, 1, 2, 0, 1][i]!,
      faceoffsWon,
      faceoffsLost,
      faceoffPct: fixed((100 * faceoffsWon) / (faceoffsWon + faceoffsLost), 2),
      ppg: i === 3 ? 1 : 0,
      ppa: i === 0 ? 1 : 0,
      gwg: i === 0 || i === 3 ? 1 : 0,
      toiSeconds: [1085, 1132, 1010, 1204, 968][i]!,
      verifiedStatus: verified ? ('verified' as const) : ('draft' as const),
      verifiedByUserId: verified ? adminId : null,
      source: verified ? ('coach_verify' as const) : ('user_entry' as const),
      enteredByUserId: account.PLAYER.id,
    };
  });
  await tx.insert(skaterGameStats).values(skaterLines);
  const logged = skaterSeasonLines(
    skaterLines.map((l, i) => ({
      playerId,
      gameDate: gameRows[i]!.gameDate,
      league: blizzardU18.seed.league,
      goals: l.goals,
      assists: l.assistsPrimary + l.assistsSecondary,
      pim: l.pim,
      plusMinus: l.plusMinus,
    })),
  );
  await tx
    .insert(seasonStats)
    .values([...earlierSeasons.filter((e) => !logged.some((l) => l.season === e.season)), ...logged]);
  await tx.insert(verificationEvidence).values({
    playerId,
    url: 'https://tcblizzard.example/u18/roster',
    status: 'verified',
    reviewedBy: adminId,
    reviewedAt: daysAgo(90),
    notes: 'Listed on the official team roster.',
  });
  return { player: demoPlayer!, team: blizzardU18 };
}
