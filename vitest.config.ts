import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'component',
          include: ['client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./test/component-setup.ts'],
          // A form test types and waits on a DOM in JavaScript: on a busy 2-core machine 5 s (the default)
          // failed tests that take 1 s when quiet. A hung test still fails.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // 2 cores: a couple of files at once, each with its own small database.
          maxWorkers: 2,
          pool: 'forks',
        },
      },
    ],
  },
});
