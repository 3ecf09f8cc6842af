import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { endpointsOf } from '#common/api/index.ts';
import { findControlChars, noControlSchema } from '#common/contracts/text.ts';
import type { Database, Db } from './db/client.ts';
import type { Env } from './env.ts';
import { adminImportRoutes, adminRoutes } from './features/admin/index.ts';
import { approvalPolicies, approvalRoutes } from './features/approvals/index.ts';
import { type AuthLimits, authRoutes, DEFAULT_AUTH_LIMITS } from './features/auth/index.ts';
import { type BillingLimits, billingRoutes, DEFAULT_BILLING_LIMITS } from './features/billing/index.ts';
import { calendarRoutes } from './features/calendar/index.ts';
import { coParentPolicies, coParentRoutes } from './features/co-parents/index.ts';
import { dataControlPolicies, dataControlRoutes } from './features/data-control/index.ts';
import { outboxRoutes, outboxVisibleTo } from './features/dev/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { jobRoutes } from './features/jobs/index.ts';
import { listPolicies, listRoutes } from './features/lists/index.ts';
import {
  createPendingUploads,
  mediaPolicies,
  mediaRoutes,
  type PendingUploads,
} from './features/media/index.ts';
import {
  DEFAULT_MESSAGING_LIMITS,
  type MessagingLimits,
  messagingPolicies,
  messagingRoutes,
} from './features/messaging/index.ts';
import { noteRoutes } from './features/notes/index.ts';
import { notificationRoutes } from './features/notifications/index.ts';
import { onePagerRoutes } from './features/one-pager/index.ts';
import { openapiOptions, openapiRoutes } from './features/openapi/index.ts';
import { orgPolicies, orgRoutes } from './features/orgs/index.ts';
import {
  builtPages,
  createPageSender,
  type PageCacheOptions,
  type PageSource,
  startPageCache,
} from './features/pages/index.ts';
import { parentPolicies, parentRoutes } from './features/parents/index.ts';
import {
  createViewRecorder,
  type ProfileCacheOptions,
  playerPolicies,
  playerRoutes,
  startProfileCache,
  type ViewRecorder,
  type ViewRecorderOptions,
} from './features/players/index.ts';
import { ratingRoutes } from './features/ratings/index.ts';
import { recruiterRoutes } from './features/recruiters/index.ts';
import { savedSearchPolicies, savedSearchRoutes } from './features/saved-searches/index.ts';
import {
  listenSearchIndex,
  type SearchCacheOptions,
  SearchIndex,
  searchRoutes,
  startSearchCache,
} from './features/search/index.ts';
import { DEFAULT_SITEMAP_LIMITS, type SitemapLimits, seoRoutes } from './features/seo/index.ts';
import {
  subscriptionAdminRoutes,
  subscriptionPolicies,
  subscriptionRoutes,
} from './features/subscriptions/index.ts';
import { AppError } from './lib/errors.ts';
import { projectRoot } from './lib/project-root.ts';
import { createStorage, type Storage } from './lib/storage/index.ts';
import { createStripe, type Stripe, type StripeConnection } from './lib/stripe.ts';
import { loggerOptions } from './logger.ts';
import { type PolicyRegistry, registerAuth, sessionCookieName, startSessionCache } from './plugins/auth.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { DEFAULT_EMAIL_SEND_LIMITS, type EmailSendLimits } from './plugins/email-send-limit.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { InFlight } from './plugins/in-flight.ts';
import { registerLimits } from './plugins/limits.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { REQUEST_ID_OPTIONS, registerRequestIdHeader } from './plugins/request-id.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';

export interface AppContext {
  db: Db;
  driver: Database['driver'];
  env: Env;
  mailKind: 'smtp' | 'outbox';
  mail: { nudge(): void };
  /** Uploaded files: DATA_DIR/media, or S3 when S3_BUCKET is set. */
  storage: Storage;
  /**
   * Images uploaded (spec 2 §7) and not yet registered: the media area registers profile images from it,
   * the organizations area verification screenshots. Unclaimed files are swept.
   */
  uploads: PendingUploads;
  /** The Stripe client with STRIPE_SECRET_KEY; null means the local test checkout (decisions §6). */
  stripe: Stripe | null;
  /** Profile views, written in batches after the answers; flushed when the app closes. */
  profileViews: ViewRecorder;
  isShuttingDown(): boolean;
  /** Migrations and start-up data still running (BuildAppOptions.starting): not ready (D182). */
  isStarting(): boolean;
}

