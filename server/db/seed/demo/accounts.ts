import type { Role } from '#common/enums.ts';
import { createUser } from '../factories.ts';
import type { DemoContext } from './shared.ts';

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

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];
export type DemoAccounts = Record<DemoRole, { id: string; name: string }>;

/** The demo logins, each with its own hash (`passwordHashes` in DEMO_ACCOUNTS order). */
export async function seedAccounts(
  ctx: DemoContext,
  passwordHashes: readonly string[],
): Promise<DemoAccounts> {
  const account = {} as DemoAccounts;
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const passwordHash = passwordHashes[i]!;
    const user = await createUser(ctx.tx, { email: a.email, name: a.name, role: a.role, passwordHash });
    account[a.role] = { id: user.id, name: user.name };
  }
  return account;
}

/** Slugs of the demo account players, stable so docs and tests can link to them. */
export const DEMO_PLAYER_SLUGS = {
  player: 'ethan-marchetti-demo',
  parentTeen: 'liam-sullivan-demo',
  parentChild: 'ava-sullivan-demo',
} as const;
