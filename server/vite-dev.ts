import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from 'vite';
import { type DevClient, looksLikeFile } from './app.ts';
import { type EntryServer, templateFile } from './features/pages/index.ts';
import { projectRoot } from './lib/project-root.ts';

/**
 * The client in development (`npm run dev`, server/dev.ts, D273): Vite's dev server in middleware mode inside
 * this app, on the app's own origin and port. Vite answers the client's files (modules, styles, the public
 * folder) with hot module replacement over a WebSocket on the same port; pages are server-rendered as in
 * production, from the source index.html and the renderer loaded through Vite (ssrLoadModule), so an edit
 * in client/ shows in the next page without a restart. This module imports Vite, a development package: only
 * server/dev.ts loads it, never the production server (server/main.ts).
 */

const ROOT = projectRoot(import.meta.dirname);
/** The renderer, as Vite names it (from the project root). */
const SSR_ENTRY = '/client/app/entry-server.tsx';

/**
 * What index.html gets in development, before </head> (Vite's backend integration): Vite's client, which
 * opens the HMR socket, and the app's styles as a stylesheet, so a server-rendered page is drawn styled
 * before its scripts run (the build links its CSS file the same way). React Refresh's preamble is imported
 * by the entry (client/app/main.tsx) rather than written inline: the CSP allows no inline script.
 */
export const DEV_HEAD = [
  '<script type="module" src="/@vite/client"></script>',
  '<link rel="stylesheet" href="/client/styles.css" />',
].join('\n    ');

export function withDevHead(html: string): string {
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>');
  return `${html.slice(0, at)}  ${DEV_HEAD}\n  ${html.slice(at)}`;
}

/** Whether a path is Vite's: a file (a module, a style, a public file) or one of its own (/@vite/client). */
export function viteServes(path: string): boolean {
  return path.startsWith('/@') || looksLikeFile(path);
}

/** BuildAppOptions.devClient for `npm run dev`: Vite's dev server made for the app and attached to it. */
export async function viteDevClient(app: FastifyInstance): Promise<DevClient> {
  // Vite's HMR socket shares the app's server. Its upgrades are passed on once the app has started: Vite's
  // client, which reloads the page when its socket comes back after a restart, then finds pages answering
  // rather than the 503 of a server still migrating (D182).
  const upgrades = new EventEmitter();
  app.server.on('upgrade', (request, socket, head) => {
    if (app.ctx.isStarting() || app.ctx.isShuttingDown()) socket.destroy();
    else upgrades.emit('upgrade', request, socket, head);
  });
  const vite = await createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    appType: 'custom',
    clearScreen: false,
    server: {
      middlewareMode: true,
      // Vite listens for 'upgrade' on it and nothing else (the emitter above stands for the app's server).
      ws: { server: upgrades as unknown as Server },
      watch: {
        ignored: [
          // The embedded database writes in the data folder all the time.
          `${resolve(app.ctx.env.DATA_DIR)}/**`,
          '**/dist/**',
          '**/.tmp/**',
          '**/playwright-report/**',
          '**/coverage/**',
        ],
      },
    },
  });
  const readTemplate = templateFile(join(ROOT, 'index.html'), withDevHead);
  return {
    pages: {
      template: readTemplate,
      // A module Vite has seen change since is loaded again: the next page renders the edited code.
      entry: () => vite.ssrLoadModule(SSR_ENTRY) as Promise<EntryServer>,
      sendBareShell: async (reply) =>
        reply
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send((await readTemplate()).text),
    },
    serves: viteServes,
    serve: (request, reply) =>
      new Promise<void>((done) => {
        // Vite writes the answer itself: Fastify sends nothing for this request.
        reply.hijack();
        const res = reply.raw;
        res.once('close', () => done());
        vite.middlewares(request.raw, res, (err?: unknown) => {
          if (err) request.log.error({ err }, 'the Vite dev server failed on a file');
          res.statusCode = err ? 500 : 404;
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(
            JSON.stringify(
              err
                ? { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }
                : { message: 'Not found.', code: 'NOT_FOUND' },
            ),
          );
        });
      }),
    close: () => vite.close(),
  };
}
