import { randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgInsertValue, type PgTable } from 'drizzle-orm/pg-core';
import { ageOn, needsParentalConsent } from '#common/age.ts';
import { goalsAgainstAverage } from '#common/goalie-stats.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  games,
  goalieGameStats,
  measurables,
  media,
  playerScheduleEvents,
  seasonStats,
  skaterGameStats,
  upcomingEvents,
} from '#server/db/schema/index.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import * as D from '../demo-data.ts';
import { demoPhotoKey, renderDemoPhoto } from '../demo-photos.ts';
import { createRng, type NewPlayer, pick, type Rng, randomInt } from '../factories.ts';
import {
  type DemoContext,
  RNG_SEED,
  type SeededTeam,
  type SkaterGameLine,
  skaterSeasonLines,
} from './shared.ts';
import type { DemoTeams } from './teams.ts';

/**
 * Every demo player who is an adult or whose parents consented gets a photo (rendered
 * locally), games over this season and the last (goalies get goalie lines), upcoming games and a
 * showcase, and measurables. Minors without consent get none of it. Deterministic: its own random
 * sequence, so the sample players themselves are exactly those of earlier seeds.
 */
export interface ExtrasPlayer {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  birthYear: number;
  age: number;
  positions: readonly string[];
  jerseyNumber: number | null;
  city: string | null;
  region: string | null;
  heightCm: string | null;
  team: { id: string; name: string; league: string; level: string } | null;
  /** Last season's team (its history row); last season's games are played for it. */
  lastSeasonTeam: { id: string; name: string; league: string; level: string } | null;
  /** Photo only: the profile already has its stats, events and measurables (the demo player). */
  photoOnly?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Many rows in one statement: the rows travel as one JSON parameter expanded by json_to_recordset (as
 * view-recorder.ts writes views), a few times faster than drizzle's VALUES lists for thousands of rows with
 * many columns. Only the columns the rows name are written; the others take their defaults.
 */
async function insertAll<T extends PgTable>(db: DbOrTx, table: T, rows: PgInsertValue<T>[]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const named = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableConfig(table).name} has no column ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const target = sql.raw(named.map((c) => quote(c.name)).join(', '));
  const source = sql.raw(named.map((c) => quote(c.key)).join(', '));
  const shape = sql.raw(named.map((c) => `${quote(c.key)} ${c.type}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    await db.execute(
      sql`insert into ${table} (${target}) select ${source} from json_to_recordset(${json}::json) as r(${shape})`,
    );
  }
}

const SHOWCASES = [
  ['Chicago Winter Showcase', 'Chicago, IL', 'Showcase'],
  ['Boston Prep Classic', 'Boston, MA', 'Tournament'],
  ['Toronto Elite Showcase', 'Toronto, ON', 'Showcase'],
  ['Minnesota Made Invitational', 'Edina, MN', 'Tournament'],
  ['Lake Placid Holiday Classic', 'Lake Placid, NY', 'Tournament'],
  ['Pacific Coast Prospects Camp', 'Anaheim, CA', 'Camp'],
] as const;
const TESTERS = [
  'Lakeshore Performance Lab',
  'Elite Edge Training',
  'Team strength coach',
  'ProAthlete Combine',
];

/** Youth games are 3 x 15 or 3 x 17 minutes: the goalie's ice time follows the level. */
const periodMinutes = (level: string) => (/U1[0-4]/.test(level) ? 15 : 17);

/** A goal count for one game with the given mean (Poisson). */
function poisson(rng: Rng, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  for (let p = rng(); p > limit; p *= rng()) k++;
  return k;
}

export async function seedDemoExtras(
  tx: DbOrTx,
  storage: Storage,
  rng: Rng,
  ctx: {
    now: Date;
    players: ExtrasPlayer[];
    opponents: (team: ExtrasPlayer['team']) => string[];
    season: (offset?: number) => string;
  },
): Promise<{ photos: number; games: number }> {
  const { now } = ctx;
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const daysAhead = (n: number) => new Date(now.getTime() + n * DAY_MS);
  // Photos render on sharp's threads while the rows below are built and written.
  const rendering = Promise.all(
    ctx.players.map(async (p) => {
      const key = demoPhotoKey(p.slug);
      const data = await renderDemoPhoto({
        firstName: p.firstName,
        lastName: p.lastName,
        jerseyNumber: p.jerseyNumber,
        teamName: p.team?.name,
        goalie: p.positions.includes('G'),
      });
      await storage.put(key, data, 'image/webp');
      return { playerId: p.id, type: 'image' as const, url: `/media/${key}`, sortOrder: 0 };
    }),
  );

  const seasonStartYear = Number(ctx.season().slice(0, 4));
  // Games are played from mid-September to mid-March.
  const currentStart = new Date(Date.UTC(seasonStartYear, 8, 15));
  const lastEnd = new Date(Date.UTC(seasonStartYear, 2, 15));

  const gameRows: PgInsertValue<typeof games>[] = [];
  const skaterRows: PgInsertValue<typeof skaterGameStats>[] = [];
  const goalieRows: PgInsertValue<typeof goalieGameStats>[] = [];
  const scheduleRows: PgInsertValue<typeof playerScheduleEvents>[] = [];
  const upcomingRows: PgInsertValue<typeof upcomingEvents>[] = [];
  const measurableRows: PgInsertValue<typeof measurables>[] = [];
  const seasonGames: SkaterGameLine[] = [];

  for (const p of ctx.players) {
    if (p.photoOnly) continue;
    const goalie = p.positions.includes('G');
    const defender = !goalie && p.positions[0] === 'D';
    const center = p.positions[0] === 'C';
    const talent = 0.6 + rng() * 0.9;
    const team = p.team;
    const opponents = ctx.opponents(team);

    // Game dates: back from three days ago to the season's start (for this season's team), then the end
    // of last season (for last season's team, D270).
    const dates: { date: Date; team: ExtrasPlayer['team'] }[] = [];
    let day = daysAgo(randomInt(rng, 2, 5));
    for (let n = randomInt(rng, 4, 8); n > 0 && day >= currentStart; n--) {
      dates.push({ date: day, team });
      day = new Date(day.getTime() - randomInt(rng, 4, 9) * DAY_MS);
    }
    day = new Date(lastEnd.getTime() - randomInt(rng, 0, 10) * DAY_MS);
    for (let n = randomInt(rng, 2, 5); n > 0; n--) {
      dates.push({ date: day, team: p.lastSeasonTeam });
      day = new Date(day.getTime() - randomInt(rng, 5, 10) * DAY_MS);
    }

    for (const { date, team: gameTeam } of dates) {
      const minutes = periodMinutes(gameTeam?.level ?? 'U18') * 3;
      const id = randomUUID();
      const home = rng() < 0.5;
      let teamScore = poisson(rng, 3.1);
      let opponentScore = poisson(rng, 2.8);
      let overtimePeriod: number | null = null;
      if (teamScore === opponentScore) {
        overtimePeriod = 1;
        if (rng() < 0.5) teamScore++;
        else opponentScore++;
      }
      gameRows.push({
        id,
        playerId: p.id,
        gameDate: isoDate(date),
        gameTime: pick(rng, ['11:00', '13:30', '16:00', '18:45', '19:30']),
        teamId: gameTeam?.id ?? null,
        opponent: pick(rng, gameTeam === team ? opponents : ctx.opponents(gameTeam)),
        venue: home && p.city ? `${p.city} Ice Arena` : null,
        homeAway: home ? 'home' : 'away',
        teamScore,
        opponentScore,
        overtimePeriod,
        createdAt: date,
      });
      if (goalie) {
        const toiSeconds = (minutes + (overtimePeriod ? 5 : 0)) * 60;
        const goalsAgainst = Math.min(opponentScore, 7);
        const shotsAgainst = Math.max(goalsAgainst + 8, randomInt(rng, 18, 38));
        const saves = shotsAgainst - goalsAgainst;
        goalieRows.push({
          gameId: id,
          playerId: p.id,
          minutesPlayed: (toiSeconds / 60).toFixed(2),
          toiSeconds,
          shotsAgainst,
          saves,
          goalsAgainst,
          savePct: (saves / shotsAgainst).toFixed(3),
          gaa: goalsAgainstAverage(goalsAgainst, toiSeconds),
          shutout: goalsAgainst === 0,
          assists: rng() < 0.06 ? 1 : 0,
          pim: rng() < 0.05 ? 2 : 0,
        });
        continue;
      }
      const goals = Math.min(teamScore, poisson(rng, (defender ? 0.12 : 0.38) * talent));
      const assists = Math.min(
        Math.max(0, teamScore - goals),
        poisson(rng, (defender ? 0.32 : 0.45) * talent),
      );
      const assistsPrimary = Math.ceil(assists / 2);
      const faceoffsWon = center ? randomInt(rng, 4, 14) : 0;
      const faceoffsLost = center ? randomInt(rng, 4, 13) : 0;
      const line = {
        gameId: id,
        playerId: p.id,
        teamId: gameTeam?.id ?? null,
        goals,
        assistsPrimary,
        assistsSecondary: assists - assistsPrimary,
        points: goals + assists,
        shots: goals + randomInt(rng, 0, defender ? 3 : 4),
        plusMinus: Math.max(-3, Math.min(3, Math.sign(teamScore - opponentScore) * randomInt(rng, 0, 2))),
        pim: rng() < 0.18 ? 2 : 0,
        hits: randomInt(rng, 0, defender ? 4 : 3),
        blocks: randomInt(rng, 0, defender ? 3 : 1),
        faceoffsWon,
        faceoffsLost,
        faceoffPct: center ? ((100 * faceoffsWon) / (faceoffsWon + faceoffsLost)).toFixed(2) : null,
        toiSeconds: randomInt(rng, defender ? 960 : 780, defender ? 1380 : 1200),
      };
      skaterRows.push(line);
      seasonGames.push({
        playerId: p.id,
        gameDate: isoDate(date),
        league: gameTeam?.league ?? null,
        goals,
        assists,
        pim: line.pim,
        plusMinus: line.plusMinus,
      });
    }

    // What is next: one or two league games and, for most, a showcase (two upcoming items in all, the
    // free plan's allowance, decisions §5).
    const withShowcase = rng() < 0.7;
    for (
      let n = withShowcase ? 1 : 2, ahead = randomInt(rng, 2, 6);
      n > 0;
      n--, ahead += randomInt(rng, 5, 9)
    ) {
      scheduleRows.push({
        playerId: p.id,
        eventDate: isoDate(daysAhead(ahead)),
        eventTime: pick(rng, ['10:15', '12:00', '17:30', '19:00']),
        rinkName: p.city ? `${p.city} Ice Arena` : 'Home rink',
        location: [p.city, p.region].filter(Boolean).join(', ') || null,
        hasLiveBarn: rng() < 0.6,
        opponent: pick(rng, opponents),
        notes: 'League game',
      });
    }
    if (withShowcase) {
      const [eventName, location, competitionType] = pick(rng, SHOWCASES);
      upcomingRows.push({
        playerId: p.id,
        date: isoDate(daysAhead(randomInt(rng, 12, 75))),
        eventName,
        location,
        competitionType,
      });
    }

    // Measurables as an off-ice testing day would give them, by age.
    const age = Math.max(12, Math.min(20, p.age));
    const grown = (age - 12) / 8;
    const height = p.heightCm ? Number(p.heightCm) : 160 + grown * 22;
    measurableRows.push({
      playerId: p.id,
      fortyYardTime: (5.7 - grown * 0.75 + (rng() - 0.5) * 0.3).toFixed(2),
      proAgilityTime: (5.1 - grown * 0.6 + (rng() - 0.5) * 0.25).toFixed(2),
      wingspan: (height * (1.01 + rng() * 0.04)).toFixed(1),
      benchPress: age >= 15 ? (40 + grown * 50 + (rng() - 0.5) * 14).toFixed(1) : null,
      squat: age >= 15 ? (60 + grown * 75 + (rng() - 0.5) * 20).toFixed(1) : null,
      verticalJump: (42 + grown * 22 + (rng() - 0.5) * 8).toFixed(1),
      testedBy: pick(rng, TESTERS),
      testedDate: isoDate(daysAgo(randomInt(rng, 20, 160))),
    });
  }

  await insertAll(tx, games, gameRows);
  await insertAll(tx, skaterGameStats, skaterRows);
  await insertAll(tx, goalieGameStats, goalieRows);
  await insertAll(tx, seasonStats, skaterSeasonLines(seasonGames));
  await insertAll(tx, playerScheduleEvents, scheduleRows);
  await insertAll(tx, upcomingEvents, upcomingRows);
  await insertAll(tx, measurables, measurableRows);
  const photos = await rendering;
  await insertAll(tx, media, photos);
  return { photos: photos.length, games: gameRows.length };
}

/** Photos, games, events and measurables for every adult or consented profile of the demo. */
export async function seedExtrasOfPlayers(
  ctx: DemoContext,
  storage: Storage,
  teams: DemoTeams,
  sample: {
    playerRows: readonly NewPlayer[];
    currentTeamOf: ReadonlyMap<string, SeededTeam>;
    lastSeasonTeamOf: ReadonlyMap<string, SeededTeam>;
    demoPlayer: { row: NewPlayer; team: SeededTeam };
    teen: { row: NewPlayer; team: SeededTeam; lastSeasonTeam: SeededTeam };
  },
) {
  const { tx, now, season } = ctx;
  const teamRef = (t: SeededTeam | undefined) =>
    t ? { id: t.id, name: t.seed.name, league: t.seed.league, level: t.seed.level } : null;
  const extrasOf = (
    p: NewPlayer,
    teamOf: SeededTeam | undefined,
    lastSeasonTeamOf: SeededTeam | undefined,
    extra: Partial<ExtrasPlayer> = {},
  ): ExtrasPlayer => ({
    id: p.id!,
    slug: p.slug,
    firstName: p.firstName,
    lastName: p.lastName,
    birthYear: p.birthYear,
    age: ageOn(p, now),
    positions: p.positions ?? [],
    jerseyNumber: p.preferredJerseyNumber ?? null,
    city: p.city ?? null,
    region: p.region ?? null,
    heightCm: p.heightCm ?? null,
    team: teamRef(teamOf),
    lastSeasonTeam: teamRef(lastSeasonTeamOf),
    ...extra,
  });
  const presentable = (p: NewPlayer) => !needsParentalConsent(p, now) || p.parentalConsentGiven === true;
  const extrasPlayers = [
    ...sample.playerRows
      .filter(presentable)
      .map((p) => extrasOf(p, sample.currentTeamOf.get(p.id!), sample.lastSeasonTeamOf.get(p.id!))),
    extrasOf(sample.demoPlayer.row, sample.demoPlayer.team, undefined, { photoOnly: true }),
    extrasOf(sample.teen.row, sample.teen.team, sample.teen.lastSeasonTeam),
  ];
  const opponentsByLevel = new Map<string, string[]>();
  for (const t of teams.rows) {
    const key = `${t.seed.level}|${t.seed.category}`;
    opponentsByLevel.set(key, [...(opponentsByLevel.get(key) ?? []), t.seed.name]);
  }
  return seedDemoExtras(tx, storage, createRng(RNG_SEED + 16), {
    now,
    season,
    players: extrasPlayers,
    opponents: (own) => {
      const seeded = own ? teams.byName.get(own.name) : undefined;
      const same = seeded ? (opponentsByLevel.get(`${seeded.seed.level}|${seeded.seed.category}`) ?? []) : [];
      const others = same.filter((name) => name !== own?.name);
      return others.length >= 2 ? others : D.TEAM_SEEDS.map((t) => t.name).filter((n) => n !== own?.name);
    },
  });
}
