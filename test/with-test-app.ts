import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '#server/app.ts';
import { requester } from './players-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The setup of an API test file: registers beforeAll/afterAll hooks that build the app on the file's own
 * fresh database and close both afterwards. `t` reads the app of the running file (only inside tests and
 * hooks); `api` is a requester on it.
 *
 *     const { t, api } = withTestApp();
 */
export function withTestApp(overrides: Partial<BuildAppOptions> = {}): {
  t: TestApp;
  api: ReturnType<typeof requester>;
} {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  afterAll(async () => {
    await current?.close();
  });
  const t = deferredTestApp(() => current, 'withTestApp');
  return { t, api: requester(t) };
}

/**
 * A TestApp whose parts are read when used: the app a file's beforeAll built (`current()`), so `t` can be
 * handed out before the hook runs. Outside tests and hooks it throws, naming `owner`.
 */
export function deferredTestApp(current: () => TestApp | undefined, owner: string): TestApp {
  const app = (): TestApp => {
    const built = current();
    if (!built) throw new Error(`${owner}: the app exists only inside tests and hooks`);
    return built;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get db() {
      return app().db;
    },
    get logs() {
      return app().logs;
    },
    close: () => app().close(),
  };
}
