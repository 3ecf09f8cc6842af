import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { latestBirthForAge } from '#common/age.ts';
import type { Role } from '#common/enums.ts';
import type { Database } from '#server/db/client.ts';
import {
  features,
  players,
  subscriptionTiers,
  userFeatureOverrides,
  userSubscriptions,
} from '#server/db/schema/index.ts';
import {
  createPlayer,
  createUser,
  DEFAULT_TEST_PASSWORD,
  linkParent,
  type NewPlayer,
  type Player,
  type User,
} from '#server/db/seed/factories.ts';
import { endpointCaller } from './api-call.ts';
import { checkContract } from './api-json.ts';
import { sessionCookie, type TestApp, uniqueEmail } from './test-app.ts';

/** Helpers for the player-area API tests: signed-in users of any role, players with owners, plans. */

type Db = Database['db'];

export interface SignedIn {
  user: User;
  cookie: string;
}

export async function signIn(t: TestApp, role: Role = 'PLAYER', name = 'Test User'): Promise<SignedIn> {
  const email = uniqueEmail(role.toLowerCase());
  const user = await createUser(t.db, { email, role, name });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEFAULT_TEST_PASSWORD },
  });
  return { user, cookie: sessionCookie(res) };
}

/** A player profile owned by a freshly signed-in PLAYER account. */
export async function ownedPlayer(
  t: TestApp,
  input: Partial<NewPlayer> = {},
): Promise<{ owner: SignedIn; player: Player }> {
  const owner = await signIn(t, 'PLAYER');
  const player = await createPlayer(t.db, { userId: owner.user.id, ...input });
  return { owner, player };
}

/**
 * A signed-in PARENT linked to the player, who manages it: when the player is an adult with an account of
 * their own, the player lets their parents keep managing (D142), unless `managing` is false.
 */
export async function linkedParent(
  t: TestApp,
  playerId: string,
  { managing = true }: { managing?: boolean } = {},
): Promise<SignedIn> {
  const parent = await signIn(t, 'PARENT');
  await linkParent(t.db, { playerId, parentUserId: parent.user.id });
  if (managing) await t.db.update(players).set({ parentsKeepAccess: true }).where(eq(players.id, playerId));
  return parent;
}

/**
 * A birth year whose player, with no month given (read as December), is `age` today: the latest
 * year whose December is on or before the latest birth of that age.
 */
export function birthYearForAge(age: number, now: Date = new Date()): number {
  const latest = latestBirthForAge(age, now);
  return latest.month === 12 ? latest.year : latest.year - 1;
}

/** The earliest birth (year and month) that is not yet `age` today: one month after birthForAge(age). */
export function birthJustUnder(
  age: number,
  now: Date = new Date(),
): { birthYear: number; birthMonth: number } {
  const latest = latestBirthForAge(age, now);
  return latest.month === 12
    ? { birthYear: latest.year + 1, birthMonth: 1 }
    : { birthYear: latest.year, birthMonth: latest.month + 1 };
}

/** A birth (year and month) that is exactly `age` today by the month rule. */
export function birthForAge(age: number, now: Date = new Date()): { birthYear: number; birthMonth: number } {
  const latest = latestBirthForAge(age, now);
  return { birthYear: latest.year, birthMonth: latest.month };
}

/** YYYY-MM-DD, n days from today (UTC), as the server measures "upcoming". */
export function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

export function requester(t: TestApp) {
  const call =
    (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE') =>
    async (
      url: string,
      opts: { cookie?: string; payload?: unknown } = {},
    ): Promise<LightMyRequestResponse> => {
      const res = await t.app.inject({
        method,
        url,
        headers: opts.cookie ? { cookie: opts.cookie } : {},
        ...(opts.payload !== undefined && { payload: opts.payload as object }),
      });
      // Every answer a test reads has the shape the contract (common/api) gives it.
      checkContract(method, url, res);
      return res;
    };
  return {
    /** A call of an endpoint of the contract (test/api-call.ts); the methods below take a URL string. */
    call: endpointCaller(t),
    get: call('GET'),
    post: call('POST'),
    patch: call('PATCH'),
    put: call('PUT'),
    del: call('DELETE'),
  };
}

/** The issues of a 400 answer as {path: message}. */
export function issuesByPath(res: LightMyRequestResponse): Record<string, string> {
  const body = res.json() as { issues?: { path: string; message: string }[] };
  return Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));
}

export async function subscribe(
  db: Db,
  userId: string,
  tierName: string,
  status: 'active' | 'trialing' | 'canceled' | 'past_due' = 'active',
  /** Billed through a checkout (the local test checkout's ids), not granted without one. */
  options: { billed?: boolean } = {},
) {
  const [tier] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, tierName));
  const billed = options.billed === true;
  const billing = {
    stripeSubscriptionId: billed ? `sub_local_${randomUUID().replaceAll('-', '')}` : null,
    stripeCustomerId: billed ? `cus_local_${randomUUID().replaceAll('-', '')}` : null,
  };
  await db
    .insert(userSubscriptions)
    .values({ userId, tierId: tier!.id, status, ...billing })
    .onConflictDoUpdate({ target: userSubscriptions.userId, set: { tierId: tier!.id, status, ...billing } });
}

export async function grantOverride(
  db: Db,
  userId: string,
  featureKey: string,
  enabled: boolean,
  limit: string | null,
) {
  const [feature] = await db.select().from(features).where(eq(features.key, featureKey));
  await db.insert(userFeatureOverrides).values({ userId, featureId: feature!.id, enabled, limit });
}

export type { Player, User };