export interface AppLimits extends AuthLimits {
  /** Every route that sends e-mail (config.sendsEmail): one budget per account and per IP. */
  emailSend: EmailSendLimits;
  /** Checkouts and the checkout return, per IP. */
  billing: BillingLimits;
  /** URLs per sitemap file and rows per query while one streams out. */
  sitemap: SitemapLimits;
  /** New conversations, messages and shared profiles per account. */
  messaging: MessagingLimits;
}

export const DEFAULT_LIMITS: AppLimits = {
  ...DEFAULT_AUTH_LIMITS,
  emailSend: DEFAULT_EMAIL_SEND_LIMITS,
  billing: DEFAULT_BILLING_LIMITS,
  sitemap: DEFAULT_SITEMAP_LIMITS,
  messaging: DEFAULT_MESSAGING_LIMITS,
};

/**
 * The pages of the client whose URL carries a token (e-mailed, or a list's link): sent with Referrer-Policy
 * no-referrer and X-Robots-Tag noindex.
 */
const TOKEN_PAGES = [
  '/verify-email',
  '/reset-password',
  '/approve-profile',
  '/co-parent-invite',
  '/org-invite',
  // D323: a recruiter list's read-only link.
  '/shared/lists/',
  '/unsubscribe',
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers for itself while the server starts or drains, instead of the shared 503. */
    answersWhileDraining?: true;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /**
     * Starts draining (SIGTERM): from now on every new request answers 503 (the server keeps listening, so
     * clients and load balancers get an answer instead of a refused connection), and the promise resolves
     * once the requests already in flight have finished. Then close the app.
     */
    drain(): Promise<void>;
    /** Start-up work is done (BuildAppOptions.starting): requests are served, ready answers 200 (D182). */
    markStarted(): void;
    /** Loads the page renderer and the parts public pages draw (D206); nothing without a client. */
    preloadPages(): Promise<void>;
  }
}

/**
 * The client served by Vite's dev server inside this app (`npm run dev`, server/dev.ts, D273): its pages
 * (the source index.html, the renderer through Vite) and the files it serves (modules, styles, public files).
 */
export interface DevClient {
  pages: PageSource;
  /** Whether a path is Vite's to answer: a file's path or one of Vite's own (/@vite/client, /@id/...). */
  serves(path: string): boolean;
  /** Answers the request from Vite (a file it does not have is a 404). */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  close(): Promise<void>;
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  mailKind?: 'smtp' | 'outbox';
  mail?: { nudge(): void };
  limits?: Partial<AppLimits>;
  /** Test hook: the limit store's key prefix (default the deployment's fixed one, D173). */
  limitKeyPrefix?: string;
  /** Test hook: where uploaded files go (default: from env). */
  storage?: Storage;
  /** Test hook: where the Stripe library sends its requests (a local stand-in of the Stripe API). */
  stripeConnection?: StripeConnection;
  /** Test hook: a pino destination to capture logs. */
  logStream?: NodeJS.WritableStream;
  /** Test hook: the profile view recorder's bounds and writer. */
  viewRecorder?: Partial<ViewRecorderOptions>;
  /** Sessions kept in memory (D275); false: every signed-in request reads its session from the database. */
  sessionCache?: false;
  /** Signed-out profile reads kept in memory (profile-cache.ts); false: every read goes to the database. */
  profileCache?: Partial<ProfileCacheOptions> | false;
  /** Signed-out server-rendered pages kept in memory (page-cache.ts); false, or PAGE_CACHE=off: none. */
  pageCache?: Partial<PageCacheOptions> | false;
  /** Search answers kept in memory (search-cache.ts, D356); false, or SEARCH_CACHE=off: none. */
  searchCache?: Partial<SearchCacheOptions> | false;
  /** The scouting filters' columns in memory (search-index.ts, D358); false, or SEARCH_INDEX=off: none. */
  searchIndex?: false;
  clientDir?: string | false;
  /** The client from Vite's dev server instead of a build (D273); made once the app exists (the HMR socket). */
  devClient?: (app: FastifyInstance) => Promise<DevClient>;
  /**
   * Built to listen before migrations and start-up data have run (main.ts): every request but the health
   * and metrics routes answers 503 until markStarted() (D182).
   */
  starting?: boolean;
}

