/**
 * The admin users table at scale (paginated on the server, so it stays fast at 100,000 users).
 *
 *   tsx scripts/bench-admin-users.ts                       # embedded PGlite, in memory
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres tsx scripts/bench-admin-users.ts
 *   tsx scripts/bench-admin-users.ts --users 20000 --runs 20 --explain
 *
 * Creates a fresh database (PGlite: in memory; with DATABASE_URL: bench_admin_users_<pid> on that server,
 * dropped at the end, so the database the URL names is never written), migrates it, inserts N users
 * (100,000 by default) in multi-row inserts with created_at spread over three years and a realistic role
 * mix, analyzes, then times what GET /api/admin/users runs (listUsers: the page and its total) for the
 * first page, a deep page, searches by name and e-mail, a role filter and both together. Each query runs
 * once cold, then --runs times; the figures are the cold time, the median and the slowest warm run, in ms.
 * --explain prints each page query's plan (whether users_created_idx and users_admin_search_idx are used).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { type AdminUsersQueryInput, AdminUsersQuerySchema } from '#common/contracts/admin.ts';
import type { Role } from '#common/enums.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '#server/db/seed/demo-data.ts';
import { cachedPasswordHash, createRng, pick, type Rng } from '#server/db/seed/factories.ts';
import { listUsers } from '#server/features/admin/users.service.ts';
import { escapeLike } from '#server/lib/sql-like.ts';
import { benchDatabase } from './bench-database.ts';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
  },
});
const USER_COUNT = Number(args.users);
const RUNS = Number(args.runs);
if (!Number.isInteger(USER_COUNT) || USER_COUNT < 1) throw new Error('--users must be a positive integer');
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive integer');

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The role mix of a live platform: mostly players and parents. */
const ROLE_MIX: [Role, number][] = [
  ['PLAYER', 0.55],
  ['PARENT', 0.33],
  ['RECRUITER', 0.08],
  ['ORG_ADMIN', 0.02],
  ['ORG_STAFF', 0.0195],
  ['ADMIN', 0.0005],
];

function pickRole(rng: Rng): Role {
  let r = rng();
  for (const [role, share] of ROLE_MIX) {
    if (r < share) return role;
    r -= share;
  }
  return 'PLAYER';
}

async function seed(db: Db, count: number): Promise<void> {
  const rng = createRng(20261124);
  const passwordHash = await cachedPasswordHash('bench password');
  const now = Date.now();
  const threeYears = 3 * 365 * 86_400_000;
  const BATCH = 2000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const first = pick(rng, rng() < 0.5 ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
      const last = pick(rng, LAST_NAMES);
      rows.push({
        name: `${first} ${last}`,
        email: `${first}.${last}.${i}@example.com`.toLowerCase(),
        passwordHash,
        role: pickRole(rng),
        emailVerified: rng() < 0.8,
        suspended: rng() < 0.005,
        createdAt: new Date(now - Math.floor(rng() * threeYears)),
      });
    }
    await db.insert(users).values(rows);
  }
}

/** What the users table asks for: the default page, the screen's filters, and a deep page. */
const QUERIES: [string, AdminUsersQueryInput][] = [
  ['first page (newest 25)', {}],
  ['page 2,000 of 25 (offset 49,975)', { page: 2000 }],
  ['search by surname "thompson"', { search: 'thompson' }],
  ['search by e-mail part ".4242@"', { search: '.4242@' }],
  ['search, 2 letters "ma"', { search: 'ma' }],
  ['search, no match "zzqx"', { search: 'zzqx' }],
  ['role RECRUITER', { role: 'RECRUITER' }],
  ['role ADMIN (rare)', { role: 'ADMIN' }],
  ['role PARENT + search "martin"', { role: 'PARENT', search: 'martin' }],
];

async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const fmt = (ms: number) => ms.toFixed(1).padStart(8);

async function explain(db: Db, input: AdminUsersQueryInput) {
  const q = AdminUsersQuerySchema.parse(input);
  const conditions = [];
  if (q.search) {
    conditions.push(
      sql`(lower(name) || ' ' || lower(email)) like '%' || lower(${escapeLike(q.search)}) || '%'`,
    );
  }
  if (q.role) conditions.push(sql`role = ${q.role}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await db.execute(
    sql`explain (analyze, costs off, timing off) select * from users ${where} order by created_at desc nulls last, id limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  for (const row of rows) log(`      ${Object.values(row)[0]}`);
}

async function main() {
  const { database, where, drop } = await benchDatabase({
    prefix: 'bench_admin_users',
    pgUrl: process.env.DATABASE_URL,
  });
  try {
    const { db } = database;
    await database.migrate();
    log(`Database: ${where}`);
    const seedMs = await timeMs(() => seed(db, USER_COUNT));
    await db.execute(sql`vacuum analyze users`);
    log(`Inserted ${USER_COUNT.toLocaleString('en-US')} users in ${(seedMs / 1000).toFixed(1)} s\n`);
    log(
      `${'query'.padEnd(36)}${'rows'.padStart(6)}${'total'.padStart(8)}${'cold'.padStart(8)}${'median'.padStart(8)}${'max'.padStart(8)}  (ms)`,
    );
    for (const [label, input] of QUERIES) {
      const query = AdminUsersQuerySchema.parse(input);
      let answer: Awaited<ReturnType<typeof listUsers>> | undefined;
      const cold = await timeMs(async () => {
        answer = await listUsers(db, query);
      });
      const warm: number[] = [];
      for (let i = 0; i < RUNS; i++) warm.push(await timeMs(() => listUsers(db, query)));
      warm.sort((a, b) => a - b);
      const median = warm[Math.floor(warm.length / 2)]!;
      log(
        `${label.padEnd(36)}${String(answer!.users.length).padStart(6)}${String(answer!.total).padStart(8)}${fmt(cold)}${fmt(median)}${fmt(warm.at(-1)!)}`,
      );
      if (args.explain) await explain(db, input);
    }
  } finally {
    await drop();
  }
}

await main();
