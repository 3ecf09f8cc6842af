import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goalsAgainstAverage } from '#common/goalie-stats.ts';
import { periodStart, previousPeriodStart } from '#common/jobs.ts';
import { currentHockeySeason, hockeySeasonOf } from '#common/season.ts';
import { type GoalieCounts, goalieGameCounts, totalGoalie } from '#common/stats.ts';
import {
  games,
  goalieGameStats,
  organizations,
  orgSponsorships,
  playerScheduleEvents,
  players,
  playerTeamHistory,
  profileViews,
  recruiterListItems,
  recruiterLists,
  skaterGameStats,
  teams,
  upcomingEvents,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { createDiskStorage } from '#server/lib/storage/index.ts';
import { createTestApp, sessionCookie, type TestApp } from '#test/test-app.ts';
import { levelFitsBirthYear } from './demo/shared.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PLAYER_SLUGS,
  DEMO_RECRUITER_CLUB_LIST_NAME,
  DEMO_RECRUITER_LIST_NAME,
  seedDemoData,
} from './demo.ts';

/** D269, D270: the demo data never contradicts itself; testers judge the product by it. */
const mediaDir = mkdtempSync(join(tmpdir(), 'rinkside-demo-invariants-'));
let t: TestApp;
let database: TestApp['database'];

beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
  await seedDemoData(database.db, createDiskStorage(mediaDir));
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const FORWARD = new Set(['C', 'LW', 'RW']);
const ageGroup = (text: string) => /\bU(\d\d)\b/.exec(text)?.[0] ?? null;
const today = () => new Date().toISOString().slice(0, 10);

async function load() {
  const db = database.db;
  const [playerRows, teamRows, history] = await Promise.all([
    db.select().from(players),
    db.select().from(teams),
    db.select().from(playerTeamHistory),
  ]);
  return {
    player: new Map(playerRows.map((p) => [p.id, p])),
    team: new Map(teamRows.map((t) => [t.id, t])),
    playerRows,
    teamRows,
    history,
  };
}