/** Every resource policy routes may declare, from the features that own the resources. */
export const ACCESS_POLICIES: PolicyRegistry = {
  ...playerPolicies,
  ...orgPolicies,
  ...subscriptionPolicies,
  ...dataControlPolicies,
  ...messagingPolicies,
  ...parentPolicies,
  ...coParentPolicies,
  ...listPolicies,
  ...savedSearchPolicies,
  ...mediaPolicies,
  ...approvalPolicies,
};

/** The built client: dist/client of the project, from the source or the build alike (D160). */
export const DEFAULT_CLIENT_DIR = join(projectRoot(import.meta.dirname), 'dist', 'client');

/**
 * A request for a file rather than an app page: anything under /assets/ (the build output), or a last
 * path segment with an extension (/favicon.png, /robots.txt). A missing file is a 404, not the HTML shell;
 * app routes (/player/jamie-skater-x7k2, /dev/outbox) never have one.
 */
export function looksLikeFile(path: string): boolean {
  if (path === '/assets' || path.startsWith('/assets/')) return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,16}$/.test(last);
}

/** The body fields of each contract body schema that carry a file's text (EndpointSpec.fileText). */
const FILE_TEXT_FIELDS = new Map<unknown, readonly string[]>(
  endpointsOf().flatMap((e) => (e.body && e.fileText ? [[e.body, e.fileText] as const] : [])),
);

