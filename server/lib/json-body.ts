import { Worker } from 'node:worker_threads';
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * JSON bodies of several megabytes (a CSV file inside `csvContent`) are parsed on a worker thread
 * (D139): JSON.parse of a 10 MB body full of escaped line breaks holds the event loop for 100 to 300
 * ms here, and every other request with it. Bodies up to IN_PLACE_MAX_BYTES are parsed in place, as
 * everywhere else. Both refuse what Fastify's own parser refuses (malformed JSON, a `__proto__` key, a
 * `constructor` holding a `prototype`) with the same error.
 */

/** Parsed in place: about a millisecond. */
const IN_PLACE_MAX_BYTES = 256 * 1024;

/**
 * The worker's code, as plain JavaScript given to it as text: nothing to resolve or compile, so it runs the
 * same under tsx, in tests and from a build.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const own = (object, key) => Object.prototype.hasOwnProperty.call(object, key);
// The keys secure-json-parse refuses (Fastify's default: protoAction and constructorAction 'error').
function poisoned(root) {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    if (own(node, '__proto__')) return true;
    const ctor = own(node, 'constructor') ? node.constructor : undefined;
    if (ctor !== null && typeof ctor === 'object' && own(ctor, 'prototype')) return true;
    for (const key of Object.keys(node)) stack.push(node[key]);
  }
  return false;
}
parentPort.on('message', ({ id, bytes }) => {
  let value;
  try {
    value = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    parentPort.postMessage({ id, ok: false });
    return;
  }
  if (poisoned(value)) parentPort.postMessage({ id, ok: false });
  else parentPort.postMessage({ id, ok: true, value });
});
`;

type Answer = { ok: true; value: unknown } | { ok: false };

let worker: Worker | null = null;
/** The scopes using the worker: the last one to close stops it (tests build and close many apps). */
let users = 0;
let nextId = 0;
const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (err: Error) => void }>();

/** The one parsing worker of this process, started on first use; it does not keep the process alive. */
function parsingWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  started.unref();
  started.on('message', ({ id, ...answer }: { id: number } & Answer) => {
    waiting.get(id)?.resolve(answer as Answer);
    waiting.delete(id);
  });
  const fail = (err: Error) => {
    if (worker === started) worker = null;
    for (const pending of waiting.values()) pending.reject(err);
    waiting.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`the JSON worker stopped (exit code ${code})`)));
  worker = started;
  return started;
}

function parseOnWorker(body: Buffer): Promise<Answer> {
  const id = nextId++;
  // The body's memory moves to the worker when it owns it whole; otherwise a copy does.
  const bytes =
    body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? body : new Uint8Array(body);
  return new Promise<Answer>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    parsingWorker().postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  });
}

/** In this scope, application/json bodies over IN_PLACE_MAX_BYTES are parsed on the worker. */
export function parseLargeJsonOnWorker(scope: FastifyInstance): void {
  // Started now, so the first large body does not wait for a thread to start.
  parsingWorker();
  users++;
  scope.addHook('onClose', async () => {
    users--;
    if (users === 0 && worker) {
      const stopping = worker;
      worker = null;
      await stopping.terminate();
    }
  });
  const inPlace = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length <= IN_PLACE_MAX_BYTES) return inPlace(request, bytes.toString('utf8'), done);
    parseOnWorker(bytes).then(
      (answer) =>
        answer.ok
          ? done(null, answer.value)
          : done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined),
      (err: Error) => done(err, undefined),
    );
  });
}
