import { dehydrate } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import { collectDrawnParts, LAZY_PARTS } from '#client/lib/lazy-part.ts';
import { createQueryClient, readSession, SESSION_QUERY_KEY } from '#client/lib/query-client.ts';
import { type PageData, type PageHead, queryClientContext } from '#client/lib/route-data.ts';
import { AppShell } from './app.tsx';
import type { HydrationPayload } from './hydration.ts';
import { type RouteHandle, routes } from './routes.tsx';

// What the server (server/features/pages) needs from the client besides the renderer, taken from this module
// so that the built server, which loads the SSR bundle (dist/ssr/entry-server.js), sets the API transport on
// the same copy of the api client that the pages render with (D161).
export { setApiTransport } from '#client/lib/api-client.ts';
export { serializeHydration } from './hydration.ts';

/**
 * Server rendering of the public pages with React's own renderer and the router's data APIs:
 * the route's loader reads the page's data (its API calls answered in-process by server/features/pages),
 * React renders the same tree the browser hydrates (main.tsx), and the payload carries the loader data and
 * the query cache over.
 */
const handler = createStaticHandler(routes);

export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      head: PageHead | null;
      hydration: HydrationPayload;
      /** Parts that failed on the server (the browser renders those parts itself): for the log. */
      errors: unknown[];
    }
  | { kind: 'redirect'; status: number; location: string }
  /**
   * Not a server-rendered page (a signed-in screen, a form), or a loader failed: the server sends the plain
   * shell and the browser renders the page itself.
   */
  | { kind: 'none' };

/** A path's first segment as the router compares it: decoded, in lower case ('' for the root). */
function firstSegment(path: string): string {
  const first = path.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}

/** Whether a route's full path can match a pathname whose first segment is `segment` (null: any other). */
function mayMatch(fullPath: string, caseSensitive: boolean | undefined, segment: string | null): boolean {
  const first = firstSegment(fullPath);
  // The root and index routes, parameters, splats, optional and case-sensitive segments: kept everywhere.
  if (first === '' || /^[:*]|\?$/.test(first) || caseSensitive) return true;
  return first === segment;
}

/** A route's path from the root: absolute as written, or its parent's path and its own. */
function fullPathOf(route: RouteObject, parentPath: string): string {
  if (route.path === undefined) return parentPath;
  return route.path.startsWith('/') ? route.path : `${parentPath.replace(/\/$/, '')}/${route.path}`;
}

/**
 * The route table cut to the routes that can match a path starting with `segment` (D204): React Router's
 * matchRoutes flattens and ranks the whole table again on every call (a tenth of a page's time in the
 * profile); on a cut table it ranks the same candidates in the same order, so the answer is the same.
 */
function cutTable(table: RouteObject[], parentPath: string, segment: string | null): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of table) {
    const fullPath = fullPathOf(route, parentPath);
    const children = route.children ? cutTable(route.children, fullPath, segment) : [];
    const ownBranch =
      (route.path !== undefined || route.index === true) && mayMatch(fullPath, route.caseSensitive, segment);
    if (ownBranch || children.length > 0) {
      kept.push({ ...route, ...(route.children ? { children } : {}) } as RouteObject);
    }
  }
  return kept;
}

/** The static first segments the table names: each gets its cut table, any other segment shares one. */
const STATIC_FIRST_SEGMENTS = new Set<string>();
(function collect(table: RouteObject[], parentPath: string) {
  for (const route of table) {
    const fullPath = fullPathOf(route, parentPath);
    const first = firstSegment(fullPath);
    if (first !== '' && !/^[:*]|\?$/.test(first)) STATIC_FIRST_SEGMENTS.add(first);
    if (route.children) collect(route.children, fullPath);
  }
})(routes, '');
const cutTables = new Map<string | null, RouteObject[]>();
function tableFor(pathname: string): RouteObject[] {
  const first = firstSegment(pathname);
  const segment = STATIC_FIRST_SEGMENTS.has(first) ? first : null;
  let table = cutTables.get(segment);
  if (!table) {
    table = cutTable(routes, '', segment);
    cutTables.set(segment, table);
  }
  return table;
}

/**
 * Answers of isServerRendered by path: matching flattens and ranks the table on every call, and a kept page is
 * served in less time than that (D260). Bounded: emptied when full, as paths come from visitors.
 */
