import { dehydrate } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
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

/** Whether the server renders this path: its screen is marked `ssr` in the route table (routes.tsx). */
export function isServerRendered(pathname: string): boolean {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return (leaf?.route.handle as RouteHandle | undefined)?.ssr === true;
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
  const { html, errors } = await renderComplete(
    <StrictMode>
      <AppShell queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    </StrictMode>,
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
    },
  };
}

/** A Suspense boundary React left for the browser to render (a lazy part not loaded yet, or an error). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML in order, with no script: renderToString, again once the lazy parts it met (the
 * signed-in user menu, the recruiter's actions) have loaded, which happens once per server process.
 * Streaming renderers would reveal those parts with inline scripts, which the CSP does not run.
 */
async function renderComplete(element: ReactElement): Promise<{ html: string; errors: unknown[] }> {
  let html = renderToString(element);
  for (let attempt = 0; attempt < 20 && html.includes(CLIENT_RENDERED_BOUNDARY); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    html = renderToString(element);
  }
  const errors = html.includes(CLIENT_RENDERED_BOUNDARY)
    ? [new Error('A part of the page could not be rendered on the server; the browser renders it.')]
    : [];
  return { html, errors };
}
