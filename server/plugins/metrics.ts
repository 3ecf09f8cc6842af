import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '#server/db/client.ts';
import { emailQueue } from '#server/db/schema/index.ts';

/** The route label of an answer no route matched: a server-rendered page, or nothing at all. */
const PAGE_ROUTE = '(page)';
const UNMATCHED_ROUTE = '(unmatched)';

/** The login route whose 429 answers count as login throttles. */
const LOGIN_ROUTE = '/api/auth/login';

/**
 * Process-wide metrics (CPU, memory, event loop, GC) are the same for every app in the process: one
 * registry, started at the first scrape so that test files building many apps do not each start monitors.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * A socket from this machine that no proxy forwarded. A load balancer on the same machine connects from
 * the loopback too: its requests carry X-Forwarded-For (or Forwarded), so they need the token like any
 * other (D180). The socket's address, never request.ip: a forwarded-for header cannot fake it.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  const headers = request.headers;
  return loopback && !headers['x-forwarded-for'] && !headers.forwarded && !headers['x-real-ip'];
}

export interface MetricsOptions {
  database: Pick<Database, 'driver' | 'poolStats'>;
}

/**
 * GET /metrics in the Prometheus text format (prom-client): request durations by route pattern, method
 * and status; the database pool; the e-mail queue (read from email_queue at scrape time); profile views
 * dropped or lost; 429 answers (login throttles among them); the process's own metrics. One registry per
 * app: tests build many apps in one process. Served to `Authorization: Bearer METRICS_TOKEN` or to a
 * direct connection from this machine; anyone else gets the API's 404 (D180). Each process reports its own
 * (D181).
 */
export function registerMetrics(app: FastifyInstance, { database }: MetricsOptions): void {
  const registry = new Registry();

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'rinkside_rate_limited_total',
    help: 'Answers 429 (a limit or throttle refused the request), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
  });
  const loginThrottled = new Counter({
    name: 'rinkside_login_throttled_total',
    help: 'Login attempts refused with 429 by the login throttle (per account or per address).',
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request, reply);
    const status = reply.statusCode;
    duration.observe(
      { route, method: request.method, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) {
      limited.inc({ route });
      if (route === LOGIN_ROUTE) loginThrottled.inc();
    }
  });

  const pool = database.poolStats;
  new Gauge({
    name: 'rinkside_db_pool_connections',
    help: 'Database connections of this process, by state (PostgreSQL pool; the embedded database has one).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) {
        this.set({ state: 'total' }, 1);
        return;
      }
      const stats = pool();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new Gauge({
    name: 'rinkside_db_pool_waiting_queries',
    help: 'Queries waiting for a free pooled connection.',
    registers: [registry],
    collect() {
      this.set(pool ? pool().waiting : 0);
    },
  });

  new Gauge({
    name: 'rinkside_email_queue_messages',
    help: 'E-mails not yet sent, by status: queued (never tried), retrying (a send failed, tried again later), failed (given up).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = { queued: 0, retrying: 0, failed: 0 };
      const rows = await app.ctx.db
        .select({
          status: emailQueue.status,
          retrying: sql<boolean>`${emailQueue.errorMessage} is not null`,
          count: sql<number>`count(*)::int`,
        })
        .from(emailQueue)
        .where(ne(emailQueue.status, 'sent'))
        .groupBy(emailQueue.status, sql`${emailQueue.errorMessage} is not null`)
        .catch(() => undefined);
      // The database does not answer: no figure rather than a stale one (ready says why).
      this.reset();
      if (!rows) return;
      for (const row of rows) {
        if (row.status === 'failed') counts.failed += row.count;
        else if (row.retrying) counts.retrying += row.count;
        else counts.queued += row.count;
      }
      for (const [status, count] of Object.entries(counts)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'rinkside_email_queue_oldest_due_seconds',
    help: 'How long the longest-waiting due e-mail has been due (0 when none is waiting).',
    registers: [registry],
    async collect() {
      const [row] = await app.ctx.db
        .select({
          age: sql<number | null>`extract(epoch from now() - min(${emailQueue.nextAttemptAt}))::float8`,
        })
        .from(emailQueue)
        .where(and(eq(emailQueue.status, 'queued'), sql`${emailQueue.nextAttemptAt} <= now()`))
        .catch(() => [undefined]);
      this.reset();
      if (!row) return;
      this.set(Math.max(0, Number(row?.age ?? 0)));
    },
  });

  // The recorder counts for itself (view-recorder.ts); its totals become counters at scrape time.
  const viewCounter = (name: string, help: string, read: () => number) => {
    let reported = 0;
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const now = read();
        if (now > reported) this.inc(now - reported);
        reported = now;
      },
    });
  };
  viewCounter(
    'rinkside_profile_views_dropped_total',
    'Profile views dropped because the in-memory buffer was full (D099).',
    () => app.ctx.profileViews.stats.dropped,
  );
  viewCounter(
    'rinkside_profile_views_failed_total',
    'Profile views lost in batches the database refused.',
    () => app.ctx.profileViews.stats.failed,
  );

  const token = app.ctx.env.METRICS_TOKEN;
  const tokenDigest = token ? digest(`Bearer ${token}`) : undefined;
  const allowed = (request: FastifyRequest): boolean => {
    const given = request.headers.authorization;
    if (tokenDigest && typeof given === 'string' && timingSafeEqual(digest(given), tokenDigest)) return true;
    return isDirectLoopback(request);
  };

  app.get(
    '/metrics',
    {
      // Who may read it is decided here (token or loopback), not by a session.
      config: { access: 'public', answersWhileDraining: true, rateLimit: false },
      schema: { hide: true },
    },
    async (request, reply) => {
      if (!allowed(request)) return reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
      let text: string;
      try {
        text = `${await processMetrics().metrics()}\n${await registry.metrics()}`;
      } catch (err) {
        request.log.warn({ err }, 'metrics could not be collected');
        return reply.status(503).send({ message: 'Metrics are not available.', code: 'UNAVAILABLE' });
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
}

/** The route pattern (bounded label values), never the URL that was asked for. */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? PAGE_ROUTE : UNMATCHED_ROUTE;
}
