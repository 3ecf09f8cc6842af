import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentTemplate, fillDocument, parseDocumentTemplate } from './document.ts';

/**
 * Server rendering of the public pages. The client's own renderer (client/app/entry-server.tsx)
 * runs here; its API calls are answered in-process by this app (app.inject), as the visitor: their
 * cookie, user agent and address go along, so access rules, view counting and the answers are exactly the
 * API's. Any page the client does not mark for server rendering gets the plain shell, as before.
 */

interface RenderScope {
  app: FastifyInstance;
  request: FastifyRequest;
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
    const { app, request } = current;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    // The page's API calls log under the page request's id (D183).
    headers['x-request-id'] = request.id;
    // A read the API answers with a permanent redirect (an old profile slug) is followed, as the
    // browser's fetch would; a few hops at most.
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
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
}

type EntryServer = typeof import('#client/app/entry-server.tsx');
let entry: Promise<EntryServer> | null = null;
/**
 * The client's renderer, loaded on the first page asked for (startup and API-only tests skip it). From the
 * source under tsx (development, tests); the built server loads the SSR bundle, dist/ssr/entry-server.js,
 * in its place (scripts/build-server.ts, D161). Everything taken from the client comes from this one module.
 */
function loadEntry(): Promise<EntryServer> {
  entry ??= import('#client/app/entry-server.tsx').then((loaded) => {
    installInProcessTransport(loaded.setApiTransport);
    return loaded;
  });
  return entry;
}

export interface PageSender {
  /** Answers a page request: the server-rendered page, or the plain shell. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export function createPageSender(app: FastifyInstance, clientDir: string): PageSender {
  const templatePath = join(clientDir, 'index.html');
  // Re-read after a rebuild (its mtime changes), as the static files are; cut at its slots once per read.
  let template: { mtimeMs: number; parts: DocumentTemplate } | null = null;
  const readTemplate = async () => {
    const { mtimeMs } = await stat(templatePath);
    if (template?.mtimeMs !== mtimeMs) {
      template = { mtimeMs, parts: parseDocumentTemplate(await readFile(templatePath, 'utf8')) };
    }
    return template.parts;
  };
  /** The plain shell, with the session read in it (the browser renders the page). */
  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    const { shellPayload, serializeHydration } = await loadEntry();
    let payload: string;
    try {
      payload = serializeHydration(await scope.run({ app, request }, shellPayload));
    } catch (err) {
      request.log.error({ err }, 'session read for the shell failed; sending the bare shell');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
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
    async send(request, reply) {
      const { renderPage, isServerRendered, serializeHydration } = await loadEntry();
      const url = new URL(request.url, app.ctx.env.APP_URL);
      if (!isServerRendered(url.pathname)) return shell(request, reply);
      let result: Awaited<ReturnType<EntryServer['renderPage']>>;
      try {
        result = await scope.run({ app, request }, () => renderPage(new Request(url)));
      } catch (err) {
        // A page that cannot be rendered on the server still works: the browser renders it.
        request.log.error({ err }, 'server rendering failed; sending the shell');
        return shell(request, reply);
      }
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      if (result.kind === 'none') return shell(request, reply);
      for (const err of result.errors)
        request.log.error({ err }, 'part of a page failed in server rendering');
      const html = fillDocument(await readTemplate(), {
        html: result.html,
        head: result.head,
        payload: serializeHydration(result.hydration),
        theme: themeOf(request),
        appUrl: app.ctx.env.APP_URL,
      });
      return sendHtml(reply, result.status, html);
    },
  };
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
