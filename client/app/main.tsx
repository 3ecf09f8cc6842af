// React Refresh's set-up for hot updates in development (server/vite-dev.ts, D273), before any component
// module runs; an empty module in the build. Imported here because the CSP allows no inline script.
import '@vitejs/plugin-react/preamble';
import '../styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
// The DOM RouterProvider wires ReactDOM.flushSync, which navigate(..., { flushSync: true }) needs.
import { RouterProvider } from 'react-router/dom';
import { loadParts } from '#client/lib/lazy-part.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryClientContext } from '#client/lib/route-data.ts';
import { applyTheme, readStoredTheme } from '#client/lib/theme.ts';
import { AppShell } from './app.tsx';
import { holdEarlyPresses, stopHoldingPresses } from './early-presses.ts';
import { HYDRATION_ELEMENT_ID, type HydrationPayload } from './hydration.ts';
import { routes } from './routes.tsx';

// zod without its eval-compiled fast path: the CSP allows no eval, and zod's probe for it (new Function)
// would be reported as a violation. Set through zod's shared config object before any chunk loads zod
// (the shell itself does not: it stays small for a first visit).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Before the first render: the CSP allows no inline script in index.html to do this earlier.
applyTheme(readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A press on the server-rendered page from here until React takes it is held and answered once it is live (D338).
holdEarlyPresses();

// The steps below run as separate tasks (D209): evaluating the modules, reading the page's data, loading
// its screens, building the router and hydrating are each a long task on a slow phone, and one after the
// other in a single task they kept the page from answering input (total blocking time).
await yieldToBrowser();
const queryClient = createQueryClient();
const payload = readHydration();
if (payload) hydrate(queryClient, payload.queries);
const rendered = payload?.router;
await yieldToBrowser();
if (rendered) {
  await loadMatchedRoutes();
  // The lazy parts the server drew (declared in the screens just loaded), so they hydrate with the page (D338).
  await loadParts(payload.parts ?? []);
  await yieldToBrowser();
}
const router = createBrowserRouter(routes, {
  hydrationData: rendered,
  getContext: () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, queryClient);
    return context;
  },
});
await yieldToBrowser();
const app = (
  <StrictMode>
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  </StrictMode>
);
// A page the server rendered (D161, D203) is hydrated, in a transition: React then hydrates in small slices
// and yields to the browser between them, so a phone stays responsive while the page comes alive. Any
// other address gets the empty shell and renders.
stopHoldingPresses();
if (rendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);

/** Ends the current task: the browser paints and handles input before the rest runs (D209). */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function readHydration(): HydrationPayload | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationPayload;
  } catch {
    return null;
  }
}

/**
 * The lazy routes of the server-rendered page, loaded before hydrating: the router then starts with the
 * server's loader data and the same screens, instead of a fallback that would not match the HTML.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