/** Builds the whole application; tests build exactly this and inject requests. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const logger = loggerOptions(env.LOG_LEVEL) as Record<string, unknown>;
  const app = Fastify({
    logger: opts.logStream ? { ...logger, stream: opts.logStream } : logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Closing idle keep-alive sockets lets SIGTERM finish promptly.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ...REQUEST_ID_OPTIONS,
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIdHeader(app);

  // No text/plain parser: a cross-site form could send one without a preflight (docs/security.md).
  app.removeContentTypeParser('text/plain');
  // Every string a route accepts (body, query, params) is refused when it holds a control character
  // other than tab, line feed and carriage return (NUL, ESC, BEL, C1: D134), in this one place
  // rather than in each contract; single-line fields refuse line breaks too, in their contracts. The
  // route's own schema speaks first, so a contract's more specific message wins. A file's text (CSV) is
  // checked cell by cell by its service, which names the row.
  app.setValidatorCompiler<z.ZodType>((route) => {
    const validate = validatorCompiler(route);
    const skipKeys = route.httpPart === 'body' ? (FILE_TEXT_FIELDS.get(route.schema) ?? []) : [];
    const refuseControl = validatorCompiler({ ...route, schema: noControlSchema(skipKeys) });
    return (data) => {
      const result = validate(data);
      if (typeof result === 'object' && 'error' in result && result.error) return result;
      return findControlChars(data, skipKeys).length > 0 ? refuseControl(data) : result;
    };
  });
  app.setSerializerCompiler(serializerCompiler);

  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  // Requests in flight (D363): a shutdown drains them before it closes the database.
  const inFlight = new InFlight();
  let starting = opts.starting === true;
  app.decorate('markStarted', () => {
    starting = false;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (starting && !request.routeOptions.config.answersWhileDraining) {
      throw new AppError('UNAVAILABLE', 'The server is starting. Please try again in a moment.', {
        headers: { 'retry-after': '5' },
      });
    }
    if (shuttingDown) {
      if (request.routeOptions.config.answersWhileDraining) return;
      reply.header('connection', 'close');
      throw new AppError('UNAVAILABLE', 'The server is restarting. Please try again in a moment.', {
        headers: { 'retry-after': '5' },
      });
    }
    inFlight.add(request, reply);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    inFlight.workDone(request);
    return payload;
  });
  app.addHook('onError', async (request) => inFlight.workDone(request));
  app.addHook('onResponse', async (request) => inFlight.answered(request));
  app.decorate('drain', () => {
    shuttingDown = true;
    return inFlight.whenIdle();
  });
  app.decorate('ctx', {
    db: database.db,
    driver: database.driver,
    env,
    mailKind: opts.mailKind ?? (env.SMTP_URL ? 'smtp' : 'outbox'),
    mail: opts.mail ?? { nudge() {} },
    storage: opts.storage ?? createStorage(env),
    uploads: createPendingUploads(database.db),
    stripe: createStripe(env.STRIPE_SECRET_KEY, opts.stripeConnection),
    profileViews: createViewRecorder(database.db, app.log, opts.viewRecorder),
    isShuttingDown: () => shuttingDown,
    isStarting: () => starting,
  } satisfies AppContext);
  // After the last request, before the caller closes the database: a graceful shutdown loses no view.
  app.addHook('onClose', () => app.ctx.profileViews.close());
  if (opts.profileCache !== false) {
    const profileCache = await startProfileCache(database, opts.profileCache, app.log);
    if (profileCache) app.addHook('onClose', () => profileCache.close());
  }

  registerErrorHandler(app);
  const secure = env.APP_URL.startsWith('https://');
  registerSecurityHeaders(app, {
    hsts: secure && env.NODE_ENV === 'production',
    tokenPages: TOKEN_PAGES,
    viteDev: opts.devClient !== undefined,
  });
  await app.register(fastifyCookie);
  registerCsrfGuard(app, { appOrigin: new URL(env.APP_URL).origin });
  // D275: sessions read from memory, dropped on every process when the user or a session of theirs changes.
  const sessionCache = opts.sessionCache === false ? undefined : await startSessionCache(database, app.log);
  if (sessionCache) app.addHook('onClose', () => sessionCache.close());
  // D358: the scouting filters' columns in memory, kept by the same notifications as the search cache (one
  // listener: the index hears each change before the cache drops its answers).
  const searchIndex =
    env.SEARCH_INDEX && opts.searchIndex !== false ? new SearchIndex(database.db, app.log) : undefined;
  // D356: search answers read from memory until a player change, NOTIFYed to every process, drops them.
  const searchCache =
    env.SEARCH_CACHE && opts.searchCache !== false
      ? await startSearchCache(database, opts.searchCache || {}, app.log, searchIndex?.handlers)
      : undefined;
  if (searchCache) app.addHook('onClose', () => searchCache.close());
  else if (searchIndex) {
    const stop = await listenSearchIndex(database, searchIndex).catch((err) => {
      app.log.warn({ err }, 'search index off: LISTEN failed');
      return undefined;
    });
    if (stop) app.addHook('onClose', () => stop());
  }
  // The index is read in the background: a start does not wait for it, and searches use the database until it
  // is read (D358).
  registerAuth(app, {
    db: database.db,
    secureCookie: secure,
    policies: ACCESS_POLICIES,
    sessions: sessionCache,
  });
  registerMetrics(app, { database });
  // Creates that must not repeat answer a repeated Idempotency-Key with the first answer (D234).
  registerIdempotency(app, { db: database.db });
  const limits: AppLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  await registerLimits(app, {
    redisUrl: env.REDIS_URL,
    database,
    keyPrefix: opts.limitKeyPrefix,
    emailSend: limits.emailSend,
  });
  // Compression for the answers that ask for it (reply.compress: server-rendered pages); build files are
  // compressed at build time and the API's answers are small.
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Multipart bodies are read only by the routes that ask (request.parts), with their own limits.
  await app.register(fastifyMultipart);

  // Before the routes: it collects them as they are added. Served at GET /api/openapi.json.
  await app.register(
    fastifySwagger,
    openapiOptions({ appUrl: env.APP_URL, cookieName: sessionCookieName(secure), policies: ACCESS_POLICIES }),
  );

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(openapiRoutes);
      await api.register(authRoutes, { prefix: '/auth', limits });
      await api.register(outboxRoutes, { prefix: '/dev' });
      await api.register(playerRoutes);
      await api.register(onePagerRoutes);
      await api.register(searchRoutes, { cache: searchCache, index: searchIndex });
      await api.register(listRoutes);
      await api.register(calendarRoutes);
      await api.register(noteRoutes);
      await api.register(ratingRoutes);
      await api.register(subscriptionRoutes, { prefix: '/subscriptions' });
      await api.register(subscriptionAdminRoutes, { prefix: '/admin' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(adminImportRoutes, { prefix: '/admin' });
      await api.register(jobRoutes, { prefix: '/admin' });
      await api.register(billingRoutes, { limits: limits.billing });
      await api.register(parentRoutes);
      await api.register(approvalRoutes);
      await api.register(coParentRoutes);
      await api.register(dataControlRoutes);
      await api.register(orgRoutes);
      await api.register(messagingRoutes, { limits: limits.messaging });
      await api.register(recruiterRoutes);
      await api.register(notificationRoutes);
      await api.register(savedSearchRoutes);
    },
    { prefix: '/api' },
  );
  // Its /api routes and the /media file route share the registry of uploads in flight.
  await app.register(mediaRoutes);
  // /robots.txt and /sitemap.xml: files for crawlers, served with or without the client build.
  await app.register(seoRoutes, { limits: limits.sitemap });

  // D273: in development the client comes from Vite, which serves its own files; no build is read.
  const dev = opts.devClient ? await opts.devClient(app) : null;
  // Before the server closes: Vite's HMR sockets would keep it open.
  if (dev) app.addHook('preClose', () => dev.close());
  const clientDir = opts.clientDir === undefined ? DEFAULT_CLIENT_DIR : opts.clientDir;
  const hasClient = !dev && clientDir !== false && existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    // Its wildcard route cannot carry config; it serves the public build files only.
    await app.registerUndeclared(() =>
      app.register(fastifyStatic, {
        root: clientDir,
        // Wildcard: files from a rebuild are served without a restart; unknown paths fall to the SPA shell.
        wildcard: true,
        index: false,
        // Only a path that names a file is looked for on disk: a page's path goes straight to the page sender
        // in the not-found handler, without a stat of a file that cannot exist on every page request (D260).
        allowedPath: (pathname) => looksLikeFile(pathname),
        // The build writes .br and .gz beside each text file (vite.config.ts): sent as they are, with
        // Content-Encoding and Vary: Accept-Encoding, to clients that accept them.
        preCompressed: true,
        setHeaders(res, path) {
          // Hashed build assets never change; the HTML shell must always be revalidated.
          res.header(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      }),
    );
  }

  // Pages: server-rendered where the client marks them, the SPA shell otherwise.
  const pageCache =
    hasClient && env.PAGE_CACHE && opts.pageCache !== false
      ? await startPageCache(database, opts.pageCache || {}, app.log)
      : undefined;
  if (pageCache) app.addHook('onClose', () => pageCache.close());
  const source = dev ? dev.pages : hasClient ? builtPages(clientDir) : null;
  const pages = source ? createPageSender(app, source, pageCache) : null;
  app.decorate('preloadPages', async () => pages?.preload());
  if (pages) {
    // The static plugin answers a bare directory with 403; the root is a page.
    app.get('/', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
      pages.send(request, reply),
    );
  }
  if (dev) {
    // What the static plugin's wildcard does with a path it has no file for: the not-found handler answers
    // on a route's reply, which has reply.compress (@fastify/compress decorates routes' replies only).
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
      reply.callNotFound(),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !looksLikeFile(path);
    // The outbox page lists every e-mailed token: no shell for it in production or for another machine.
    const hiddenPage = path.replace(/\/+$/, '') === '/dev/outbox' && !outboxVisibleTo(app.ctx, request);
    // Vite's own paths (/@vite/client) have no extension: asked before the pages.
    if (dev && (request.method === 'GET' || request.method === 'HEAD') && dev.serves(path)) {
      return dev.serve(request, reply);
    }
    if (isPage && pages && !hiddenPage) return pages.send(request, reply);
    return reply.status(404).send({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  return app;
}
