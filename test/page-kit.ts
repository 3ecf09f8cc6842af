import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { HYDRATION_ELEMENT_ID } from '#client/app/hydration.ts';
import { SESSION_QUERY_KEY } from '#client/lib/query-client.ts';
import { createPlayer } from '#server/db/seed/factories.ts';
import { PAGE_CACHE_HEADER } from '#server/features/pages/pages.service.ts';
import { birthYearForAge, linkedParent, type requester } from '#test/players-kit.ts';
import { secondApp } from '#test/second-app.ts';
import type { TestApp } from '#test/test-app.ts';
import { withTestApp } from '#test/with-test-app.ts';

type SecondApp = Awaited<ReturnType<typeof secondApp>>;

interface PageAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * For the page tests: a page a signed-out visitor was rendered is asked for again, so that every check
 * runs against the cached path too (D196): a 200 must then come from the cache, and be the same page;
 * any other status is never kept. A signed-in viewer's page (`signedIn`) is kept only when every answer
 * its render read names the viewer's tag (D200): when it was not, the second read is a render too.
 */
export async function alsoFromCache<A extends PageAnswer>(
  read: () => Promise<A>,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<A> {
  const first = await read();
  if (first.headers[PAGE_CACHE_HEADER] !== 'miss') return first;
  const second = await read();
  expect(second.statusCode).toBe(first.statusCode);
  if (first.statusCode !== 200) return second;
  if (signedIn && second.headers[PAGE_CACHE_HEADER] === 'miss') return second;
  // The kept page is the one rendered, byte for byte (a new render differs in the data's read times).
  expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
  expect(second.body).toBe(first.body);
  return second;
}

/**
 * A client directory of the test file's own holding the project's index.html, the template the page
 * renderer reads (the build adds its script tags to it); removed after the file's tests.
 */
export function pageClientDir(name: string): string {
  const clientDir = mkdtempSync(join(tmpdir(), `rinkside-${name}-`));
  writeFileSync(
    join(clientDir, 'index.html'),
    readFileSync(join(import.meta.dirname, '../index.html'), 'utf8'),
  );
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
  return clientDir;
}

/**
 * The setup of a page-cache test file: the app on a client directory of its own (pageClientDir), and on
 * PostgreSQL (TEST_DATABASE_URL) a second app on the same database, as a second server process would run
 * it (test/second-app.ts). `second()` is that app inside tests and hooks, undefined on PGlite.
 */
export function withPageTestApps(name: string): {
  t: TestApp;
  api: ReturnType<typeof requester>;
  clientDir: string;
  second: () => SecondApp | undefined;
} {
  const clientDir = pageClientDir(name);
  const { t, api } = withTestApp({ clientDir });
  let b: SecondApp | undefined;
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) b = await secondApp(t, { clientDir });
  });
  afterAll(async () => {
    await b?.close();
  });
  return { t, api, clientDir, second: () => b };
}

/** A GET of a page on `app` (default: the file's app), signed in when a cookie is given. */
export function pageReader(t: TestApp, userAgent: string) {
  return (url: string, cookie?: string, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    });
}

/** The session read a page carries (the hydration payload's GET /api/auth/me): null when signed out. */
export function sessionOf<T = unknown>(html: string): T | null {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`, 's'),
  );
  const payload = JSON.parse(match![1]!) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  const session = JSON.stringify(SESSION_QUERY_KEY);
  const query = payload.queries.queries.find((q) => JSON.stringify(q.queryKey) === session);
  expect(query, 'the page carries the session read').toBeDefined();
  return (query!.state.data ?? null) as T | null;
}

/**
 * A 14-year-old's draft profile whose linked parent gave consent through the API, so that it is
 * public until the consent is withdrawn.
 */
export async function consentedMinor(
  t: TestApp,
  api: ReturnType<typeof requester>,
  name: { firstName: string; lastName: string },
) {
  const minor = await createPlayer(t.db, {
    ...name,
    birthYear: birthYearForAge(14),
    profileStatus: 'draft',
    parentalConsentRequired: true,
  });
  const parent = await linkedParent(t, minor.id);
  const consent = await api.post(`/api/players/${minor.id}/parental-consent`, {
    cookie: parent.cookie,
    payload: { parentName: 'Pat Parent', consentGiven: true },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  return { minor, parent };
}
