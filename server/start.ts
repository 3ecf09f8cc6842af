import { type BuildAppOptions, buildApp, DEFAULT_LIMITS } from './app.ts';
import { prepareData } from './boot.ts';
import { runClustered, type ServerStart, type StartServer } from './cluster.ts';
import { openDatabase } from './db/client.ts';
import { type Env, EnvError, loadDotEnv, loadEnv } from './env.ts';
import { outboxEnabled } from './features/dev/index.ts';
import { startJobs } from './features/jobs/index.ts';
import { startAdultNotices } from './features/messaging/index.ts';
import { warmPages } from './features/pages/index.ts';
import { createMailTransport } from './lib/email/transport.ts';
import { startEmailWorker } from './lib/email/worker.ts';
import { describeStartup } from './startup-summary.ts';

/** How this process serves the client: the build (server/main.ts), or Vite's dev server (server/dev.ts, D273). */
export interface RunOptions {
  devClient?: BuildAppOptions['devClient'];
}

/** The server: the environment read, then one process or WEB_CONCURRENCY workers; exits on a fatal error. */
export function runServer(options: RunOptions = {}): void {
  main(options).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

async function main(options: RunOptions) {
  let env: ReturnType<typeof loadEnv>;
  try {
    // .env in the working directory, if any (see .env.example); real environment variables win.
    loadDotEnv();
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const start: StartServer = (env, how) => startServer(env, how, options);
  // Development runs one process: Vite's dev server and its HMR socket live in it (D273).
  if (options.devClient) return start(env, { prepared: false });
  // WEB_CONCURRENCY workers (cluster.ts), or this process alone.
  await runClustered(env, start);
}

/** The server in this process; `prepared`: the cluster's primary has migrated and seeded already (D175). */
async function startServer(env: Env, { prepared }: ServerStart, options: RunOptions) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });

  const transport = createMailTransport(env.SMTP_URL);
  let worker: ReturnType<typeof startEmailWorker> | undefined;
  const app = await buildApp({
    env,
    database,
    limits: {
      register: { ...DEFAULT_LIMITS.register, max: env.SIGNUPS_PER_IP },
      emailSend: { ...DEFAULT_LIMITS.emailSend, perIp: env.EMAILS_PER_IP },
    },
    mailKind: transport.kind,
    mail: { nudge: () => worker?.nudge() },
    // D182: listening (live) while migrations and start-up data run; ready once they are done.
    starting: true,
    devClient: options.devClient,
  });
  let jobs: ReturnType<typeof startJobs> | undefined;
  let adultNotices: ReturnType<typeof startAdultNotices> | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      // Keep listening and answer 503 to new requests until those in flight have finished.
      await app.drain();
      await app.close();
      adultNotices?.stop();
      await worker?.stop();
      await jobs?.stop();
      await database.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // D206: the page renderer and every part a public page draws load while the database is prepared, so
  // the process is ready only once the first page needs no code loaded (dist/ssr, the ssr screens).
  const renderer = app.preloadPages().catch((err) => {
    app.log.warn({ err }, 'loading the page renderer at start failed; the first page loads it');
  });
  // Workers of a cluster skip both: the primary ran them before forking (D175).
  if (!prepared) await database.migrate();
  if (!prepared) await prepareData(database.db, env, app.log);
  await renderer;
  // A signal during start-up: the shutdown under way closes what exists; start nothing more.
  if (closing) return;
  worker = startEmailWorker(database.db, transport, {
    from: env.MAIL_FROM,
    log: app.log,
    keepSentBodies: outboxEnabled(app.ctx),
  });
  // D301: the scheduled jobs (data retention, saved-search alerts), each once a period across every process.
  jobs = startJobs(app);
  // D143: the notice in a thread when its player turns 18, posted without anyone acting.
  adultNotices = startAdultNotices(database.db, app.log);
  app.markStarted();
  void warmPages(app);
  app.log.info(
    `Rinkside is listening on ${env.HOST}:${env.PORT}${env.HOST === '127.0.0.1' ? ' (this machine only; set HOST=0.0.0.0 to accept other machines)' : ''}`,
  );
  // D168: what is on (payments, e-mail, storage, demo data, shared state, metrics) and what to fix.
  const startup = describeStartup(env, { driver: database.driver });
  app.log.info(`Rinkside is ready at ${env.APP_URL}`);
  for (const line of startup.lines) app.log.info(line);
  for (const warning of startup.warnings) app.log.warn(warning);
}
