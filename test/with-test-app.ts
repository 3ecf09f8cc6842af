import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../server/app.ts';
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
  const app = (): TestApp => {
    if (!current) throw new Error('withTestApp: the app exists only inside tests and hooks');
    return current;
  };
  const t: TestApp = {
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
  return { t, api: requester(t) };
}
