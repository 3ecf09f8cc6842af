/**
 * An open-loop load generator for the benchmarks (docs/performance.md): requests arrive at a set rate
 * (Poisson arrivals, from a fixed seed) whether or not earlier ones have been answered, as requests
 * from many independent users do. Each latency runs from the moment its request was due, so a server
 * (or a generator) that falls behind shows it in the figures instead of hiding it (no "coordinated
 * omission"). autocannon's own rate option releases each second's requests at once, in bursts.
 *
 * The schedule is drawn here; the requests are sent from a worker thread so the generator does not
 * share the server's event loop.
 */
import { Worker } from 'node:worker_threads';
import { createRng } from '#server/db/seed/factories.ts';

export interface OpenLoopFigures {
  /** Requests answered per second over the run. */
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** The first few answers that were not 2xx: status and path. */
  failed: string[];
  /** The ten slowest answers: milliseconds and path. */
  slowest: string[];
  /** The most requests that were waiting for an answer at one time. */
  maxInFlight: number;
  /** Answers whose `hitHeader` said `hit` (0 without one). */
  hits: number;
  /** Answers whose `countedHeader` said `counted` (0 without one). */
  counted: number;
}

export interface OpenLoopOptions {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  /** Requests per second, on average. */
  rate: number;
  durationSeconds: number;
  /** Each request picks one of the paths at random (true) or takes them in turn (false). */
  random: boolean;
  /**
   * The schedule's seed: the same seed asks for the same paths at the same moments. Runs against a cache
   * take one each, so a run does not ask again exactly what the one before asked.
   */
  seed?: number;
  /** A header whose `hit` answers are counted (a cache's: x-search-cache). */
  hitHeader?: string;
  /** A header whose `counted` answers are counted (the search index's: x-search-index, D358). */
  countedHeader?: string;
}

/** When each request is due (ms from the start) and which path it asks for. */
function schedule({ paths, rate, durationSeconds, random, seed = 20261123 }: OpenLoopOptions) {
  const rng = createRng(seed);
  const due: number[] = [];
  const pathIndex: number[] = [];
  for (let at = 0; at < durationSeconds * 1000; at += (-Math.log(1 - rng()) * 1000) / rate) {
    pathIndex.push(random ? Math.floor(rng() * paths.length) : due.length % paths.length);
    due.push(at);
  }
  return { due, pathIndex };
}

// Plain JavaScript, evaluated in the worker (no TypeScript loader there).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, paths, headers, due, pathIndex, hitHeader, countedHeader } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
const latencies = [];
const latencyPaths = [];
const failed = [];
let errors = 0, non2xx = 0, inFlight = 0, maxInFlight = 0, next = 0, hits = 0, counted = 0;
const start = performance.now();
function finish() {
  if (next < due.length || inFlight > 0) return;
  agent.destroy();
  const slowest = latencies.map((ms, i) => [ms, i]).sort((a, b) => b[0] - a[0]).slice(0, 10)
    .map(([ms, i]) => Math.round(ms) + ' ms ' + latencyPaths[i]);
  parentPort.postMessage({ latencies, errors, non2xx, failed, slowest, maxInFlight, hits, counted, elapsedMs: performance.now() - start });
}
function send(dueAt, path) {
  inFlight++;
  if (inFlight > maxInFlight) maxInFlight = inFlight;
  const req = http.get({ host: target.hostname, port: target.port, path, headers, agent }, (res) => {
    res.resume();
    if (hitHeader && res.headers[hitHeader] === 'hit') hits++;
    if (countedHeader && res.headers[countedHeader] === 'counted') counted++;
    res.on('end', () => {
      latencies.push(performance.now() - dueAt);
      latencyPaths.push(path);
      if (res.statusCode < 200 || res.statusCode >= 300) {
        non2xx++;
        if (failed.length < 5) failed.push(res.statusCode + ' ' + path);
      }
      inFlight--;
      finish();
    });
  });
  req.on('error', () => {
    errors++;
    inFlight--;
    finish();
  });
}
function tick() {
  const now = performance.now();
  for (; next < due.length && start + due[next] <= now; next++) send(start + due[next], paths[pathIndex[next]]);
  if (next < due.length) setTimeout(tick, Math.max(0, start + due[next] - performance.now()));
  else finish();
}
tick();
`;

export function openLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const { url, paths, headers, hitHeader, countedHeader } = options;
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { url, paths, headers, hitHeader, countedHeader, ...schedule(options) },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once(
      'message',
      (m: {
        latencies: number[];
        errors: number;
        non2xx: number;
        failed: string[];
        slowest: string[];
        maxInFlight: number;
        hits: number;
        counted: number;
        elapsedMs: number;
      }) => {
        void worker.terminate();
        const sorted = Float64Array.from(m.latencies).sort();
        const at = (q: number) =>
          Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
        resolve({
          reqPerSec: Math.round(sorted.length / (m.elapsedMs / 1000)),
          p50: at(0.5),
          p99: at(0.99),
          max: Math.round(sorted[sorted.length - 1] ?? 0),
          requests: sorted.length,
          errors: m.errors,
          non2xx: m.non2xx,
          failed: m.failed,
          slowest: m.slowest,
          maxInFlight: m.maxInFlight,
          hits: m.hits,
          counted: m.counted,
        });
      },
    );
  });
}
