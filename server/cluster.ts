import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { prepareData } from './boot.ts';
import { openDatabase } from './db/client.ts';
import type { Env } from './env.ts';
import { loggerOptions } from './logger.ts';

/**
 * WEB_CONCURRENCY=N on one machine (D175, D178): a small primary process that prepares the database once
 * (migrations, then start-up data), forks N workers that each run the normal server on the shared port,
 * replaces a worker that dies (with a backoff), and on SIGTERM/SIGINT stops them all and exits when they
 * have: 0 when every worker exited 0. With WEB_CONCURRENCY=1 (the default) nothing is forked: the server
 * runs in this process as before. The embedded database lives in one process, so it runs one server.
 */

/** What the server start needs to know: whether the database is already migrated and seeded (D175). */
export interface ServerStart {
  prepared: boolean;
}

export type StartServer = (env: Env, start: ServerStart) => Promise<void>;

/** Backoff before replacing a worker that died: doubles per quick death, capped (D178). */
export const RESTART_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];
/** A worker that ran at least this long counts as healthy: the backoff starts again from the first step. */
export const HEALTHY_AFTER_MS = 60_000;
/** Workers in a row that died before listening: then the primary gives up (a port in use, a bad setting). */
export const MAX_FAILED_STARTS = 5;
/** After SIGTERM the workers have their own 15 s; past this the primary kills what is left. */
const SHUTDOWN_GRACE_MS = 25_000;

export async function runClustered(env: Env, startServer: StartServer): Promise<void> {
  if (cluster.isWorker) return startServer(env, { prepared: true });
  if (env.WEB_CONCURRENCY <= 1) return startServer(env, { prepared: false });
  const log = pino(loggerOptions(env.LOG_LEVEL) as pino.LoggerOptions);
  if (!env.DATABASE_URL) {
    log.warn(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} is ignored: the embedded database runs in one process, so one server runs. Set DATABASE_URL (PostgreSQL) for several workers.`,
    );
    return startServer(env, { prepared: false });
  }
  await prepareOnce(env, log);
  runPrimary(env.WEB_CONCURRENCY, log);
}

/** Migrations and start-up data, once for all workers, before any of them starts (D175). */
async function prepareOnce(env: Env, log: pino.Logger): Promise<void> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await database.migrate();
    await prepareData(database.db, env, log);
  } finally {
    await database.close();
  }
}

interface Slot {
  worker: Worker;
  startedAt: number;
  listening: boolean;
}

function runPrimary(count: number, log: pino.Logger): void {
  const slots = new Map<number, Slot>();
  /** Quick deaths in a row per slot, for the backoff. */
  const quickDeaths = new Map<number, number>();
  let failedStarts = 0;
  let stopping = false;
  let exitCode = 0;
  const timers = new Set<NodeJS.Timeout>();

  const fork = (slot: number) => {
    const worker = cluster.fork();
    const entry: Slot = { worker, startedAt: Date.now(), listening: false };
    slots.set(slot, entry);
    worker.on('listening', () => {
      entry.listening = true;
      failedStarts = 0;
    });
    worker.on('exit', (code, signal) => {
      slots.delete(slot);
      if (stopping) {
        // Killed by the SIGTERM itself: it was still starting (no handler yet), so it held nothing.
        if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
        log.info({ worker: slot, workerPid: worker.process.pid, code, signal }, 'worker stopped');
        if (slots.size === 0) finish();
        return;
      }
      const lived = Date.now() - entry.startedAt;
      const deaths = lived >= HEALTHY_AFTER_MS ? 1 : (quickDeaths.get(slot) ?? 0) + 1;
      quickDeaths.set(slot, deaths);
      if (!entry.listening) failedStarts++;
      if (failedStarts >= MAX_FAILED_STARTS) {
        log.error(
          { failedStarts },
          `${failedStarts} workers in a row stopped before listening: giving up (see their errors above)`,
        );
        exitCode = 1;
        stop('workers fail to start');
        return;
      }
      const delay = RESTART_DELAYS_MS[Math.min(deaths - 1, RESTART_DELAYS_MS.length - 1)]!;
      log.error(
        { worker: slot, workerPid: worker.process.pid, code, signal, restartInMs: delay },
        `worker ${slot} exited unexpectedly; starting a new one in ${delay / 1000} s`,
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      timers.add(timer);
    });
  };

  const finish = () => {
    log.info({ exitCode }, 'all workers stopped');
    process.exit(exitCode);
  };

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    log.info({ reason, workers: slots.size }, 'stopping the workers');
    if (slots.size === 0) return finish();
    // Each worker drains and closes itself on SIGTERM (main.ts), flushing what it holds (views, e-mail).
    for (const { worker } of slots.values()) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error({ workers: slots.size }, 'workers still running after the grace period: killing them');
      for (const { worker } of slots.values()) worker.process.kill('SIGKILL');
      exitCode = 1;
    }, SHUTDOWN_GRACE_MS);
    force.unref();
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log.info({ workers: count }, `starting ${count} workers`);
  for (let slot = 1; slot <= count; slot++) fork(slot);
}
