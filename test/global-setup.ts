import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '#server/db/client.ts';
import { seedSubscriptionData } from '#server/features/subscriptions/subscription-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgTemplateDb: string;
  }
}

/** Migrates one template database per run; each test file gets a copy (stack.md). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `rinkside_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    await database.migrate();
    await seedSubscriptionData(database.db);
    await database.close();
    project.provide('pgTemplateDb', name);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      // Copies made by test files are dropped by the files; what a crashed file left behind, and the
      // template, go last. Only this run's: copies are named after the template (rinkside_t_<pid>_...).
      const { rows } = await admin.query(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`rinkside_t_${process.pid}\\_%`, name],
      );
      for (const r of rows) await admin.query(`drop database if exists ${r.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `pglite-template-${process.pid}.tar.gz`);
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite: client });
  await database.migrate();
  await seedSubscriptionData(database.db);
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('pgTemplateDb', '');
  return () => rmSync(path, { force: true });
}
