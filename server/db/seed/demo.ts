import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { ADULT_AGE, ageOn, latestBirthForAge, needsParentalConsent } from '#common/age.ts';
import type { Position, Role } from '#common/enums.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import {
  auditLogs,
  games,
  measurables,
  media,
  organizations,
  orgInvitations,
  orgMembers,
  orgSponsorships,
  playerGoals,
  playerParents,
  playerScheduleEvents,
  players,
  playerTeamHistory,
  profileViews,
  recruiterListItems,
  recruiterLists,
  recruiterNotes,
  seasonStats,
  skaterGameStats,
  subscriptionTiers,
  teams,
  upcomingEvents,
  userSubscriptions,
  users,
  verificationEvidence,
} from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import * as D from './demo-data.ts';
import { type ExtrasPlayer, seedDemoExtras } from './demo-extras.ts';
import { DEMO_EXTRA_RECRUITERS, seedDemoRecruiters } from './demo-recruiters.ts';
import {
  buildPlayer,
  createRng,
  createUser,
  type NewPlayer,
  pick,
  playerSlug,
  type Rng,
  randomInt,
  slugify,
} from './factories.ts';

export const DEMO_PASSWORD = 'Rinkside2025!';

/** The demo logins (README, e2e tests). All share one password and are e-mail verified. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@rinkside.demo', role: 'ADMIN', name: 'Jordan Avery', password: DEMO_PASSWORD },
  { email: 'player@rinkside.demo', role: 'PLAYER', name: 'Ethan Marchetti', password: DEMO_PASSWORD },
  { email: 'parent@rinkside.demo', role: 'PARENT', name: 'Dana Sullivan', password: DEMO_PASSWORD },
  { email: 'recruiter@rinkside.demo', role: 'RECRUITER', name: 'Marcus Whitfield', password: DEMO_PASSWORD },
  { email: 'orgadmin@rinkside.demo', role: 'ORG_ADMIN', name: 'Karen Whitaker', password: DEMO_PASSWORD },
  { email: 'orgstaff@rinkside.demo', role: 'ORG_STAFF', name: 'Tom Keller', password: DEMO_PASSWORD },
] as const satisfies readonly { email: string; role: Role; name: string; password: string }[];

type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];

/** Slugs of the demo account players, stable so docs and tests can link to them. */
export const DEMO_PLAYER_SLUGS = {
  player: 'ethan-marchetti-demo',
  parentTeen: 'liam-sullivan-demo',
  parentChild: 'ava-sullivan-demo',
} as const;

export const DEMO_ORGANIZATION_NAME = D.NORTH_SHORE_CLUB;
export const DEMO_RECRUITER_LIST_NAME = '2009 Forwards to Watch';
export const DEMO_PLAYER_COUNT = 300;
const RNG_SEED = 20_251_122;
const BATCH_SIZE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

async function insertInBatches<T extends PgTable>(db: DbOrTx, table: T, rows: PgInsertValue<T>[]) {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(i, i + BATCH_SIZE));
  }
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const fixed = (n: number, digits = 1) => n.toFixed(digits);

/** Hockey seasons start in August: "2025-26" from August 2025 to July 2026. */
function seasonLabel(now: Date, offset = 0): string {
  const start = (now.getMonth() >= 7 ? now.getFullYear() : now.getFullYear() - 1) + offset;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function normal(rng: Rng, mean: number, sd: number): number {
  const u = 1 - rng();
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function weightedPick<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0);
  let r = rng() * total;
  for (const t of items) {
    r -= weight(t);
    if (r < 0) return t;
  }
  return items[items.length - 1]!;
}

const clampAge = (table: Record<number, number>, age: number) => {
  const keys = Object.keys(table).map(Number);
  const k = Math.min(Math.max(age, Math.min(...keys)), Math.max(...keys));
  return table[k]!;
};
const HEIGHT_CM = {
  MALE: { 12: 152, 13: 163, 14: 170, 15: 175, 16: 178, 17: 180, 18: 182 },
  FEMALE: { 12: 152, 13: 158, 14: 161, 15: 163, 16: 165 },
} as const;
const WEIGHT_KG = {
  MALE: { 12: 43, 13: 52, 14: 59, 15: 65, 16: 71, 17: 76, 18: 80, 19: 83, 20: 85 },
  FEMALE: { 12: 42, 13: 48, 14: 53, 15: 56, 16: 59, 17: 61 },
} as const;

function bodySize(rng: Rng, category: 'MALE' | 'FEMALE', age: number, positions: readonly Position[]) {
  const bonus = positions.includes('G') ? 2 : positions.includes('D') ? 1.5 : 0;
  const meanH = clampAge(HEIGHT_CM[category], age) + bonus;
  const h = normal(rng, meanH, category === 'MALE' ? 6.5 : 5.5);
  const w = normal(rng, clampAge(WEIGHT_KG[category], age) + bonus + (h - meanH) * 0.6, 5);
  return { heightCm: fixed(Math.round(h * 2) / 2), weightKg: fixed(Math.round(w * 2) / 2) };
}

