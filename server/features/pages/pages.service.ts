import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { profileViewOf } from '#server/features/players/index.ts';
import { requestInfo } from '#server/lib/audit.ts';
import { PAGE_TAGS_HEADER, PAGE_VIEW_HEADER, pageTag } from '#server/lib/page-tags.ts';
import { type DocumentTemplate, fillDocument, parseDocumentTemplate } from './document.ts';
import type { PageCache, PageEntry } from './page-cache.ts';

/**
 * Server rendering of the public pages. The client's own renderer (client/app/entry-server.tsx)
 * runs here; its API calls are answered in-process by this app (app.inject), as the visitor: their
 * cookie, user agent and address go along, so access rules, view counting and the answers are exactly the
 * API's. Any page the client does not mark for server rendering gets the plain shell, as before.
 */

interface RenderScope {
  app: FastifyInstance;
  request: FastifyRequest;
  /** A render that may be kept (page-cache.ts): what its API calls answered, and how many still run. */
  record?: RenderRecord;
}

/** One API call of a render: its answer's status, the tags it names and the profile view it recorded. */
interface ApiCall {
  status: number;
  tags: string | undefined;
  view: string | undefined;
}

/**
 * What a render that may be kept read: its API calls, how many still run, and whose page it is (the signed-in
 * viewer's id, D200; null: a signed-out visitor's).
 */
interface RenderRecord {
  calls: ApiCall[];
  pending: number;
  viewerId: string | null;
}

const scope = new AsyncLocalStorage<RenderScope>();

/**
 * Once per process, on the renderer's own copy of the api client: the client's API calls made during a
 * render go to the app rendering it.
 */
function installInProcessTransport(setApiTransport: EntryServer['setApiTransport']): void {
  setApiTransport(async (url, init) => {
    const current = scope.getStore();
    if (!current) throw new Error(`API call outside a server render: ${url}`);
    const { app, request, record } = current;
    const headers: Record<string, string> = { accept: 'application/json' };
    // A signed-out visitor's render that may be kept goes without the cookie, so what it shows is what any
    // signed-out visitor is shown (D198); a signed-in viewer's goes with it, and is kept for that viewer
    // only (D200). Nothing else of the request goes along to a render that may be kept: its key holds
    // only the viewer, the theme and the address.
    const forwarded = record
      ? record.viewerId
        ? (['cookie', 'user-agent'] as const)
        : (['user-agent'] as const)
      : (['cookie', 'user-agent', 'accept-language'] as const);
    for (const name of forwarded) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The page's API calls log under the page request's id (D183).
    headers['x-request-id'] = request.id;
    // A read the API answers with a permanent redirect (an old profile slug) is followed, as the
    // browser's fetch would; a few hops at most.
    if (record) record.pending++;
    let res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      remoteAddress: request.ip,
    });
    for (let hop = 0; hop < 3 && (res.statusCode === 301 || res.statusCode === 308); hop++) {
      const location = res.headers.location;
      if (typeof location !== 'string' || !location.startsWith('/')) break;
      res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: location,
        headers,
        remoteAddress: request.ip,
      });
    }
    if (record) {
      const tags = res.headers[PAGE_TAGS_HEADER];
      const view = res.headers[PAGE_VIEW_HEADER];
      record.calls.push({
        status: res.statusCode,
        tags: typeof tags === 'string' ? tags : undefined,
        view: typeof view === 'string' ? view : undefined,
      });
      record.pending--;
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
}

export type EntryServer = typeof import('#client/app/entry-server.tsx');

/** The entries whose api client already sends its calls to the app rendering (installInProcessTransport). */
const transported = new WeakSet<EntryServer>();

/** The renderer with the in-process transport set on its copy of the api client (once per loaded copy). */
function withTransport(loaded: EntryServer): EntryServer {
  if (!transported.has(loaded)) {
    installInProcessTransport(loaded.setApiTransport);
    transported.add(loaded);
  }
  return loaded;
}

