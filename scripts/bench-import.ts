/**
 * Admin CSV import benchmark (the target in docs/performance.md: a 5,000-row file validates and imports in seconds).
 *
 *   npm run bench:import
 *   npm run bench:import -- --rows 5000 --existing 20000 --duplicates 100 --driver postgres
 *   npm run bench:import -- --rows 10000 --driver pglite
 *
 * Creates a fresh database (PostgreSQL: bench_import_<pid> on BENCH_PG_URL, dropped at the end; PGlite:
 * in memory), migrates it, seeds --existing players, builds the real app with an admin session, writes a
 * CSV of --rows players (--duplicates of them copies of seeded players, in other letter cases), and
 * times POST /api/admin/import/validate and /execute (skipDuplicates) over loopback HTTP, then checks
 * the database holds what execute reported.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import type { Db } from '#server/db/client.ts';
import { players } from '#server/db/schema/index.ts';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from '#server/db/seed/demo-data.ts';
import {
  buildPlayer,
  createRng,
  createUser,
  DEFAULT_TEST_PASSWORD,
  type NewPlayer,
  pick,
  type Rng,
} from '#server/db/seed/factories.ts';
import { loadEnv } from '#server/env.ts';
import { benchDatabase } from './bench-database.ts';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    existing: { type: 'string', default: '20000' },
    duplicates: { type: 'string', default: '100' },
    driver: { type: 'string', default: 'pglite' },
    'log-level': { type: 'string', default: 'warn' },
  },
});
const ROWS = Number(args.rows);
const EXISTING = Number(args.existing);
const DUPLICATES = Number(args.duplicates);
const DRIVER = args.driver;
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a positive integer');
if (!Number.isInteger(EXISTING) || EXISTING < 0) throw new Error('--existing must be a whole number');
if (!Number.isInteger(DUPLICATES) || DUPLICATES < 0 || DUPLICATES > Math.min(ROWS, EXISTING))
  throw new Error('--duplicates must be at most --rows and --existing');
if (DRIVER !== 'postgres' && DRIVER !== 'pglite') throw new Error('--driver must be pglite or postgres');
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEED_CHUNK = 1000;
const POSITION_CELLS = ['C', 'LW', 'RW', 'D', 'G', 'C;LW', 'RW|D', 'Left Wing', ''];

const log = (...parts: unknown[]) => console.log(...parts);
const ms = (started: number) => `${(performance.now() - started).toFixed(0)} ms`;

type Person = { firstName: string; lastName: string; birthYear: number };
const keyOf = (p: Person) => `${p.firstName.toLowerCase()}|${p.lastName.toLowerCase()}|${p.birthYear}`;

/** Distinct people (first, last name, birth year), none of them in `taken`. */
function people(rng: Rng, count: number, taken: Set<string>): Person[] {
  const out: Person[] = [];
  while (out.length < count) {
    const female = rng() < 0.25;
    const person = {
      firstName: pick(rng, female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
      lastName: pick(rng, LAST_NAMES),
      birthYear: 1995 + Math.floor(rng() * 20),
    };
    if (taken.has(keyOf(person))) continue;
    taken.add(keyOf(person));
    out.push(person);
  }
  return out;
}

async function seed(db: Db, existing: Person[]) {
  for (let done = 0; done < existing.length; done += SEED_CHUNK) {
    const rows: NewPlayer[] = existing.slice(done, done + SEED_CHUNK).map((p) => buildPlayer(p));
    await db.insert(players).values(rows);
  }
}

function buildCsv(rng: Rng, fresh: Person[], duplicates: Person[]): string {
  const rows = [...fresh, ...duplicates.map((p) => ({ ...p, firstName: p.firstName.toUpperCase() }))];
  // Shuffle, so the duplicates are spread through the file.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  const lines = ['firstName,lastName,birthYear,category,positions,profileSource'];
  for (const p of rows) {
    const category = rng() < 0.5 ? 'M' : rng() < 0.5 ? 'FEMALE' : '';
    const positions = pick(rng, POSITION_CELLS);
    lines.push(`${p.firstName},"${p.lastName}",${p.birthYear},${category},"${positions}",`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function main() {
  log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  log(
    `Driver: ${DRIVER}; file: ${ROWS} rows (${DUPLICATES} of them existing players); ${EXISTING} players already`,
  );
  const rng = createRng(20261124);
  const { database, drop } = await benchDatabase({
    prefix: 'bench_import',
    pgUrl: DRIVER === 'postgres' ? PG_URL : undefined,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const started = performance.now();
    await database.migrate();
    const taken = new Set<string>();
    const existing = people(rng, EXISTING, taken);
    await seed(database.db, existing);
    await database.db.execute(sql`analyze players`);
    log(`migrated and seeded ${EXISTING} players in ${ms(started)}`);

    const fresh = people(rng, ROWS - DUPLICATES, taken);
    const csvContent = buildCsv(rng, fresh, existing.slice(0, DUPLICATES));
    log(`CSV: ${(Buffer.byteLength(csvContent) / 1024).toFixed(0)} KiB`);

    const env = loadEnv({
      NODE_ENV: 'production',
      // Production refuses to start without them (D167); no e-mail is sent here.
      SMTP_URL: 'smtp://127.0.0.1:25',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: args['log-level'],
      SEED_DEMO: 'false',
    });
    app = await buildApp({ env, database, clientDir: false });
    const email = `bench.admin.${process.pid}@example.com`;
    await createUser(database.db, { email, role: 'ADMIN' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEFAULT_TEST_PASSWORD },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    if (login.statusCode !== 200 || !cookie)
      throw new Error(`login failed: ${login.statusCode} ${login.body}`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const post = async (path: string, body: object) => {
      const t0 = performance.now();
      const res = await fetch(`${address}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      return { status: res.status, json, time: ms(t0) };
    };

    const validate = await post('/api/admin/import/validate', { csvContent });
    const v = validate.json;
    if (validate.status !== 200) throw new Error(`validate: ${validate.status} ${JSON.stringify(v)}`);
    log(
      `validate: ${validate.time} (status 200; totalRows ${v.totalRows}, validRows ${v.validRows}, errorCount ${v.errorCount}, duplicateCount ${v.duplicateCount})`,
    );

    const refused = await post('/api/admin/import/execute', { csvContent });
    log(
      `execute without skipDuplicates: ${refused.time} (status ${refused.status}: ${refused.json.message})`,
    );

    const execute = await post('/api/admin/import/execute', { csvContent, skipDuplicates: true });
    const e = execute.json;
    if (execute.status !== 201) throw new Error(`execute: ${execute.status} ${JSON.stringify(e)}`);
    log(
      `execute with skipDuplicates: ${execute.time} (status 201; imported ${e.imported}, skipped ${e.skipped})`,
    );

    const inBatch = await database.db.$count(players, eq(players.importBatchId, String(e.batchId)));
    log(`database: ${inBatch} players in the batch; ${await database.db.$count(players)} players in all`);
    if (inBatch !== e.imported) throw new Error('the batch holds a different number of players');

    const again = await post('/api/admin/import/validate', { csvContent });
    log(
      `validate again (every row now a duplicate): ${again.time} (duplicateCount ${again.json.duplicateCount})`,
    );
  } finally {
    await app?.close();
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