function randomPositions(rng: Rng): Position[] {
  const r = rng();
  if (r < 0.1) return ['G'];
  if (r < 0.43) return rng() < 0.06 ? ['D', pick(rng, ['LW', 'RW'] as const)] : ['D'];
  const forwards: Position[] = ['C', 'LW', 'RW'];
  const first = weightedPick(rng, forwards, (p) => (p === 'C' ? 4 : 3));
  if (rng() < 0.25)
    return [
      first,
      pick(
        rng,
        forwards.filter((p) => p !== first),
      ),
    ];
  return [first];
}

interface SeededTeam {
  id: string;
  seed: D.TeamSeed;
  country: string;
}

const countryOfRegion = new Map(D.PLACES.map((p) => [p.region, p.country]));

/** A team whose level fits the age, preferring the player's own state or province, then country. */
function chooseTeam(
  rng: Rng,
  allTeams: readonly SeededTeam[],
  age: number,
  category: 'MALE' | 'FEMALE',
  region: string,
  country: string,
): SeededTeam {
  const ofCategory = allTeams.filter((t) => t.seed.category === category);
  const distance = (t: SeededTeam) => {
    const [lo, hi] = D.LEVEL_AGES[t.seed.level] ?? [0, 99];
    return age < lo ? lo - age : age > hi ? age - hi : 0;
  };
  const best = Math.min(...ofCategory.map(distance));
  const pool = ofCategory.filter((t) => distance(t) === best);
  const local = pool.filter((t) => t.seed.region === region);
  if (local.length && rng() < 0.7) return pick(rng, local);
  const national = pool.filter((t) => t.country === country);
  if (national.length && rng() < 0.8) return pick(rng, national);
  return pick(rng, pool);
}

function positionWord(positions: readonly Position[]): string {
  if (positions.includes('G')) return 'goaltender';
  if (positions[0] === 'D') return 'defender';
  return positions[0] === 'C' ? 'center' : 'winger';
}

function randomBio(rng: Rng, positions: readonly Position[], teamName: string | undefined): string {
  const opener = pick(rng, D.BIO_OPENERS).replace('{pos}', positionWord(positions));
  const team = teamName ? ` Currently plays for ${teamName}.` : '';
  return `${opener}.${team} ${pick(rng, D.BIO_CLOSERS)}`;
}

function slugPicker(taken: Set<string>) {
  return (first: string, last: string, rng: Rng) => {
    let slug = playerSlug(first, last, rng);
    while (taken.has(slug)) slug = playerSlug(first, last, rng);
    taken.add(slug);
    return slug;
  };
}

/**
 * Demo accounts plus ~300 sample players, in one transaction. Skipped when the demo admin already
 * exists, so it is safe at every start (SEED_DEMO). The subscription tiers must be seeded first (the
 * subscriptions area's seed, run before this one by server/boot.ts).
 */
