import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { AuthProvider } from '#client/lib/auth.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';

/** One request the component sent: method, path and the JSON body (undefined without one). */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Reply = { status?: number; body?: unknown };

/**
 * Replaces fetch: every call is recorded, and `reply` answers it (200 with `{}` by default). The answer is
 * what the API would send; tests assert on `sent` (the exact bodies) rather than on hook internals.
 */
export function mockFetch(reply: (request: SentRequest) => Reply | undefined = () => undefined) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    sent.push(request);
    const { status = 200, body = {} } = reply(request) ?? {};
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, writes: () => sent.filter((r) => r.method !== 'GET') };
}

/**
 * Renders at `path` with the app's query client, a data router and the toaster (and the session
 * provider with `auth`), and a user-event session.
 */
export function renderWithApp(
  ui: ReactElement,
  {
    path = '/',
    auth = false,
    route = '*',
  }: {
    path?: string;
    auth?: boolean;
    /** The route pattern, for a screen that reads its parameters ('/checkout/test/:sessionId'). */
    route?: string;
  } = {},
) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const page = (
    <>
      {ui}
      <Toaster />
    </>
  );
  const router = createMemoryRouter(
    [{ path: route, element: auth ? <AuthProvider>{page}</AuthProvider> : page }],
    {
      initialEntries: [path],
    },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, queryClient, router, ...view };
}
