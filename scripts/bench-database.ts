import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, type Db, openDatabase, PGLITE_EXTENSIONS } from '#server/db/client.ts';
import { teams } from '#server/db/schema/index.ts';
import { TEAM_SEEDS } from '#server/db/seed/demo-data.ts';

export interface BenchDatabase {
  database: Database;
  /** Where it lives, for the report. */
  where: string;
  /** Whether it was made now (false: a kept database reused). */
  fresh: boolean;
  /** Closes it and, on PostgreSQL, drops the database it made (unless kept). */
  drop(): Promise<void>;
}

/**
 * The database a benchmark script writes to: without `pgUrl` an in-memory PGlite; with it, a database
 * `<prefix>_<pid>` made on that server (or `reuse`, an earlier kept one), dropped at the end unless `keep`,
 * so the database the URL names is never written.
 */
export async function benchDatabase(opts: {
  prefix: string;
  pgUrl?: string;
  reuse?: string;
  keep?: boolean;
  poolSize?: number;
  log?: (line: string) => void;
}): Promise<BenchDatabase> {
  if (!opts.pgUrl) {
    const database = await openDatabase({ pglite: new PGlite({ extensions: PGLITE_EXTENSIONS }) });
    return { database, where: 'PGlite (in memory)', fresh: true, drop: () => database.close() };
  }
  const pattern = new RegExp(`^${opts.prefix}_\\d+$`);
  if (opts.reuse && !pattern.test(opts.reuse)) throw new Error(`--reuse takes a ${opts.prefix}_<pid> name`);
  const name = opts.reuse ?? `${opts.prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: opts.pgUrl });
  await admin.connect();
  if (!opts.reuse) await admin.query(`create database ${name}`);
  const url = new URL(opts.pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    ...(opts.poolSize ? { poolSize: opts.poolSize } : {}),
  });
  return {
    database,
    where: `PostgreSQL (${name}${opts.keep ? ', kept' : ', dropped at the end'})`,
    fresh: !opts.reuse,
    async drop() {
      await database.close();
      if (opts.keep) opts.log?.(`kept database ${name} (drop it, or pass --reuse ${name})`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The 40 teams every benchmark's players are spread over (the demo data's first 40); their ids. */
export async function seedBenchTeams(db: Db): Promise<{ id: string }[]> {
  return db
    .insert(teams)
    .values(
      TEAM_SEEDS.slice(0, 40).map((t) => ({
        name: t.name,
        level: t.level,
        league: t.league,
        region: t.region,
        category: t.category,
      })),
    )
    .returning({ id: teams.id });
}

/** Other work on the machine skews every figure: the load average says how quiet it was. */
export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
