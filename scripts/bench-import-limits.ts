/**
 * Worst-case CSV files against both imports, with /api/health asked again and again meanwhile (D137:
 * parsing never holds the event loop for more than 100 ms).
 *
 *   npm run bench:import-limits
 *
 * Builds the real app on an in-memory PGlite, signs in an admin and an organization owner, listens on a
 * loopback port, sends one ordinary file to each import (warm-up), and for each file prints the import's answer, its time, and how many health answers came
 * in meanwhile with the slowest of them.
 */
import { cpus, loadavg } from 'node:os';
import { buildApp } from '#server/app.ts';
import { orgMembers } from '#server/db/schema/index.ts';
import { createOrganization, createUser, DEFAULT_TEST_PASSWORD } from '#server/db/seed/factories.ts';
import { loadEnv } from '#server/env.ts';
import { benchDatabase } from './bench-database.ts';

const MB5 = 5 * 1024 * 1024;
const log = (...parts: unknown[]) => console.log(...parts);

function fill(header: string, line: string): string {
  const count = Math.floor((MB5 - 1024 - header.length - 1) / (line.length + 1));
  return `${header}\n${`${line}\n`.repeat(count)}`;
}

const FILES: [string, (header: string) => string][] = [
  [
    '12 rows x 200,000 columns',
    () => Array.from({ length: 12 }, () => Array(200_000).fill('a').join(',')).join('\n'),
  ],
  ['one line of 5 MB', (header) => `${header}\n${'a'.repeat(MB5 - header.length - 2)}`],
  ['lines of 30,000 columns (60 KB)', (header) => fill(header, Array(30_000).fill('b').join(','))],
  ['5 MB of one-cell rows', (header) => fill(header, 'a')],
];

async function main() {
  log(
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const { database, drop } = await benchDatabase({ prefix: 'bench_import_limits' });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await database.migrate();
    const env = loadEnv({
      NODE_ENV: 'production',
      // Production refuses to start without them (D167); no e-mail is sent here.
      SMTP_URL: 'smtp://127.0.0.1:25',
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    });
    app = await buildApp({ env, database, clientDir: false });
    const login = async (email: string) => {
      const res = await app!.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEFAULT_TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    };
    await createUser(database.db, { email: 'bench.admin@example.com', role: 'ADMIN' });
    const owner = await createUser(database.db, { email: 'bench.owner@example.com', role: 'ORG_ADMIN' });
    const org = await createOrganization(database.db);
    await database.db.insert(orgMembers).values({
      organizationId: org.id,
      userId: owner.id,
      role: 'ORG_ADMIN',
      scopes: [],
      acceptedAt: new Date(),
    });
    const imports = [
      {
        name: 'admin',
        path: '/api/admin/import/validate',
        cookie: await login('bench.admin@example.com'),
        header: 'firstName,lastName,birthYear',
      },
      {
        name: 'roster',
        path: `/api/orgs/${org.id}/roster/import/validate`,
        cookie: await login('bench.owner@example.com'),
        header: 'email,firstName,lastName',
      },
    ];
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await (await fetch(`${address}/api/health`)).arrayBuffer();
    // One ordinary file through each import first, so the figures are not the code's first compilation.
    for (const target of imports) {
      const rows = Array.from({ length: 400 }, (_, i) =>
        target.name === 'admin' ? `Al,Warm${i},2000` : `warm.${i}@example.com,Al,Warm`,
      );
      await fetch(`${address}${target.path}`, {
        method: 'POST',
        headers: { cookie: target.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ csvContent: `${target.header}\n${rows.join('\n')}${'\n'.repeat(150_000)}` }),
      });
    }

    for (const [label, make] of FILES) {
      for (const target of imports) {
        const body = Buffer.from(JSON.stringify({ csvContent: make(target.header) }));
        let done = false;
        const latencies: number[] = [];
        const pinger = (async () => {
          // Timed from when each question was due: a held event loop delays this in-process client too.
          while (!done) {
            const due = performance.now() + 2;
            await new Promise((r) => setTimeout(r, 2));
            await (await fetch(`${address}/api/health`)).arrayBuffer();
            latencies.push(performance.now() - due);
          }
        })();
        const started = performance.now();
        const res = await fetch(`${address}${target.path}`, {
          method: 'POST',
          headers: { cookie: target.cookie, 'content-type': 'application/json' },
          body,
        });
        const answer = (await res.json()) as { message?: string };
        const took = performance.now() - started;
        done = true;
        await pinger;
        log(
          `${label.padEnd(34)} ${target.name.padEnd(6)} ${res.status} in ${took.toFixed(0).padStart(5)} ms; health: ${latencies.length} answers, slowest ${Math.max(...latencies).toFixed(0)} ms; ${(answer.message ?? '').slice(0, 90)}`,
        );
      }
    }
  } finally {
    await app?.close();
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
