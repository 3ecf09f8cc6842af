import { tracingChannel } from 'node:diagnostics_channel';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * D363: the requests a server is still working on, so a shutdown drains them before it closes the
 * database. A request counts from its first hook until its response has closed (sent, or its connection
 * gone) and the server has done its work: its route handler has ended (fastify's own tracing channel; a
 * handler that returned a promise ends when it settles), or a hook answered or failed it first (onSend,
 * onError). A client that hangs up while the work goes on gets neither onResponse nor onRequestAbort (its
 * body was read by then): counted until onResponse, such a request never ended and every shutdown after
 * one waited for the force timeout; ended when its connection closed, its work went on after the database
 * had closed. A request whose work never reports its end stops counting ABANDONED_MS after its close.
 */
interface Tracked {
  closed: boolean;
  working: boolean;
  end(): void;
}

/** The longest a request whose client has gone is waited for. */
export const ABANDONED_MS = 10_000;

const tracked = new WeakMap<FastifyRequest, Tracked>();

interface HandlerStore {
  request: FastifyRequest;
  async: boolean;
}

/** The server's work on a request is done; it ends once its response has closed too. */
function workDone(request: FastifyRequest) {
  const entry = tracked.get(request);
  if (!entry) return;
  entry.working = false;
  if (entry.closed) entry.end();
}

tracingChannel<HandlerStore>('fastify.request.handler').subscribe({
  start() {},
  end(store) {
    // A handler that returned a promise ends at asyncEnd.
    if (!store.async) workDone(store.request);
  },
  asyncStart() {},
  asyncEnd: (store) => workDone(store.request),
  error() {},
});

export class InFlight {
  private count = 0;
  private idle: (() => void) | null = null;

  /** Counts a request until it has ended (onResponse settles an in-process request at once). */
  add(request: FastifyRequest, reply: FastifyReply) {
    this.count++;
    const entry: Tracked = {
      closed: false,
      working: true,
      // Once only: a request still tracked has not ended.
      end: () => {
        if (!tracked.delete(request)) return;
        this.count--;
        if (this.count === 0) this.idle?.();
      },
    };
    tracked.set(request, entry);
    reply.raw.once('close', () => {
      entry.closed = true;
      if (!entry.working) entry.end();
      else setTimeout(entry.end, ABANDONED_MS).unref();
    });
  }

  /** A hook answered or failed the request (onSend, onError): no more work is coming. */
  workDone(request: FastifyRequest) {
    workDone(request);
  }

  /** The request has been answered in full (onResponse). */
  answered(request: FastifyRequest) {
    tracked.get(request)?.end();
  }

  /** Resolves once no request is in flight. */
  whenIdle(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.idle = resolve;
    });
  }
}
