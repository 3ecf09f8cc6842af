import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { players, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import type { Storage } from '#server/lib/storage/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole, seedAccounts } from './demo/accounts.ts';
import { loadTierIds, seedSubscriptions } from './demo/billing.ts';
import { DEMO_COMMUNITY_ACCOUNTS, seedCommunity } from './demo/community.ts';
import { seedDemoPlayer } from './demo/demo-player.ts';
import { seedExtrasOfPlayers } from './demo/extras.ts';
import { seedFamily } from './demo/family.ts';
import { seedOrganization } from './demo/orgs.ts';
import { seedSamplePlayers } from './demo/players.ts';
import { DEMO_EXTRA_RECRUITERS, seedDemoRecruiters, seedRecruiterLists } from './demo/recruiters.ts';
import { createDemoContext, RNG_SEED } from './demo/shared.ts';
import { seedTeams } from './demo/teams.ts';
import { seedDemoPlayerViews } from './demo/views.ts';
import { createRng } from './factories.ts';

// The demo data set: one file per area in ./demo/, run in this order in one transaction.
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLAYER_SLUGS } from './demo/accounts.ts';
export { DEMO_COMMUNITY_ACCOUNTS } from './demo/community.ts';
export { DEMO_ORGANIZATION_NAME } from './demo/orgs.ts';
export { DEMO_PLAYER_COUNT } from './demo/players.ts';
export { DEMO_RECRUITER_CLUB_LIST_NAME, DEMO_RECRUITER_LIST_NAME } from './demo/recruiters.ts';

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
  // The demo logins and the extra recruiters' (demo/recruiters.ts).
  const accountHashes = await hashes(DEMO_ACCOUNTS.length + DEMO_EXTRA_RECRUITERS.length);
  const counts = await db.transaction(async (tx) =>
    seedInTransaction(tx, storage, { accounts: accountHashes, community: communityHashes }),
  );
  log?.(
    `demo data seeded: ${DEMO_ACCOUNTS.length} accounts, ${counts.players} players, ${counts.teams} teams, ` +
      `${counts.photos} photos, ${counts.games} games ` +
      `in ${Math.round(performance.now() - started)} ms (logins: DEMO_ACCOUNTS in server/db/seed/demo/accounts.ts)`,
  );
}

async function seedInTransaction(
  tx: DbOrTx,
  storage: Storage,
  passwordHashes: { accounts: string[]; community: Promise<string[]> },
) {
  const ctx = createDemoContext(tx, createRng(RNG_SEED), new Date());
  const tierId = await loadTierIds(ctx);
  const account = await seedAccounts(ctx, passwordHashes.accounts);
  const teams = await seedTeams(ctx);
  const sample = await seedSamplePlayers(ctx, teams.rows, account.ADMIN.id);
  const demo = await seedDemoPlayer(ctx, account, teams);
  const family = await seedFamily(ctx, account, teams);
  await seedSubscriptions(ctx, account, tierId);

  // Every demo player has a class year (the NCAA contact dates read it): high school finished the year
  // they turn 18.
  await tx.execute(
    sql`update ${players} set graduation_year = birth_year + 18 where graduation_year is null`,
  );

  // A Division I men's program from the directory, and two more recruiters.
  await seedDemoRecruiters(tx, {
    recruiterUserId: account.RECRUITER.id,
    passwordHashes: passwordHashes.accounts.slice(DEMO_ACCOUNTS.length),
    now: ctx.now,
  });
  const lists = await seedRecruiterLists(ctx, account.RECRUITER.id, {
    playerRows: sample.rows,
    demoPlayerId: demo.player.id,
  });
  await seedOrganization(ctx, account, {
    playerRows: sample.rows,
    currentTeamOf: sample.currentTeamOf,
    recruiterListId: lists.clubListId,
    familyTeenId: family.teen.id,
  });
  await seedDemoPlayerViews(ctx, account, demo.player.id);
  await seedCommunity(tx, ctx.rng, {
    passwordHashes: await passwordHashes.community,
    now: ctx.now,
    accounts: account,
  });
  const extras = await seedExtrasOfPlayers(ctx, storage, teams, {
    playerRows: sample.rows,
    currentTeamOf: sample.currentTeamOf,
    lastSeasonTeamOf: sample.lastSeasonTeamOf,
    demoPlayer: { row: demo.player, team: demo.team },
    teen: { row: family.teen, team: family.team, lastSeasonTeam: family.lastSeasonTeam },
  });
  return { players: sample.rows.length + 3, teams: teams.rows.length, ...extras };
}

/** For tests: the id of a demo account, or undefined before the seed ran. */
export async function findDemoUserId(db: DbOrTx, role: DemoRole): Promise<string | undefined> {
  const email = DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}