/**
 * Where pages come from: the document template (with a version that changes when it does, part of the page
 * cache's key), the client's renderer, and the bare shell sent when even the session read fails. The build
 * (builtPages) in production and tests; Vite's dev server in `npm run dev` (server/vite-dev.ts, D273).
 */
export interface PageSource {
  template(): Promise<TemplateFile>;
  entry(): Promise<EntryServer>;
  sendBareShell(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

let builtEntry: Promise<EntryServer> | null = null;
/**
 * The client's renderer, loaded on the first page asked for (startup and API-only tests skip it). From the
 * source under tsx (tests); the built server loads the SSR bundle, dist/ssr/entry-server.js, in its place
 * (scripts/build-server.ts, D161). Everything taken from the client comes from this one module.
 */
function loadBuiltEntry(): Promise<EntryServer> {
  builtEntry ??= import('#client/app/entry-server.tsx');
  return builtEntry;
}

/** How often the shell template's mtime is looked at: a rebuild shows within this long (D260). */
const TEMPLATE_CHECK_MS = 1_000;

export interface TemplateFile {
  version: number;
  /** The file's text as pages start from it (after `transform`). */
  text: string;
  parts: DocumentTemplate;
}

/**
 * An index.html read as a page template, re-read when it changes (its mtime: a rebuild, an edit) and cut at
 * its slots once per read. The mtime is looked at once a second at most, not on every page request (D260).
 */
export function templateFile(path: string, transform: (html: string) => string = (html) => html) {
  let template: TemplateFile | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return async (): Promise<TemplateFile> => {
    if (template && performance.now() - checkedAt < TEMPLATE_CHECK_MS) return template;
    const { mtimeMs } = await stat(path);
    if (template?.version !== mtimeMs) {
      const text = transform(await readFile(path, 'utf8'));
      template = { version: mtimeMs, text, parts: parseDocumentTemplate(text) };
    }
    checkedAt = performance.now();
    return template;
  };
}

/** The pages of a client build: its index.html (re-read after a rebuild) and the renderer built beside it. */
export function builtPages(clientDir: string): PageSource {
  return {
    template: templateFile(join(clientDir, 'index.html')),
    entry: loadBuiltEntry,
    sendBareShell: (reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'),
  };
}

export interface PageSender {
  /** Answers a page request: the server-rendered page, or the plain shell. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Loads the renderer and every part a public page draws (D206): the first page then loads no code. */
  preload(): Promise<void>;
}

/** Says where a page came from (page-cache.ts): hit, miss (rendered), or bypass (not for the cache). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** Longest address whose page is kept (longer ones are rendered every time). */
const MAX_CACHED_URL = 1_024;
/**
 * The longest a signed-in viewer's page is kept (D201): what depends on time and is written nowhere (a
 * subscription period ending, an age crossing a rule at midnight) is at most this old.
 */
export const VIEWER_PAGE_TTL_MS = 60_000;

export function createPageSender(app: FastifyInstance, source: PageSource, cache?: PageCache): PageSender {
  const loadEntry = async () => withTransport(await source.entry());
  const readTemplate = async () => (await source.template()).parts;
  /** Renders under way per cache key: a miss for the same key waits for the one running (D215). */
  const rendering = new Map<string, Promise<void>>();
  /** The plain shell, with the session read in it (the browser renders the page). */
  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    const { shellPayload, serializeHydration } = await loadEntry();
    let payload: string;
    try {
      payload = serializeHydration(await scope.run({ app, request }, shellPayload));
    } catch (err) {
      request.log.error({ err }, 'session read for the shell failed; sending the bare shell');
      return source.sendBareShell(reply);
    }
    const html = fillDocument(await readTemplate(), {
      html: '',
      head: null,
      payload,
      theme: themeOf(request),
      appUrl: app.ctx.env.APP_URL,
    });
    return sendHtml(reply, 200, html);
  };

  return {
    async preload() {
      await (await loadEntry()).preloadPages();
    },
    async send(request, reply) {
      const { isServerRendered } = await loadEntry();
      const url = new URL(request.url, app.ctx.env.APP_URL);
      if (!isServerRendered(url.pathname)) return shell(request, reply);
      const { version, parts } = await source.template();
      const theme = themeOf(request);
      // D198, D200: a signed-out visitor's page is kept for every signed-out visitor, a signed-in viewer's
      // for that user only (the session was checked on this request by the auth hook: a revoked or expired
      // one is signed out); the key is all else the HTML depends on.
      const viewerId = request.user?.id ?? null;
      const key =
        cache?.listening && request.url.length <= MAX_CACHED_URL
          ? `${version}|${theme}|${viewerId ? `u:${viewerId}` : '-'}|${url.pathname}${url.search}`
          : undefined;
      if (key) {
        let hit = cache!.get(key);
        if (!hit) {
          // The same page is being rendered for the same key (a kept page just expired or was dropped,
          // and many asked at once): wait for that render and serve what it kept, if it kept it (D215).
          const running = rendering.get(key);
          if (running) {
            await running;
            hit = cache!.get(key);
          }
        }
        if (hit) {
          // The view the page's API read recorded, recorded again as that read would (D199).
          for (const playerId of hit.views) {
            app.ctx.profileViews.record(profileViewOf({ id: playerId }, request.user, requestInfo(request)));
          }
          reply.header(PAGE_CACHE_HEADER, 'hit');
          return sendKept(request, reply, hit);
        }
      }
      let finished: (() => void) | undefined;
      if (key && !rendering.has(key)) {
        rendering.set(key, new Promise<void>((resolve) => (finished = resolve)));
      }
      try {
        return await render(request, reply, url, key, viewerId, parts, theme);
      } finally {
        if (finished) {
          rendering.delete(key!);
          finished();
        }
      }
    },
  };

  /** Renders a page and keeps it under `key` when it may be kept (keptEntry). */
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    url: URL,
    key: string | undefined,
    viewerId: string | null,
    parts: DocumentTemplate,
    theme: 'light' | 'dark',
  ): Promise<FastifyReply> {
    const { renderPage, serializeHydration } = await loadEntry();
    const since = cache?.begin() ?? 0;
    const record: RenderRecord | undefined = key ? { calls: [], pending: 0, viewerId } : undefined;
    let result: Awaited<ReturnType<EntryServer['renderPage']>>;
    try {
      result = await scope.run({ app, request, record }, () => renderPage(new Request(url)));
    } catch (err) {
      // A page that cannot be rendered on the server still works: the browser renders it.
      request.log.error({ err }, 'server rendering failed; sending the shell');
      return shell(request, reply);
    }
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    if (result.kind === 'none') return shell(request, reply);
    for (const err of result.errors) request.log.error({ err }, 'part of a page failed in server rendering');
    const html = fillDocument(parts, {
      html: result.html,
      head: result.head,
      payload: serializeHydration(result.hydration),
      theme,
      appUrl: app.ctx.env.APP_URL,
    });
    if (cache) reply.header(PAGE_CACHE_HEADER, key ? 'miss' : 'bypass');
    const entry =
      key && record && result.status === 200 && result.errors.length === 0 ? keptEntry(record, html) : null;
    if (!entry) return sendHtml(reply, result.status, html);
    // Answered as a kept page: its compression is the entry's, so the requests that waited for this render
    // (D215) and any hit meanwhile share it (D350).
    cache!.fill(key!, entry, since, viewerId ? VIEWER_PAGE_TTL_MS : undefined);
    return sendKept(request, reply, entry);
  }
}

/**
 * A render as the cache keeps it, or null when it may not be kept (D197, D200): every API answer it read
 * named its tags, and none is still running. Signed out, a 401 is the answer without a session (it shows
 * nothing). A signed-in viewer's render is kept only if every answer named that viewer's tag: the route was
 * audited for what it shows of the viewer, and the entry is dropped when any of it changes.
 */
function keptEntry(record: RenderRecord, html: string): PageEntry | null {
  if (record.pending !== 0) return null;
  const tags = new Set<string>();
  const views: string[] = [];
  const viewerTag = record.viewerId ? pageTag.user(record.viewerId) : null;
  for (const call of record.calls) {
    if (call.status === 401 && !viewerTag) continue;
    if (call.status < 200 || call.status > 299 || call.tags === undefined) return null;
    const callTags = call.tags.split(' ').filter(Boolean);
    if (viewerTag && !callTags.includes(viewerTag)) return null;
    for (const tag of callTags) tags.add(tag);
    if (call.view) views.push(call.view);
  }
  // A viewer's page without any read of theirs could not be dropped by their changes: not kept.
  if (viewerTag && !tags.has(viewerTag)) return null;
  return { status: 200, html, tags: [...tags], views, encoded: {} };
}

type Encoding = 'br' | 'gzip';

/**
 * A kept page's body in `encoding`, compressed once per entry and encoding (D350): every request that asks
 * before the compression ends waits for that one (a render's answer and the requests that waited for it, D215,
 * ask together). A failed compression is forgotten, so the next request tries again.
 */
function encodedBody(entry: PageEntry, encoding: Encoding): Promise<Buffer> {
  const kept = entry.encoded[encoding];
  if (kept) return kept;
  const body = new Promise<Buffer>((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') {
      zlib.brotliCompress(entry.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }, done);
    } else zlib.gzip(entry.html, done);
  });
  entry.encoded[encoding] = body;
  body.catch(() => {
    if (entry.encoded[encoding] === body) delete entry.encoded[encoding];
  });
  return body;
}

