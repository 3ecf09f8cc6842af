import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { ageOn, needsParentalConsent } from '#common/age.ts';
import type { Position } from '#common/enums.ts';
import { players, playerTeamHistory } from '#server/db/schema/index.ts';
import * as D from '../demo-data.ts';
import { buildPlayer, type NewPlayer, pick, playerSlug, type Rng, randomInt } from '../factories.ts';
import { DEMO_PLAYER_SLUGS } from './accounts.ts';
import {
  type DemoContext,
  fixed,
  insertInBatches,
  levelFitsBirthYear,
  type SeededTeam,
  weightedPick,
} from './shared.ts';

export const DEMO_PLAYER_COUNT = 300;

function normal(rng: Rng, mean: number, sd: number): number {
  const u = 1 - rng();
  const v = rng();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
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

/**
 * A team whose level fits the player's age in the season (D270), preferring the player's own state or
 * province, then country; none when no team of the demo fits.
 */
function chooseTeam(
  rng: Rng,
  allTeams: readonly SeededTeam[],
  birthYear: number,
  season: string,
  category: 'MALE' | 'FEMALE',
  region: string,
  country: string,
): SeededTeam | undefined {
  const pool = allTeams.filter(
    (t) => t.seed.category === category && levelFitsBirthYear(t.seed.level, birthYear, season),
  );
  if (pool.length === 0) return undefined;
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

export interface SamplePlayers {
  rows: NewPlayer[];
  currentTeamOf: Map<string, SeededTeam>;
  lastSeasonTeamOf: Map<string, SeededTeam>;
}

/** Sample players (no accounts), as if most came from one admin CSV import. */
export async function seedSamplePlayers(
  ctx: DemoContext,
  teamRows: readonly SeededTeam[],
  adminId: string,
): Promise<SamplePlayers> {
  const { tx, rng, now, daysAgo, season } = ctx;
  const takenSlugs = new Set<string>(Object.values(DEMO_PLAYER_SLUGS));
  const nextSlug = slugPicker(takenSlugs);
  const importBatchId = randomUUID();
  const importedAt = daysAgo(120);
  const playerRows: NewPlayer[] = [];
  const historyRows: PgInsertValue<typeof playerTeamHistory>[] = [];
  const currentTeamOf = new Map<string, SeededTeam>();
  const lastSeasonTeamOf = new Map<string, SeededTeam>();

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
    const currentTeam = hasTeam
      ? chooseTeam(rng, teamRows, birthYear, season(), category, place.region, country)
      : undefined;
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
    // Last season's team fits last season's age: the same team when it still fits, most of the time.
    const stayed = rng() >= 0.4 && levelFitsBirthYear(currentTeam.seed.level, birthYear, season(-1));
    const lastSeasonTeam = stayed
      ? currentTeam
      : chooseTeam(rng, teamRows, birthYear, season(-1), category, place.region, country);
    if (!lastSeasonTeam) continue;
    lastSeasonTeamOf.set(id, lastSeasonTeam);
    historyRows.push({
      playerId: id,
      teamId: lastSeasonTeam.id,
      season: season(-1),
      jerseyNumber: jersey,
      isCurrent: false,
      createdAt,
    });
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
  // Their season lines are the sums of their logged games (D269), written with the games (extras.ts).
  return { rows: playerRows, currentTeamOf, lastSeasonTeamOf };
}