export async function seedDemoData(db: Db, storage: Storage, log?: (msg: string) => void): Promise<void> {
  const adminEmail = DEMO_ACCOUNTS[0].email;
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${adminEmail}`)
    .limit(1);
  if (existing) {
    log?.('demo data already present, skipped');
    return;
  }
  const started = performance.now();
  // Each account its own hash and salt: one shared hash tells anyone who reads the table that
  // the accounts share a password, and cracking it opens them all. argon2 runs on the thread pool, so the
  // community accounts' hashes are made while the transaction writes the players, on the other core.
  const hashes = (n: number) => Promise.all(Array.from({ length: n }, () => hashPassword(DEMO_PASSWORD)));
  const communityHashes = hashes(DEMO_COMMUNITY_ACCOUNTS);
  // Awaited in the transaction; a handler now, so a failure before then is not an unhandled rejection.
  communityHashes.catch(() => undefined);
  // The demo logins and the extra recruiters' (demo-recruiters.ts).
  const accountHashes = await hashes(DEMO_ACCOUNTS.length + DEMO_EXTRA_RECRUITERS.length);
  const counts = await db.transaction(async (tx) =>
    seedInTransaction(tx, storage, { accounts: accountHashes, community: communityHashes }),
  );
  log?.(
    `demo data seeded: ${DEMO_ACCOUNTS.length} accounts, ${counts.players} players, ${counts.teams} teams, ` +
      `${counts.photos} photos, ${counts.games} games ` +
      `in ${Math.round(performance.now() - started)} ms (logins: DEMO_ACCOUNTS in server/db/seed/demo.ts)`,
  );
}

async function seedInTransaction(
  tx: DbOrTx,
  storage: Storage,
  passwordHashes: { accounts: string[]; community: Promise<string[]> },
) {
  const rng = createRng(RNG_SEED);
  const now = new Date();
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const daysAhead = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const year = now.getFullYear();
  const season = (offset = 0) => seasonLabel(now, offset);

  const tierId = new Map(
    (await tx.select({ id: subscriptionTiers.id, name: subscriptionTiers.name }).from(subscriptionTiers)).map(
      (t) => [t.name, t.id],
    ),
  );
  if (tierId.size === 0) throw new Error('demo data needs the subscription tiers: seed them first');

  // Accounts.
  const account = {} as Record<DemoRole, { id: string; name: string }>;
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const passwordHash = passwordHashes.accounts[i]!;
    const user = await createUser(tx, { email: a.email, name: a.name, role: a.role, passwordHash });
    account[a.role] = { id: user.id, name: user.name };
  }
  const adminId = account.ADMIN.id;

  // Teams.
  const teamRows = D.TEAM_SEEDS.map((seed) => ({
    id: randomUUID(),
    seed,
    country: countryOfRegion.get(seed.region) ?? 'United States',
  }));
  await insertInBatches(
    tx,
    teams,
    teamRows.map(({ id, seed }) => ({
      id,
      name: seed.name,
      season: season(),
      league: seed.league,
      level: seed.level,
      region: seed.region,
      category: seed.category,
      websiteUrl: seed.websiteUrl ?? null,
      createdAt: daysAgo(500),
    })),
  );
  const teamByName = new Map(teamRows.map((t) => [t.seed.name, t]));
  const team = (name: string) => teamByName.get(name)!;

  // Sample players (no accounts), as if most came from one admin CSV import.
  const takenSlugs = new Set<string>(Object.values(DEMO_PLAYER_SLUGS));
  const nextSlug = slugPicker(takenSlugs);
  const importBatchId = randomUUID();
  const importedAt = daysAgo(120);
  const playerRows: NewPlayer[] = [];
  const historyRows: PgInsertValue<typeof playerTeamHistory>[] = [];
  const statsRows: PgInsertValue<typeof seasonStats>[] = [];
  const currentTeamOf = new Map<string, SeededTeam>();

  for (let i = 0; i < DEMO_PLAYER_COUNT; i++) {
    const category = rng() < 0.7 ? 'MALE' : 'FEMALE';
    const firstName = pick(rng, category === 'MALE' ? D.MALE_FIRST_NAMES : D.FEMALE_FIRST_NAMES);
    const lastName = pick(rng, D.LAST_NAMES);
    const birthYear = randomInt(rng, 2005, 2012);
    // Demo players have a month of birth, as a profile filled in today would (not drawn from rng,
    // so every other draw of the seed stays as it was).
    const birthMonth = 1 + ((i * 7) % 12);
    const age = ageOn({ birthYear, birthMonth }, now);
    const country = rng() < 0.6 ? 'United States' : 'Canada';
    const place = weightedPick(
      rng,
      D.PLACES.filter((p) => p.country === country),
      (p) => p.weight,
    );
    const positions = randomPositions(rng);
    const isGoalie = positions.includes('G');
    const hasTeam = rng() < 0.95;
    const currentTeam = hasTeam ? chooseTeam(rng, teamRows, age, category, place.region, country) : undefined;
    const minor = needsParentalConsent({ birthYear, birthMonth }, now);
    const s = rng();
    const profileStatus = minor
      ? s < 0.85
        ? 'active'
        : s < 0.93
          ? 'draft'
          : s < 0.97
            ? 'pending_consent'
            : 'inactive'
      : s < 0.9
        ? 'active'
        : s < 0.95
          ? 'inactive'
          : 'draft';
    const v = rng();
    const verificationStatus =
      profileStatus !== 'active' ? 'pending' : v < 0.25 ? 'verified' : v < 0.28 ? 'rejected' : 'pending';
    const imported = rng() < 0.6;
    const createdAt = imported ? importedAt : daysAgo(randomInt(rng, 1, 420));
    const hasBody = rng() < 0.9;
    const nickname = D.NICKNAMES[firstName];
    const id = randomUUID();
    const consentGiven = minor && profileStatus === 'active';
    playerRows.push(
      buildPlayer(
        {
          id,
          slug: nextSlug(firstName, lastName, rng),
          firstName,
          lastName,
          preferredName: nickname && rng() < 0.6 ? nickname : null,
          birthYear,
          birthMonth,
          country,
          region: place.region,
          city: pick(rng, place.cities),
          ...(hasBody ? bodySize(rng, category, age, positions) : { heightCm: null, weightKg: null }),
          shoots: rng() < (isGoalie ? 0.75 : 0.62) ? 'L' : 'R',
          positions,
          preferredPosition: isGoalie ? null : positions[0],
          preferredJerseyNumber: isGoalie
            ? pick(rng, [1, 29, 30, 31, 33, 34, 35, 40])
            : randomInt(rng, 2, 98),
          category,
          showCategory: rng() < 0.95,
          currentTeamId: currentTeam?.id ?? null,
          bio: rng() < 0.5 ? randomBio(rng, positions, currentTeam?.seed.name) : null,
          gpa: rng() < 0.4 ? fixed(2.8 + rng() * 1.2, 2) : null,
          major: age >= 16 && rng() < 0.25 ? pick(rng, D.MAJORS) : null,
          verificationStatus,
          profileSource: imported ? 'admin_import' : 'user_created',
          profileSourceDetail: imported ? 'Demo roster import' : null,
          importBatchId: imported ? importBatchId : null,
          importedAt: imported ? importedAt : null,
          importedByAdminId: imported ? adminId : null,
          profileStatus,
          parentalConsentRequired: minor,
          parentalConsentGiven: consentGiven,
          // Demo minors shown as active count as consented (decisions §4), recorded off-platform.
          parentalConsentDate: consentGiven ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        },
        rng,
        now,
      ),
    );
    if (!currentTeam) continue;
    currentTeamOf.set(id, currentTeam);
    const jersey = playerRows[playerRows.length - 1]!.preferredJerseyNumber ?? null;
    const coach = rng() < 0.5 ? `${pick(rng, D.MALE_FIRST_NAMES)} ${pick(rng, D.LAST_NAMES)}` : null;
    historyRows.push({
      playerId: id,
      teamId: currentTeam.id,
      season: season(),
      jerseyNumber: jersey,
      isCurrent: true,
      coachName: coach,
      createdAt,
    });
    let lastSeasonTeam = currentTeam;
    if (rng() < 0.4) {
      lastSeasonTeam = chooseTeam(rng, teamRows, age - 1, category, place.region, country);
      if (lastSeasonTeam.id !== currentTeam.id) {
        historyRows.push({
          playerId: id,
          teamId: lastSeasonTeam.id,
          season: season(-1),
          jerseyNumber: jersey,
          isCurrent: false,
          createdAt,
        });
      }
    }
    if (profileStatus === 'active' && rng() < 0.6) {
      const talent = 0.5 + rng() * 1.1;
      const goalsPerGame = isGoalie ? 0 : positions[0] === 'D' ? 0.1 : 0.35;
      const assistsPerGame = isGoalie ? 0.02 : positions[0] === 'D' ? 0.3 : 0.45;
      const line = (gp: number, team: SeededTeam, label: string) => {
        const goals = Math.round(gp * goalsPerGame * talent * (0.7 + rng() * 0.6));
        const assists = Math.round(gp * assistsPerGame * talent * (0.7 + rng() * 0.6));
        return {
          playerId: id,
          season: label,
          league: team.seed.league,
          gamesPlayed: gp,
          goals,
          assists,
          points: goals + assists,
          penaltyMinutes: 2 * randomInt(rng, 0, Math.ceil(gp / 3)),
          plusMinus: isGoalie ? 0 : randomInt(rng, -8, 20),
          createdAt,
        };
      };
      const lines = [
        line(randomInt(rng, 28, 60), lastSeasonTeam, season(-1)),
        line(randomInt(rng, 4, 24), currentTeam, season()),
      ];
      // A season_stats row is a skater's line (D110): a goalie's seasons come from his logged games.
      // The lines are drawn either way, so every later player of the seed stays the same.
      if (!isGoalie) statsRows.push(...lines);
    }
  }
  // The seed is deterministic, but an earlier install may hold a slug it generates.
  const clashes = await tx
    .select({ slug: players.slug })
    .from(players)
    .where(
      inArray(
        players.slug,
        playerRows.map((p) => p.slug),
      ),
    );
  for (const { slug } of clashes) {
    const row = playerRows.find((p) => p.slug === slug)!;
    takenSlugs.add(slug);
    row.slug = nextSlug(row.firstName, row.lastName, rng);
  }
  await insertInBatches(tx, players, playerRows);
  await insertInBatches(tx, playerTeamHistory, historyRows);
  await insertInBatches(tx, seasonStats, statsRows);

  // The demo player: an 18-year-old with a full profile (18 by the month and year on the day the
  // demo is made, so the birthday month has just passed).
  const demoBirth = latestBirthForAge(ADULT_AGE, now);
  const playerBirthYear = demoBirth.year;
  const blizzardU16 = team('Twin Cities Blizzard U16 AAA');
  const blizzardU18 = team('Twin Cities Blizzard U18 AAA');
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
  await tx.insert(seasonStats).values([
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
    {
      playerId,
      season: season(),
      league: 'Upper Midwest Elite League',
      gamesPlayed: 14,
      goals: 7,
      assists: 9,
      points: 16,
      penaltyMinutes: 4,
      plusMinus: 6,
    },
  ]);
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
  await tx.insert(skaterGameStats).values(
    gameRows.map((g, i) => {
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
    }),
  );
  await tx.insert(verificationEvidence).values({
    playerId,
    url: 'https://tcblizzard.example/u18/roster',
    status: 'verified',
    reviewedBy: adminId,
    reviewedAt: daysAgo(90),
    notes: 'Listed on the official team roster.',
  });
  await tx.insert(userSubscriptions).values({
    userId: account.PLAYER.id,
    tierId: tierId.get('first_line')!,
    billingPeriod: 'monthly',
    currentPeriodStart: daysAgo(10),
    currentPeriodEnd: daysAhead(20),
    originalAmountCents: 999,
    actualAmountCents: 999,
    // Paid through the local test checkout, so Manage Billing opens the local billing page.
    stripeSubscriptionId: 'sub_local_demo_player',
    stripeCustomerId: 'cus_local_demo_player',
  });

  // The parent: a 15-year-old active with consent recorded, and a 12-year-old still in draft.
  const consentDate = daysAgo(30);
  const breakers = team('Bay State Breakers U16 AAA');
  const [teen, child] = await tx
    .insert(players)
    .values([
      buildPlayer(
        {
          slug: DEMO_PLAYER_SLUGS.parentTeen,
          firstName: 'Liam',
          lastName: 'Sullivan',
          birthYear: year - 15,
          country: 'United States',
          region: 'Massachusetts',
          city: 'Hingham',
          heightCm: '175.5',
          weightKg: '66.0',
          shoots: 'R',
          positions: ['D'],
          preferredPosition: 'D',
          preferredJerseyNumber: 4,
          category: 'MALE',
          currentTeamId: breakers.id,
          bio: 'Mobile defenseman who moves the puck well and kills penalties for the Bay State Breakers.',
          profileStatus: 'active',
          parentalConsentRequired: true,
          parentalConsentGiven: true,
          parentalConsentDate: consentDate,
          createdAt: daysAgo(45),
        },
        rng,
        now,
      ),
      buildPlayer(
        {
          slug: DEMO_PLAYER_SLUGS.parentChild,
          firstName: 'Ava',
          lastName: 'Sullivan',
          birthYear: year - 12,
          country: 'United States',
          region: 'Massachusetts',
          city: 'Hingham',
          shoots: 'L',
          positions: ['LW'],
          preferredPosition: 'LW',
          category: 'FEMALE',
          profileStatus: 'draft',
          parentalConsentRequired: true,
          parentalConsentGiven: false,
          createdAt: daysAgo(3),
        },
        rng,
        now,
      ),
    ])
    .returning();
  await tx.insert(playerParents).values([
    {
      playerId: teen!.id,
      parentUserId: account.PARENT.id,
      relationship: 'mother',
      isPrimary: true,
      consentGiven: true,
      consentDate,
      consentIpAddress: '203.0.113.24',
      consentParentName: account.PARENT.name,
    },
    { playerId: child!.id, parentUserId: account.PARENT.id, relationship: 'mother', isPrimary: true },
  ]);
  await tx.insert(playerTeamHistory).values({
    playerId: teen!.id,
    teamId: breakers.id,
    season: season(),
    jerseyNumber: 4,
    isCurrent: true,
  });
  await tx.insert(seasonStats).values({
    playerId: teen!.id,
    season: season(-1),
    league: breakers.seed.league,
    gamesPlayed: 38,
    goals: 4,
    assists: 17,
    points: 21,
    penaltyMinutes: 14,
    plusMinus: 9,
  });
  await tx.insert(userSubscriptions).values({
    userId: account.PARENT.id,
    tierId: tierId.get('warm_up')!,
    billingPeriod: 'yearly',
    currentPeriodStart: daysAgo(30),
    currentPeriodEnd: daysAhead(335),
    originalAmountCents: 4990,
    actualAmountCents: 4990,
    stripeSubscriptionId: 'sub_local_demo_parent',
    stripeCustomerId: 'cus_local_demo_parent',
  });

  // Every demo player has a class year (the NCAA contact dates read it): high school finished the year
  // they turn 18.
  await tx.execute(
    sql`update ${players} set graduation_year = birth_year + 18 where graduation_year is null`,
  );

  // The recruiter: a list of four 2009-born forwards and a few private notes.
  // A Division I men's program from the directory, and two more recruiters (demo-recruiters.ts).
  await seedDemoRecruiters(tx, {
    recruiterUserId: account.RECRUITER.id,
    passwordHashes: passwordHashes.accounts.slice(DEMO_ACCOUNTS.length),
    now,
  });
  const forwards2009 = playerRows
    .filter(
      (p) =>
        p.birthYear === 2009 &&
        p.profileStatus === 'active' &&
        p.category === 'MALE' &&
        (p.positions ?? []).some((pos) => pos === 'C' || pos === 'LW' || pos === 'RW'),
    )
    .slice(0, 4);
  const listId = randomUUID();
  await tx.insert(recruiterLists).values({
    id: listId,
    ownerUserId: account.RECRUITER.id,
    name: DEMO_RECRUITER_LIST_NAME,
    createdAt: daysAgo(40),
  });
  await tx
    .insert(recruiterListItems)
    .values(
      forwards2009.map((p, i) => ({ listId, playerId: p.id!, sortOrder: i, addedAt: daysAgo(40 - i * 5) })),
    );
  const noteTargets = [forwards2009[0], forwards2009[1]].filter((p) => p !== undefined);
  await tx.insert(recruiterNotes).values([
    ...noteTargets.map((p, i) => ({
      recruiterUserId: account.RECRUITER.id,
      playerId: p.id!,
      note: [
        'Excellent edge work and a quick release. Watch him again at the winter showcase.',
        'Competes hard below the goal line; needs to add strength. Ask his coach about academics.',
      ][i]!,
      createdAt: daysAgo(30 - i * 4),
      updatedAt: daysAgo(30 - i * 4),
    })),
    {
      recruiterUserId: account.RECRUITER.id,
      playerId,
      note: 'Strong on faceoffs, good 200-foot game. Fits our need at center for next fall.',
      createdAt: daysAgo(8),
      updatedAt: daysAgo(8),
    },
  ]);

  // The organization, its two members and sponsorships of players on its teams.
  const orgId = randomUUID();
  await tx.insert(organizations).values({
    id: orgId,
    name: D.NORTH_SHORE_CLUB,
    slug: slugify(D.NORTH_SHORE_CLUB),
    type: 'club',
    website: 'https://northshorehockey.example',
    description:
      'A community club on the North Shore since 1994: house league to U18 AAA, with a strong path to junior and college hockey.',
    city: 'Beverly',
    region: 'Massachusetts',
    ownerUserId: account.ORG_ADMIN.id,
    createdAt: daysAgo(365),
  });
  await tx.insert(orgMembers).values([
    {
      organizationId: orgId,
      userId: account.ORG_ADMIN.id,
      role: 'ORG_ADMIN',
      scopes: ['roster', 'verification'],
      invitedAt: daysAgo(365),
      acceptedAt: daysAgo(365),
    },
    {
      organizationId: orgId,
      userId: account.ORG_STAFF.id,
      role: 'ORG_STAFF',
      scopes: ['roster', 'verification'],
      invitedAt: daysAgo(120),
      acceptedAt: daysAgo(118),
    },
  ]);
  const clubPlayers = playerRows
    .filter(
      (p) =>
        currentTeamOf.get(p.id!)?.seed.name.startsWith(D.NORTH_SHORE_CLUB) && p.profileStatus === 'active',
    )
    .slice(0, 8);
  const sponsorStatuses = [
    'active',
    'active',
    'active',
    'active',
    'active',
    'active',
    'invited',
    'expired',
  ] as const;
  if (clubPlayers.length > 0) {
    await tx.insert(orgSponsorships).values(
      clubPlayers.map((p, i) => {
        const status = sponsorStatuses[i]!;
        return {
          organizationId: orgId,
          playerId: p.id!,
          status,
          fieldControl: { teamHistory: true, schedule: status !== 'invited', stats: true },
          startedAt: status === 'invited' ? null : daysAgo(status === 'expired' ? 400 : 60 + i * 10),
          endedAt: status === 'expired' ? daysAgo(35) : null,
          expiresAt: status === 'invited' ? daysAgo(-10) : null,
          invitedByUserId: account.ORG_ADMIN.id,
          createdAt: daysAgo(status === 'expired' ? 410 : 70 + i * 10),
        };
      }),
    );
  }

  await seedOrganizationActivity(tx, rng, {
    orgId,
    now,
    adminId: account.ORG_ADMIN.id,
    staffId: account.ORG_STAFF.id,
    recruiterListId: listId,
    rosterIds: clubPlayers.filter((_, i) => sponsorStatuses[i] === 'active').map((p) => p.id!),
    familyTeenId: teen!.id,
  });

  // Profile views of the demo player: profile_views rows, at most one per viewer and day (as recorded).
  // Signed-out visitors are keyed like real ones, by a hash of an address and user agent.
  const viewers: { role: DemoRole | null; userId: string | null }[] = [
    { role: 'RECRUITER', userId: account.RECRUITER.id },
    { role: 'ORG_STAFF', userId: account.ORG_STAFF.id },
    { role: 'PARENT', userId: account.PARENT.id },
    { role: null, userId: null },
  ];
  const viewRows = new Map<string, PgInsertValue<typeof profileViews>>();
  for (let i = 0; i < 36; i++) {
    const viewer = weightedPick(rng, viewers, (v) => (v.role === 'RECRUITER' ? 5 : v.role === null ? 3 : 1));
    const createdAt = new Date(now.getTime() - rng() * 60 * DAY_MS);
    const viewerKey = viewer.userId
      ? `u:${viewer.userId}`
      : `a:${createHash('sha256')
          .update(`198.51.100.${randomInt(rng, 1, 254)}|Demo browser`)
          .digest('hex')}`;
    const viewedOn = createdAt.toISOString().slice(0, 10);
    viewRows.set(`${viewerKey}|${viewedOn}`, {
      playerId,
      viewerUserId: viewer.userId,
      viewerRole: viewer.role ?? 'anonymous',
      viewerKey,
      viewedOn,
      createdAt,
    });
  }
  await insertInBatches(tx, profileViews, [...viewRows.values()]);

  await seedCommunity(tx, rng, {
    passwordHashes: await passwordHashes.community,
    now,
    accounts: account,
  });

  // Issue 16: photos, games, events and measurables for every adult or consented profile.
  const extrasOf = (
    p: NewPlayer,
    teamOf: SeededTeam | undefined,
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
    team: teamOf
      ? { id: teamOf.id, name: teamOf.seed.name, league: teamOf.seed.league, level: teamOf.seed.level }
      : null,
    ...extra,
  });
  const presentable = (p: NewPlayer) => !needsParentalConsent(p, now) || p.parentalConsentGiven === true;
  const extrasPlayers = [
    ...playerRows.filter(presentable).map((p) => extrasOf(p, currentTeamOf.get(p.id!))),
    extrasOf(demoPlayer!, blizzardU18, { photoOnly: true }),
    extrasOf(teen!, breakers),
  ];
  const opponentsByLevel = new Map<string, string[]>();
  for (const t of teamRows) {
    const key = `${t.seed.level}|${t.seed.category}`;
    opponentsByLevel.set(key, [...(opponentsByLevel.get(key) ?? []), t.seed.name]);
  }
  const extras = await seedDemoExtras(tx, storage, createRng(RNG_SEED + 16), {
    now,
    season,
    players: extrasPlayers,
    opponents: (own) => {
      const seeded = own ? teamByName.get(own.name) : undefined;
      const same = seeded ? (opponentsByLevel.get(`${seeded.seed.level}|${seeded.seed.category}`) ?? []) : [];
      const others = same.filter((name) => name !== own?.name);
      return others.length >= 2 ? others : D.TEAM_SEEDS.map((t) => t.name).filter((n) => n !== own?.name);
    },
  });

  return { players: playerRows.length + 3, teams: teamRows.length, ...extras };
}

/**
 * Issue 14: a living organization dashboard on a fresh install. The demo parent's 15-year-old is invited
 * (the parent answers from the dashboard), an invitation by e-mail waits for a family, a staff invitation
 * is open, two roster players' evidence waits for review, and the roster is viewed and saved by recruiters.
 */
async function seedOrganizationActivity(
  tx: DbOrTx,
  rng: Rng,
  ctx: {
    orgId: string;
    now: Date;
    adminId: string;
    staffId: string;
    recruiterListId: string;
    rosterIds: string[];
    familyTeenId: string;
  },
) {
  const { orgId, now } = ctx;
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY_MS);
  const unusedToken = () => createHash('sha256').update(randomUUID()).digest('hex');
  await tx.insert(orgSponsorships).values([
    {
      organizationId: orgId,
      playerId: ctx.familyTeenId,
      status: 'invited',
      fieldControl: { teamHistory: true, schedule: true, stats: true },
      invitedEmail: 'parent@rinkside.demo',
      expiresAt: daysAgo(-12),
      invitedByUserId: ctx.staffId,
      createdAt: daysAgo(2),
    },
    {
      organizationId: orgId,
      playerId: null,
      status: 'invited',
      fieldControl: { teamHistory: true, schedule: false, stats: true },
      invitedEmail: 'brennan.family@example.com',
      invitedName: 'Noah Brennan',
      token: unusedToken(),
      expiresAt: daysAgo(-9),
      invitedByUserId: ctx.adminId,
      createdAt: daysAgo(5),
    },
  ]);
  await tx.insert(orgInvitations).values({
    organizationId: orgId,
    email: 'coach.lee@example.com',
    role: 'ORG_STAFF',
    scopes: ['roster'],
    token: unusedToken(),
    invitedByUserId: ctx.adminId,
    createdAt: daysAgo(1),
    expiresAt: daysAgo(-6),
  });
  const [first, second] = ctx.rosterIds;
  if (first && second) {
    await tx.insert(verificationEvidence).values([
      { playerId: first, url: 'https://northshorehockey.example/u16-aaa/roster', createdAt: daysAgo(3) },
      { playerId: second, url: 'https://northshorehockey.example/u14-aa/roster', createdAt: daysAgo(1) },
    ]);
  }
  // Recruiters look at the roster: a few viewer-days per player in the last 30 days, and two list saves.
  const views: PgInsertValue<typeof profileViews>[] = [];
  for (const playerId of ctx.rosterIds) {
    const days = new Set<number>();
    const n = randomInt(rng, 3, 9);
    while (days.size < n) days.add(randomInt(rng, 0, 29));
    for (const day of days) {
      const createdAt = daysAgo(day);
      views.push({
        playerId,
        viewerUserId: null,
        viewerRole: 'anonymous',
        viewerKey: `a:${createHash('sha256').update(`${playerId}|${day}`).digest('hex')}`,
        viewedOn: createdAt.toISOString().slice(0, 10),
        createdAt,
      });
    }
  }
  await insertInBatches(tx, profileViews, views);
  await tx
    .insert(recruiterListItems)
    .values(
      ctx.rosterIds.slice(0, 2).map((playerId, i) => ({
        listId: ctx.recruiterListId,
        playerId,
        sortOrder: 10 + i,
        addedAt: daysAgo(6 - i),
      })),
    )
    .onConflictDoNothing();
}

/** How many community accounts the demo adds beside the demo logins (the admin users table has pages). */
export const DEMO_COMMUNITY_ACCOUNTS = 36;

const DEMO_USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
];

/**
 * Issue 13: a living admin dashboard on a fresh install. Families, players and recruiters beside the demo
 * logins (some unverified, one suspended), and a few weeks of the audit history the app records: logins,
 * failures, profile updates, list changes and the admin's own actions. Addresses are documentation ranges.
 */
async function seedCommunity(
  tx: DbOrTx,
  rng: Rng,
  ctx: { passwordHashes: string[]; now: Date; accounts: Record<DemoRole, { id: string; name: string }> },
) {
  const { now } = ctx;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const roles: Role[] = ['PARENT', 'PARENT', 'PLAYER', 'PLAYER', 'PARENT', 'RECRUITER'];
  const rows: PgInsertValue<typeof users>[] = [];
  for (let i = 0; i < DEMO_COMMUNITY_ACCOUNTS; i++) {
    const role = roles[i % roles.length]!;
    const first = pick(rng, i % 2 === 0 ? D.MALE_FIRST_NAMES : D.FEMALE_FIRST_NAMES);
    const last = pick(rng, D.LAST_NAMES);
    const joined = ago(randomInt(rng, 2, 300));
    const verified = i % 5 !== 3;
    const suspended = i === 7;
    rows.push({
      id: randomUUID(),
      email: `${slugify(first)}.${slugify(last)}${i + 1}@${role === 'RECRUITER' ? 'college' : 'family'}.example`,
      name: `${first} ${last}`,
      role,
      passwordHash: ctx.passwordHashes[i]!,
      emailVerified: verified,
      suspended,
      suspendedAt: suspended ? ago(4) : null,
      suspendedReason: suspended ? 'Repeated spam messages to families, reported by two parents.' : null,
      lastLoginAt: i % 4 === 0 ? null : ago(Math.min(randomInt(rng, 0, 30), verified ? 30 : i % 5)),
      // An address never confirmed is deleted 7 days after sign-up (common/retention.ts): these signed up lately.
      createdAt: verified ? joined : ago(1 + (i % 5)),
    });
  }
  await insertInBatches(tx, users, rows);

  const ip = () => `203.0.113.${randomInt(rng, 2, 250)}`;
  const ua = () => pick(rng, DEMO_USER_AGENTS);
  const audit: PgInsertValue<typeof auditLogs>[] = [];
  const people = [
    ...rows.map((r) => ({ id: r.id!, email: r.email })),
    ...DEMO_ACCOUNTS.map((a) => ({ id: ctx.accounts[a.role].id, email: a.email })),
  ];
  for (let i = 0; i < 80; i++) {
    const who = pick(rng, people);
    const at = new Date(now.getTime() - rng() * 28 * DAY_MS);
    const kind = rng();
    const base = { userId: who.id, email: who.email, ipAddress: ip(), userAgent: ua(), createdAt: at };
    if (kind < 0.55) audit.push({ ...base, eventType: 'login_success' });
    else if (kind < 0.68)
      audit.push({
        ...base,
        userId: null,
        eventType: 'login_failure',
        errorMessage: 'Invalid email or password',
      });
    else if (kind < 0.8) audit.push({ ...base, eventType: 'logout' });
    else
      audit.push({ ...base, eventType: 'player_profile_updated', changes: { fields: ['bio', 'heightCm'] } });
  }
  const recruiter = DEMO_ACCOUNTS.find((a) => a.role === 'RECRUITER')!;
  audit.push({
    eventType: 'list_created',
    userId: ctx.accounts.RECRUITER.id,
    email: recruiter.email,
    ipAddress: ip(),
    userAgent: ua(),
    metadata: { name: DEMO_RECRUITER_LIST_NAME },
    createdAt: ago(21),
  });
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'ADMIN')!;
  const suspendedUser = rows[7]!;
  audit.push({
    eventType: 'user_suspended',
    userId: ctx.accounts.ADMIN.id,
    targetUserId: suspendedUser.id,
    email: admin.email,
    ipAddress: '198.51.100.7',
    userAgent: DEMO_USER_AGENTS[1],
    changes: { suspended: { from: false, to: true } },
    metadata: { reason: suspendedUser.suspendedReason },
    createdAt: ago(4),
  });
  await insertInBatches(tx, auditLogs, audit);
}

/** For tests: the id of a demo account, or undefined before the seed ran. */
export async function findDemoUserId(db: DbOrTx, role: DemoRole): Promise<string | undefined> {
  const email = DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}
