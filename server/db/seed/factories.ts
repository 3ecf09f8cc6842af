import { randomBytes } from 'node:crypto';
import { needsParentalConsent } from '#common/age.ts';
import type { ParentRelationship, Role } from '#common/enums.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { organizations, playerParents, players, teams, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';

/**
 * Factories shared by the API tests and the demo seed. `build*` functions return
 * insert rows without touching the database, so the demo seed can insert them in batches;
 * `create*` functions insert one row and return it.
 */

export type User = typeof users.$inferSelect;
export type Player = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type Team = typeof teams.$inferSelect;
export type NewTeam = typeof teams.$inferInsert;
export type Organization = typeof organizations.$inferSelect;
export type NewOrganization = typeof organizations.$inferInsert;

export const DEFAULT_TEST_PASSWORD = 'correct horse battery';

/** A pseudo-random number generator in [0, 1): the demo seed passes a seeded one so data is stable. */
export type Rng = () => number;

/** mulberry32: small, fast and good enough for sample data (not for anything secret). */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Not reproducible: for tests, where uniqueness matters and stability does not. */
const cryptoRng: Rng = () => randomBytes(4).readUInt32BE(0) / 4294967296;

export const randomInt = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

// Argon2 takes tens of milliseconds by design; tests create many users with the same password.
const hashCache = new Map<string, Promise<string>>();
export function cachedPasswordHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export interface CreateUserInput {
  email?: string;
  name?: string;
  role?: Role;
  password?: string;
  /** A precomputed hash (skips hashing entirely). */
  passwordHash?: string;
  emailVerified?: boolean;
  suspended?: boolean;
  suspendedReason?: string;
}

let userCounter = 0;

/** A ready-to-use account: verified unless told otherwise. The plain password is returned too. */
export async function createUser(
  db: DbOrTx,
  input: CreateUserInput = {},
): Promise<User & { password: string | undefined }> {
  userCounter += 1;
  const password =
    input.passwordHash && !input.password ? undefined : (input.password ?? DEFAULT_TEST_PASSWORD);
  const email = (
    input.email ??
    `user.${Date.now().toString(36)}.${userCounter}.${randomBytes(3).toString('hex')}@example.com`
  )
    .trim()
    .toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: input.name ?? 'Test User',
      role: input.role ?? 'PLAYER',
      passwordHash: input.passwordHash ?? (await cachedPasswordHash(password!)),
      emailVerified: input.emailVerified ?? true,
      suspended: input.suspended ?? false,
      suspendedAt: input.suspended ? new Date() : null,
      suspendedReason: input.suspended ? (input.suspendedReason ?? null) : null,
    })
    .returning();
  return { ...row!, password };
}

/** Lower-case ASCII words joined by hyphens: "Côté-Bélanger" becomes "cote-belanger". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** firstname-lastname-xxxx, with four random characters. */
export function playerSlug(firstName: string, lastName: string, rng: Rng = cryptoRng): string {
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += SLUG_ALPHABET[Math.floor(rng() * SLUG_ALPHABET.length)];
  return [slugify(firstName), slugify(lastName), suffix].filter(Boolean).join('-');
}

const DEFAULT_FIRST_NAMES = ['Alex', 'Jordan', 'Casey', 'Riley', 'Taylor', 'Morgan', 'Jamie', 'Drew'];
const DEFAULT_LAST_NAMES = ['Anderson', 'Bergeron', 'Carlson', 'Dubois', 'Erikson', 'Fraser', 'Gagnon'];

/**
 * A players insert row. Defaults: an 18-year-old active MALE center. Consent fields follow the age
 * rule (decisions §4): a minor created active is recorded as consented, otherwise as awaiting consent.
 */
export function buildPlayer(
  input: Partial<NewPlayer> = {},
  rng: Rng = cryptoRng,
  now = new Date(),
): NewPlayer {
  const firstName = input.firstName ?? pick(rng, DEFAULT_FIRST_NAMES);
  const lastName = input.lastName ?? pick(rng, DEFAULT_LAST_NAMES);
  // An adult on any day of the year by the month rule (an unknown month reads December).
  const birthYear = input.birthYear ?? now.getFullYear() - 19;
  const profileStatus = input.profileStatus ?? 'active';
  const consentRequired = needsParentalConsent({ birthYear, birthMonth: input.birthMonth }, now);
  const consentGiven = consentRequired && profileStatus === 'active';
  return {
    category: 'MALE',
    positions: ['C'],
    preferredPosition: input.positions ? (input.positions.find((p) => p !== 'G') ?? null) : 'C',
    shoots: 'L',
    parentalConsentRequired: consentRequired,
    parentalConsentGiven: consentGiven,
    parentalConsentDate: consentGiven ? now : null,
    ...input,
    firstName,
    lastName,
    birthYear,
    profileStatus,
    slug: input.slug ?? playerSlug(firstName, lastName, rng),
  };
}

export async function createPlayer(db: DbOrTx, input: Partial<NewPlayer> = {}): Promise<Player> {
  const [row] = await db.insert(players).values(buildPlayer(input)).returning();
  return row!;
}

export async function createTeam(db: DbOrTx, input: Partial<NewTeam> = {}): Promise<Team> {
  const [row] = await db
    .insert(teams)
    .values({ name: `Test Team ${randomBytes(3).toString('hex')}`, level: 'U18 AAA', ...input })
    .returning();
  return row!;
}

/** An organization row (a club by default) with a unique slug from its name. */
export async function createOrganization(
  db: DbOrTx,
  input: Partial<NewOrganization> = {},
): Promise<Organization> {
  const name = input.name ?? `Test Club ${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(organizations)
    .values({
      type: 'club',
      ...input,
      name,
      slug: input.slug ?? `${slugify(name)}-${randomBytes(3).toString('hex')}`,
    })
    .returning();
  return row!;
}

export interface LinkParentInput {
  playerId: string;
  parentUserId: string;
  relationship?: ParentRelationship | null;
  isPrimary?: boolean;
  /** Records consent now, with this name and address. */
  consent?: { parentName: string; ipAddress?: string; date?: Date };
}

/** A player_parents row: the parent manages the player. */
export async function linkParent(db: DbOrTx, input: LinkParentInput) {
  const [row] = await db
    .insert(playerParents)
    .values({
      playerId: input.playerId,
      parentUserId: input.parentUserId,
      relationship: input.relationship ?? 'guardian',
      isPrimary: input.isPrimary ?? true,
      consentGiven: Boolean(input.consent),
      consentDate: input.consent ? (input.consent.date ?? new Date()) : null,
      consentIpAddress: input.consent?.ipAddress ?? null,
      consentParentName: input.consent?.parentName ?? null,
    })
    .returning();
  return row!;
}