const renderedPaths = new Map<string, boolean>();
const RENDERED_PATHS_MAX = 5_000;

/** Whether the server renders this path: its screen is marked `ssr` in the route table (routes.tsx). */
export function isServerRendered(pathname: string): boolean {
  const known = renderedPaths.get(pathname);
  if (known !== undefined) return known;
  const leaf = matchRoutes(tableFor(pathname), pathname)?.at(-1);
  const rendered = (leaf?.route.handle as RouteHandle | undefined)?.ssr === true;
  if (renderedPaths.size >= RENDERED_PATHS_MAX) renderedPaths.clear();
  renderedPaths.set(pathname, rendered);
  return rendered;
}

/**
 * Loads, once per process, every part a server-rendered page can draw (D203): the screens of the routes
 * marked `ssr` and the lazy parts (lazyPart: the signed-in user menu, the unread badge, the recruiter's
 * actions...), including the parts declared inside chunks loaded on the way; every later renderToString
 * then draws them at once.
 */
async function preloadServerParts(): Promise<void> {
  const screens: Promise<unknown>[] = [];
  const visit = (table: RouteObject[]) => {
    for (const route of table) {
      if ((route.handle as RouteHandle | undefined)?.ssr && typeof route.lazy === 'function') {
        screens.push((route.lazy as () => Promise<unknown>)());
      }
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(screens);
  // Parts declared in the chunks just loaded have joined the list: it is read as it grows. A loaded part
  // draws its component itself (lazyPart), so awaiting its module is all a later render needs.
  for (let i = 0; i < LAZY_PARTS.length; i++) await LAZY_PARTS[i]!.load();
}

let preloading: Promise<void> | null = null;
/** Every server-rendered part loaded (D203); the server calls it at start-up, each render awaits it. */
export function preloadPages(): Promise<void> {
  // A failed load (a chunk that could not be read) is tried again by the next page, not kept.
  preloading ??= preloadServerParts().catch((err: unknown) => {
    preloading = null;
    throw err;
  });
  return preloading;
}

/** A query cache holding the session read, as the browser's first read would answer it. */
async function withSession() {
  const queryClient = createQueryClient();
  await queryClient.prefetchQuery({ queryKey: SESSION_QUERY_KEY, queryFn: readSession });
  return queryClient;
}

/**
 * For a page the browser renders itself (the plain shell): the session read, so the app starts knowing
 * who is signed in instead of asking first.
 */
export async function shellPayload(): Promise<HydrationPayload> {
  return { queries: dehydrate(await withSession()) };
}

export async function renderPage(request: Request): Promise<RenderResult> {
  if (!isServerRendered(new URL(request.url).pathname)) return { kind: 'none' };
  // Should a part fail to load, the page is still rendered: that part is left to the browser and reported.
  await preloadPages().catch(() => undefined);
  // The header and the role-aware parts of the page draw the session as the browser will.
  const queryClient = await withSession();
  const requestContext = new RouterContextProvider();
  requestContext.set(queryClientContext, queryClient);

  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (context.errors) return { kind: 'none' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const {
    result: { html, errors },
    parts,
  } = collectDrawnParts(() =>
    renderComplete(
      <StrictMode>
        <AppShell queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppShell>
      </StrictMode>,
    ),
  );
  const leaf = context.matches.at(-1);
  const data = leaf ? (context.loaderData[leaf.route.id] as PageData | undefined) : undefined;
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head: data?.head ?? null,
    errors,
    hydration: {
      router: { loaderData: context.loaderData, actionData: context.actionData },
      queries: dehydrate(queryClient),
      parts,
    },
  };
}

/** A Suspense boundary React left for the browser to render (a lazy part not loaded, or an error). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML in order, with no script, in one renderToString: every lazy part is loaded before the first
 * render (preloadPages, D203). Streaming renderers would reveal late parts with inline scripts, which the
 * CSP does not run. A part that still could not be drawn (it threw) is left to the browser and reported.
 */
function renderComplete(element: ReactElement): { html: string; errors: unknown[] } {
  const html = renderToString(element);
  const errors = html.includes(CLIENT_RENDERED_BOUNDARY)
    ? [new Error('A part of the page could not be rendered on the server; the browser renders it.')]
    : [];
  return { html, errors };
}