/** The encoding a kept page goes in: brotli, else gzip, as the compression plugin prefers (app.ts). */
function encodingFor(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * A kept page: compressed once per encoding and kept with the entry (D196), with the headers sendHtml and
 * the compression plugin give a rendered one.
 */
async function sendKept(request: FastifyRequest, reply: FastifyReply, entry: PageEntry) {
  const encoding = encodingFor(request);
  if (!encoding) return sendHtml(reply, entry.status, entry.html);
  const body = await encodedBody(entry, encoding);
  return reply
    .status(entry.status)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie, accept-encoding')
    .type('text/html; charset=utf-8')
    .header('content-encoding', encoding)
    .send(body);
}

/** The visitor's theme, from the cookie the client keeps (client/lib/theme.ts); dark by default. */
function themeOf(request: FastifyRequest): 'light' | 'dark' {
  return request.cookies.theme === 'light' ? 'light' : 'dark';
}

/** A page: personal (it carries the session), so never stored by shared caches; compressed. */
function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  reply
    .status(status)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .compress(html);
  return reply;
}

/**
 * Draws the public pages once, in the background, right after the server starts listening: the first
 * visitor then does not wait for the server-rendering code and the route modules to load (1 to 2 s on the
 * development machine, against 0.2 s for every later page). The profile is warmed with an address no
 * player can have (an underscore is outside a slug's shape, common/profile-url.ts): it answers Player Not
 * Found, and no view is recorded.
 */
export async function warmPages(app: FastifyInstance): Promise<(number | null)[]> {
  const statuses: (number | null)[] = [];
  for (const url of WARM_UP_PAGES) {
    try {
      statuses.push((await app.inject({ method: 'GET', url })).statusCode);
    } catch (err) {
      app.log.warn({ err, url }, 'page warm-up failed');
      statuses.push(null);
    }
  }
  return statuses;
}

export const WARM_UP_PAGES = ['/', '/pricing', '/player/_warm_up_'] as const;