describe('demo data invariants', () => {
  it('every recruiter list holds only players its name describes (birth year, position, club)', async () => {
    const { player, team } = await load();
    const db = database.db;
    const [lists, items, orgs] = await Promise.all([
      db.select().from(recruiterLists),
      db.select().from(recruiterListItems),
      db.select({ name: organizations.name }).from(organizations),
    ]);
    expect(lists.map((l) => l.name)).toEqual(
      expect.arrayContaining([DEMO_RECRUITER_LIST_NAME, DEMO_RECRUITER_CLUB_LIST_NAME]),
    );
    for (const list of lists) {
      const members = items.filter((i) => i.listId === list.id).map((i) => player.get(i.playerId)!);
      expect(members.length, list.name).toBeGreaterThan(0);
      const year = /\b(19|20)\d\d\b/.exec(list.name)?.[0];
      const club = orgs.find((o) => list.name.includes(o.name));
      for (const p of members) {
        const who = `${list.name}: ${p.firstName} ${p.lastName} (${p.birthYear}, ${p.positions.join('/')})`;
        if (year) expect(p.birthYear, who).toBe(Number(year));
        if (/forward/i.test(list.name))
          expect(
            p.positions.every((pos) => FORWARD.has(pos)),
            who,
          ).toBe(true);
        if (/defen[cs]e/i.test(list.name)) expect(p.positions, who).toContain('D');
        if (/goal(ie|tender)/i.test(list.name)) expect(p.positions, who).toContain('G');
        if (club) expect(team.get(p.currentTeamId ?? '')?.name.startsWith(club.name), who).toBe(true);
      }
    }
  });

  it("verification evidence and roster links point to the player's own team and age group", async () => {
    const { player, team, history } = await load();
    const evidence = await database.db.select().from(verificationEvidence);
    expect(evidence.length).toBeGreaterThanOrEqual(3);
    const check = (url: string, teamId: string | null, who: string) => {
      const own = team.get(teamId ?? '');
      expect(own, who).toBeDefined();
      const group = ageGroup(own!.name);
      if (group) expect(url.toLowerCase(), `${who} on ${own!.name}`).toContain(`/${group.toLowerCase()}`);
      // A link to another age group of the club is what testers found: no other group may be named.
      const named = /\/u(\d\d)/i.exec(url)?.[1];
      if (named) expect(`U${named}`, `${who}: ${url}`).toBe(group);
      if (own!.websiteUrl) expect(url.startsWith(own!.websiteUrl), `${who}: ${url}`).toBe(true);
    };
    for (const e of evidence) {
      const p = player.get(e.playerId)!;
      expect(e.url, `${p.slug}'s evidence has a link`).toBeTruthy();
      check(e.url!, p.currentTeamId, `${p.firstName} ${p.lastName}'s evidence`);
    }
    for (const h of history) {
      if (h.rosterUrl) check(h.rosterUrl, h.teamId, `history roster of ${player.get(h.playerId)!.slug}`);
    }
  });

  it('every team carries its age group in its name, and every player plays in the age group of his birth year', async () => {
    const { player, team, teamRows, history } = await load();
    for (const t of teamRows) {
      const group = ageGroup(t.level ?? '');
      if (group) expect(t.name, t.name).toContain(group);
    }
    expect(history.length).toBeGreaterThan(250);
    for (const h of history) {
      const p = player.get(h.playerId)!;
      const t = team.get(h.teamId!)!;
      expect(
        levelFitsBirthYear(t.level!, p.birthYear, h.season),
        `${p.slug} born ${p.birthYear} on ${t.name} in ${h.season}`,
      ).toBe(true);
    }
    // The current team is the team of the current season's history row.
    const season = currentHockeySeason();
    for (const p of player.values()) {
      if (!p.currentTeamId) continue;
      const current = history.filter((h) => h.playerId === p.id && h.isCurrent);
      expect(
        current.map((h) => [h.teamId, h.season]),
        p.slug,
      ).toEqual([[p.currentTeamId, season]]);
    }
  });

  it('season totals are the sums of the logged games, for every player and season, skaters and goalies', async () => {
    const { player, history } = await load();
    const db = database.db;
    const [gameRows, skaterRows, goalieRows] = await Promise.all([
      db.select().from(games),
      db.select().from(skaterGameStats),
      db.select().from(goalieGameStats),
    ]);
    const game = new Map(gameRows.map((g) => [g.id, g]));
    // Sums of the game lines, computed here from the rows, per player and season.
    const skater = new Map<string, Record<string, number>>();
    for (const l of skaterRows) {
      const g = game.get(l.gameId)!;
      const key = `${l.playerId}|${hockeySeasonOf(g.gameDate)}`;
      const t = skater.get(key) ?? {
        gamesPlayed: 0,
        goals: 0,
        assists: 0,
        points: 0,
        penaltyMinutes: 0,
        plusMinus: 0,
      };
      const assists = l.assistsPrimary + l.assistsSecondary;
      expect(l.points, `points of a game of ${l.playerId}`).toBe(l.goals + assists);
      t.gamesPlayed! += 1;
      t.goals! += l.goals;
      t.assists! += assists;
      t.points! += l.goals + assists;
      t.penaltyMinutes! += l.pim;
      t.plusMinus! += l.plusMinus;
      skater.set(key, t);
    }
    const goalie = new Map<string, GoalieCounts[]>();
    for (const l of goalieRows) {
      const g = game.get(l.gameId)!;
      expect(l.saves + l.goalsAgainst).toBe(l.shotsAgainst);
      expect(l.gaa).toBe(goalsAgainstAverage(l.goalsAgainst, l.toiSeconds));
      expect(l.savePct).toBe((l.saves / l.shotsAgainst).toFixed(3));
      const key = `${l.playerId}|${hockeySeasonOf(g.gameDate)}`;
      goalie.set(key, [...(goalie.get(key) ?? []), goalieGameCounts(l, g)]);
    }
    expect(skater.size).toBeGreaterThan(300);
    expect(goalie.size).toBeGreaterThan(20);

    // What the profile shows (the season-stats endpoint, read by the admin, who sees every profile) is
    // exactly those sums.
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = sessionCookie(login);
    const withGames = new Set(gameRows.map((g) => g.playerId));
    for (const playerId of withGames) {
      const p = player.get(playerId)!;
      const res = await t.app.inject({ url: `/api/players/${playerId}/season-stats`, headers: { cookie } });
      expect(res.statusCode, p.slug).toBe(200);
      const shown = res.json() as {
        stats: (Record<string, number> & { season: string })[];
        goalieStats: (Record<string, number | string | null> & { season: string })[];
      };
      for (const line of shown.stats) {
        const sums = skater.get(`${playerId}|${line.season}`);
        if (!sums) continue; // a season from before the player logged games (the demo player's)
        expect(line, `${p.slug} ${line.season}`).toMatchObject(sums);
      }
      for (const [key, sums] of skater) {
        if (!key.startsWith(`${playerId}|`)) continue;
        expect(
          shown.stats.map((s) => s.season),
          p.slug,
        ).toContain(key.split('|')[1]);
        expect(sums.gamesPlayed).toBeGreaterThan(0);
      }
      for (const line of shown.goalieStats) {
        const totals = totalGoalie(goalie.get(`${playerId}|${line.season}`) ?? []);
        expect(line, `${p.slug} ${line.season}`).toMatchObject({
          gamesPlayed: totals.gamesPlayed,
          shotsAgainst: totals.shotsAgainst,
          saves: totals.saves,
          goalsAgainst: totals.goalsAgainst,
          gaa: totals.gaa,
          savePct: totals.savePct,
        });
      }
    }

    // Each game is played for the player's team of that season (his team history).
    const teamOfSeason = new Map(history.map((h) => [`${h.playerId}|${h.season}`, h.teamId]));
    for (const g of gameRows) {
      if (!g.teamId) continue;
      const p = player.get(g.playerId)!;
      expect(g.teamId, `${p.slug} ${g.gameDate}`).toBe(
        teamOfSeason.get(`${g.playerId}|${hockeySeasonOf(g.gameDate)}`),
      );
    }
  }, 120_000);

  it('games are in the past, schedule and upcoming events in the future, sponsored players on the club', async () => {
    const db = database.db;
    const day = today();
    const [gameDates, schedule, upcoming] = await Promise.all([
      db.select({ date: games.gameDate }).from(games),
      db.select({ date: playerScheduleEvents.eventDate }).from(playerScheduleEvents),
      db.select({ date: upcomingEvents.date }).from(upcomingEvents),
    ]);
    for (const g of gameDates) expect(g.date <= day, `game on ${g.date}`).toBe(true);
    for (const e of [...schedule, ...upcoming]) expect(e.date >= day, `event on ${e.date}`).toBe(true);

    const { player, team } = await load();
    const sponsored = await db
      .select({ playerId: orgSponsorships.playerId, status: orgSponsorships.status, org: organizations.name })
      .from(orgSponsorships)
      .innerJoin(organizations, eq(organizations.id, orgSponsorships.organizationId));
    for (const s of sponsored) {
      if (s.status !== 'active' || !s.playerId) continue;
      const p = player.get(s.playerId)!;
      expect(team.get(p.currentTeamId ?? '')?.name.startsWith(s.org), p.slug).toBe(true);
      expect(p.profileStatus, p.slug).toBe('active');
    }
  });

  it('the demo player has a view in each of the eight Monday weeks before this one (D335)', async () => {
    const [player] = await database.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.slug, DEMO_PLAYER_SLUGS.player));
    const days = await database.db
      .select({ day: profileViews.viewedOn })
      .from(profileViews)
      .where(eq(profileViews.playerId, player!.id));
    const weeks = new Set(days.map((v) => periodStart('weekly', new Date(`${v.day}T12:00:00Z`))));
    let week = new Date();
    for (let i = 0; i < 8; i++) {
      const start = previousPeriodStart('weekly', week);
      expect(weeks.has(start), `a view in the week of ${start}`).toBe(true);
      week = new Date(`${start}T12:00:00Z`);
    }
  });
});
