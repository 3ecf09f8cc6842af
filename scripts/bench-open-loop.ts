/**
 * An open-loop load generator for the benchmarks (docs/performance.md): requests arrive at a set rate
 * (Poisson arrivals, from a fixed seed) whether or not earlier ones have been answered, as requests
 * from many independent users do. Each latency runs from the moment its request was due, so a server
 * (or a generator) that falls behind shows it in the figures instead of hiding it (no "coordinated
 * omission"). autocannon's own rate option releases each second's requests at once, in bursts.
 *
 * It runs in a worker thread so it does not share the server's event loop.
 */
import { Worker } from 'node:worker_threads';

export interface OpenLoopFigures {
  /** Requests answered per second over the run. */
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** The most requests that were waiting for an answer at one time. */
  maxInFlight: number;
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
}

// Plain JavaScript, evaluated in the worker (no TypeScript loader there).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, paths, headers, rate, durationMs, random } = workerData;
const target = new URL(url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
let seed = 20261123;
const rng = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const latencies = [];
let errors = 0, non2xx = 0, inFlight = 0, maxInFlight = 0, sent = 0, stopped = false;
const start = performance.now();
let due = start;
function finish() {
  if (!stopped || inFlight > 0) return;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, non2xx, maxInFlight, elapsedMs: performance.now() - start });
}
function send(dueAt) {
  const path = random ? paths[Math.floor(rng() * paths.length)] : paths[sent % paths.length];
  sent++;
  inFlight++;
  if (inFlight > maxInFlight) maxInFlight = inFlight;
  const req = http.get({ host: target.hostname, port: target.port, path, headers, agent }, (res) => {
    res.resume();
    res.on('end', () => {
      latencies.push(performance.now() - dueAt);
      if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
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
  while (due <= now && due - start < durationMs) {
    send(due);
    due += (-Math.log(1 - rng()) * 1000) / rate;
  }
  if (due - start < durationMs) setTimeout(tick, Math.max(0, due - performance.now()));
  else {
    stopped = true;
    finish();
  }
}
tick();
`;

export function openLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { ...options, durationMs: options.durationSeconds * 1000 },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once(
      'message',
      (m: {
        latencies: number[];
        errors: number;
        non2xx: number;
        maxInFlight: number;
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
          maxInFlight: m.maxInFlight,
        });
      },
    );
  });
}
